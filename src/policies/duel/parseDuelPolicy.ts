import { blazeWhenParamError, blazeWhenPolicy } from './blazeWhenPolicy.ts';
import type { DuelPolicy } from './DuelPolicy.ts';
import { blazePolicy, deliberatePolicy } from './fixedPolicies.ts';
import { oddsMaxPolicy } from './oddsMaxPolicy.ts';

/** The duel policies by name, with the parameters each takes, for `--help` and error messages. */
export const DUEL_POLICY_NAMES = ['deliberate', 'blaze', 'blaze-when[:k=K][:j=J]', 'odds-max'] as const;

/**
 * Reads a policy written `name[:param=value...]`, e.g. `blaze-when:k=2:j=1`; returns a message naming what
 * is wrong instead when it cannot.
 *
 * @example parseDuelPolicy('blaze-when:k=2') // a blaze-when policy with k = 2, j = 2
 */
export function parseDuelPolicy(text: string): DuelPolicy | string {
  const [name, ...params] = text.split(':');
  const values = new Map<string, number>();
  for (const p of params) {
    const m = /^([a-z]+)=(-?\d+)$/.exec(p);
    if (!m) return `policy parameter "${p}" must be written key=integer`;
    values.set(m[1]!, Number(m[2]));
  }
  const allowOnly = (keys: string[]): string | null => {
    for (const k of values.keys())
      if (!keys.includes(k))
        return `policy ${name} takes ${keys.length ? keys.join(', ') : 'no parameters'}, not ${k}`;
    return null;
  };
  switch (name) {
    case 'deliberate':
      return allowOnly([]) ?? deliberatePolicy;
    case 'blaze':
      return allowOnly([]) ?? blazePolicy;
    case 'odds-max':
      return allowOnly([]) ?? oddsMaxPolicy();
    case 'blaze-when': {
      const k = values.get('k') ?? 3;
      const j = values.get('j') ?? 2;
      return (
        allowOnly(['k', 'j']) ??
        blazeWhenParamError('k', k) ??
        blazeWhenParamError('j', j) ??
        blazeWhenPolicy(k, j)
      );
    }
    default:
      return `unknown policy "${name}"; allowed: ${DUEL_POLICY_NAMES.join(', ')}`;
  }
}
