import { UsageError } from '../src/cli/UsageError.ts';

/**
 * The environment variable that slows the engine under test on purpose; the bench alone reads it.
 *
 * @example TRIGGERNOMETRY_BENCH_SLOWDOWN=5 npm run bench -- --only duel --quick --check // exits 1
 */
export const SLOWDOWN_VARIABLE = 'TRIGGERNOMETRY_BENCH_SLOWDOWN';

/**
 * The deliberate slowdown factor: the bench does each piece of engine work this many times and counts it
 * once, so every engine figure comes out that many times worse while the floors stay as they are. It exists
 * to prove that `--check` fails on a slower build; 1 (unset) in every real run.
 *
 * @example benchSlowdown({ TRIGGERNOMETRY_BENCH_SLOWDOWN: '5' }) === 5
 */
export function benchSlowdown(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[SLOWDOWN_VARIABLE];
  if (raw === undefined || raw === '') return 1;
  const k = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!(Number.isSafeInteger(k) && k >= 1 && k <= 100))
    throw new UsageError(`${SLOWDOWN_VARIABLE} must be an integer from 1 to 100 (got "${raw}")`);
  return k;
}
