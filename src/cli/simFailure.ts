import { SimError } from '../sim/SimError.ts';
import { UsageError } from './UsageError.ts';

/**
 * Runs a command's work and reports a runner error the command-line way: a bad request (exit code 2)
 * becomes a {@link UsageError}, one line before anything is written; a failed block (1) or an
 * interruption (130) is printed as one line with its exit code.
 *
 * @example await simFailure(() => executeRun(file, options))
 */
export async function simFailure<T>(work: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SimError)) throw error;
    if (error.exitCode === 2) throw new UsageError(error.message);
    process.stderr.write(`triggernometry: ${error.message.split('\n').join(' ')}\n`);
    process.exitCode = error.exitCode;
    return undefined;
  }
}
