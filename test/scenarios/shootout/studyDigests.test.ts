import { describe, expect, it } from 'vitest';
import { runExperiment } from '../../../src/sim/runExperiment.ts';

/**
 * The digest of every shipped shootout study at its own seed, played at 20 trials a cell in this thread.
 * Recorded from the engine before its restructuring for speed: the engine may change how fast it reaches a
 * game's outcome, never the outcome, so a changed digest here is a changed rule or decision, not a speed-up.
 * Regenerate only on purpose, after a rules change that drift also flags.
 */
const DIGESTS: Readonly<Record<string, string>> = {
  'shootout-action-cards': 'cff1c9041b8a00721d8fafb7425d00c1a2fb42e94bce8a6f77769c1d3e79d97a',
  'shootout-editions': '5f1e7b36115a7f2e44460a3206325b06d89e3804d6dcdafab7071acda9bb92f7',
  'shootout-first-gunfight': 'ca719f82357ad7cbf3d4194f9c4f00b02acf8f47b55c10b425a747fef2661268',
  'shootout-legend-vs-gunmen': '27276ada56c9ab6c79e12329e4d3aeb7373848a0bc19c120a133bc09ca076b26',
  'shootout-shotguns': 'de73a77305e82a557abc15f5dd3740569858af36a8aec34bfdb030b3c7ca7092',
  'shootout-skills': 'bf0d5285132497e0eed710000e8497b3ed342cd52bab513ea6261dcb4da01a9f',
};

const TRIALS = 20;

describe('shipped shootout studies: the same games, trial for trial', () => {
  for (const [study, digest] of Object.entries(DIGESTS))
    it(`${study} at its own seed, ${TRIALS} trials a cell, gives its recorded digest`, async () => {
      const results = await runExperiment(study, { workers: 0, trials: TRIALS });
      expect(results.digest).toBe(digest);
    });
});
