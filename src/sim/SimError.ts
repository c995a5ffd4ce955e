/** Where in an experiment file something is wrong, and what was expected there. */
export interface ExperimentIssue {
  /** The file as the user named it, or `<experiment>` for an object handed to the library. */
  readonly file: string;
  /** The path inside it, e.g. `sweep.range[2]`; empty for the file as a whole. */
  readonly path: string;
  readonly expected: string;
  /** 1-based line of the value in the file, when it is known. */
  readonly line?: number;
}

/**
 * Every way a run can fail, with the exit code the command line gives it: a bad request (2) is reported
 * before anything is written; a failed block (1) after the checkpoint of the finished ones is written; an
 * interruption (130, as for SIGINT) likewise.
 */
export const SIM_ERROR_KINDS = {
  'invalid-experiment': { exitCode: 2, summary: 'the experiment file is not valid' },
  'bad-request': { exitCode: 2, summary: 'a flag or option of the run does not fit' },
  'checkpoint-mismatch': { exitCode: 2, summary: 'the checkpoint belongs to another run' },
  'merge-refused': { exitCode: 2, summary: 'the shard outputs are not of one run' },
  'block-failed': { exitCode: 1, summary: 'a block of trials failed twice' },
  interrupted: { exitCode: 130, summary: 'the run was stopped; its checkpoint is written' },
} as const;
export type SimErrorKind = keyof typeof SIM_ERROR_KINDS;

/**
 * An error of the experiment runner, of one of the {@link SIM_ERROR_KINDS}. An invalid experiment carries
 * every issue found; its message is the first of them.
 *
 * @example throw new SimError('bad-request', '--shard must be k/n with 1 <= k <= n (got "4/3")')
 */
export class SimError extends Error {
  override readonly name = 'SimError';

  constructor(
    readonly kind: SimErrorKind,
    message: string,
    readonly issues: readonly ExperimentIssue[] = [],
  ) {
    super(message);
  }

  get exitCode(): number {
    return SIM_ERROR_KINDS[this.kind].exitCode;
  }
}

/** One issue as one line: `file:line: path: expected`. @example formatIssue(issue) */
export function formatIssue(issue: ExperimentIssue): string {
  const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
  return issue.path ? `${where}: ${issue.path}: ${issue.expected}` : `${where}: ${issue.expected}`;
}
