import type { OptionValues, ReadingOption } from '../odds/OddsMechanic.ts';
import { UsageError } from './UsageError.ts';

/**
 * Reads repeated `--option key=value` flags against the options a command accepts, naming the key and the
 * allowed keys or values in the error when one does not fit.
 *
 * @example parseOptionFlags(['fastDraw.tie=lexicographic'], fastDrawOdds.options)
 */
export function parseOptionFlags(raw: unknown, allowed: readonly ReadingOption[]): OptionValues {
  const given = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const out: Record<string, string> = {};
  for (const item of given) {
    const text = String(item);
    const eq = text.indexOf('=');
    const key = eq < 0 ? text : text.slice(0, eq);
    const option = allowed.find((o) => o.key === key);
    if (!option) {
      const keys = allowed.length ? allowed.map((o) => o.key).join(', ') : 'none';
      throw new UsageError(`--option ${key}: unknown option here; allowed: ${keys}`);
    }
    const value = eq < 0 ? '' : text.slice(eq + 1);
    if (!option.values.includes(value)) {
      throw new UsageError(`--option ${key} must be one of ${option.values.join(', ')} (got "${value}")`);
    }
    out[key] = value;
  }
  return out;
}
