import { UsageError } from './UsageError.ts';

/** An integer flag's accepted range, for the message that names it. */
export interface IntRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Reads an integer flag strictly ("6", "-2"; not "6.5", "6x" or "") and checks its range, throwing a
 * {@link UsageError} that names the flag, the allowed range and what was given.
 *
 * @example parseIntFlag('dice', '6', { min: 1, max: 40 }) === 6
 */
export function parseIntFlag(flag: string, raw: unknown, range: IntRange): number {
  const text = String(raw).trim();
  const value = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < range.min || value > range.max) {
    throw new UsageError(
      `--${flag} must be an integer from ${range.min} to ${range.max} (got "${String(raw)}")`,
    );
  }
  return value;
}
