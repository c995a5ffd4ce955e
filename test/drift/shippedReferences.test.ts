import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DIR } from '../../src/drift/regenerateReferences.ts';
import { readResultsFile } from '../../src/report/readResultsFile.ts';
import { canonicalJson } from '../../src/sim/canonicalJson.ts';
import { loadExperiment } from '../../src/sim/loadExperiment.ts';
import { resultsDigest } from '../../src/sim/resultsDigest.ts';

const EXPERIMENTS = fileURLToPath(new URL('../../experiments/', import.meta.url));
const shipped = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('the shipped references', () => {
  it('cover the duel studies', () => {
    expect(shipped).toEqual(
      expect.arrayContaining(['duel-editions', 'duel-policy-class', 'duel-skills', 'duel-weapon-range']),
    );
  });

  it.each(shipped)(
    '%s is a whole run of its study as the study file stands, with its ruleset hash',
    (name) => {
      const file = join(EXPERIMENTS, `${name}.yaml`);
      expect(existsSync(file), `experiments/${name}.yaml`).toBe(true);
      const reference = readResultsFile(join(REFERENCE_DIR, `${name}.json`));
      const experiment = loadExperiment(file);
      expect(reference.complete).toBe(true);
      expect(reference.experiment.name).toBe(name);
      expect(reference.seed).toBe(experiment.seed);
      expect(reference.provenance.rulesetHash).toMatch(/^[0-9a-f]{64}$/);
      // The file leaves out the convergence series; its digest still covers every tally.
      expect(reference.cells.every((c) => (c as { convergence?: unknown }).convergence === undefined)).toBe(
        true,
      );
      expect(resultsDigest(reference.cells, reference.comparisons)).toBe(reference.digest);
      // drift refuses a reference of other cells or metrics: regenerate it when the study changes.
      expect(reference.cells.map((c) => [c.key, canonicalJson(c.setup)])).toEqual(
        experiment.cells.map((c) => [c.key, canonicalJson(c.setup)]),
      );
      expect(reference.metrics.map((m) => m.name)).toEqual(experiment.metrics);
    },
  );
});
