import type { Seed } from '../dice/StreamKey.ts';
import { UsageError } from './UsageError.ts';

/**
 * Reads a `--seed`: a non-negative integer or a short token of letters, digits, '-', '_' and '.', so that
 * it can be printed in every report and typed again to replay a run.
 *
 * @example parseSeed('42') === 42; parseSeed('nightly-2026') === 'nightly-2026'
 */
export function parseSeed(raw: unknown): Seed {
  const text = String(raw).trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(text)) return text;
  throw new UsageError(
    `--seed must be a non-negative integer or a token of up to 64 letters, digits, '-', '_' or '.' (got "${text}")`,
  );
}
