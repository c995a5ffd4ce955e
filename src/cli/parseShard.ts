import type { Shard } from '../sim/Shard.ts';
import { UsageError } from './UsageError.ts';

/**
 * Reads `--shard k/n`: the k-th of n slices of a run's blocks, 1 <= k <= n <= 10000.
 *
 * @example parseShard('2/3') // { k: 2, n: 3 }
 */
export function parseShard(raw: unknown): Shard {
  const text = String(raw).trim();
  const m = /^(\d{1,5})\/(\d{1,5})$/.exec(text);
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!(k >= 1 && n >= 1 && k <= n && n <= 10_000))
    throw new UsageError(`--shard must be k/n with 1 <= k <= n <= 10000, e.g. 2/3 (got "${text}")`);
  return { k, n };
}
