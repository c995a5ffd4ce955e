import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { SimError } from '../../src/sim/SimError.ts';

/** What `checkExperiment` says of a parsed experiment, one `path: expected` line per problem (none: `[]`). */
export function experimentIssues(raw: unknown): string[] {
  try {
    checkExperiment(raw, 'x.yaml');
  } catch (e) {
    if (e instanceof SimError) return e.issues.map((i) => `${i.path}: ${i.expected}`);
    throw e;
  }
  return [];
}
