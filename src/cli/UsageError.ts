/**
 * A mistake in what the user asked for (a wrong flag, value or file field). The command line prints its
 * message as one line and exits with code 2, before any output file is written.
 *
 * @example throw new UsageError('--dice must be an integer from 1 to 40 (got "x")')
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
