import type { DuelPolicy } from '../../policies/duel/DuelPolicy.ts';

/**
 * A duel policy as data: its name and integer parameters, as an experiment's canonical setup stores it.
 *
 * @example const p: PolicyData = { name: 'blaze-when', k: 3, j: 2 };
 */
export type PolicyData = { readonly name: string } & { readonly [param: string]: string | number };

/**
 * The policy module's text for a policy's data, which `parseDuelPolicy` reads.
 *
 * @example policyText({ name: 'blaze-when', k: 3, j: 2 }) === 'blaze-when:k=3:j=2'
 */
export function policyText(p: PolicyData): string {
  return [
    p.name,
    ...Object.entries(p)
      .filter(([k]) => k !== 'name')
      .map(([k, v]) => `${k}=${String(v)}`),
  ].join(':');
}

/**
 * A policy's canonical data: the policy module's own name for it (`blaze-when:k=3:j=2`, every parameter
 * given) taken apart, so that two ways of writing one policy give equal data.
 *
 * @example policyData(blazeWhenPolicy(3, 2)) // { name: 'blaze-when', k: 3, j: 2 }
 */
export function policyData(policy: DuelPolicy): PolicyData {
  const [name, ...params] = policy.name.split(':');
  const out: Record<string, string | number> = { name: name ?? policy.name };
  for (const p of params) {
    const [k, v] = p.split('=');
    if (k !== undefined && v !== undefined) out[k] = Number(v);
  }
  return out as PolicyData;
}
