import { SimError } from '../sim/SimError.ts';
import { UsageError } from './UsageError.ts';

/**
 * Runs a command's work and reports a runner error the command-line way: a bad request (exit code 2)
 * becomes a {@link UsageError}, one line before anything is written; a failed block (1) or an
 * interruption (130) is printed as one line with its exit code, naming `resumeCommand` when given as the way
 * to continue.
 *
 * @example await simFailure(() => executeRun(file, options), 'triggernometry run duel-skills --resume')
 */
export async function simFailure<T>(
  work: () => Promise<T> | T,
  resumeCommand?: string,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SimError)) throw error;
    if (error.exitCode === 2) throw new UsageError(error.message);
    const message =
      error.kind === 'interrupted' && resumeCommand
        ? error.message.replace(/; continue with --resume$/, `; continue with: ${resumeCommand}`)
        : error.message;
    process.stderr.write(`triggernometry: ${message.split('\n').join(' ')}\n`);
    process.exitCode = error.exitCode;
    return undefined;
  }
}
