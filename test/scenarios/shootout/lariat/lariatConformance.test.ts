import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { narrateShootout, shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';

/** Three ropers against three gunmen eight inches off on open ground: most games see a man hog-tied. */
function ropers(escape: string): JsonObject {
  return {
    ruleset: 'rwnn-extended',
    options: { 'shootout.lariatEscape': escape },
    sides: {
      posse: {
        figures: { roper: { class: 'gunman', policy: 'rusher', count: 3, at: [10, 10], lariat: true } },
      },
      gang: { figures: { crook: { class: 'gunman', policy: 'rusher', count: 3, at: [10, 18] } } },
    },
    params: { table: 'open-ground' },
  };
}

/**
 * What may be told of a hog-tied man, "unable to move, or shoot until they wriggle loose ... or are untied by
 * a friend" (000 Lariats): his wriggle (his full action, an action card's free turn included), what is done
 * to him, and what he feels. Anything else he does (moving, firing, choosing a target, getting up) fails.
 */
const TIED_MAY =
  /^ {2}\S+ (wriggles against the ropes|plays the \w+ action card for a free turn|is hit:|is knocked out and throws|tests his nerve|has lost his nerve|now hates|is out of the fight|has gone down)/;

const TRIALS = 24;

describe('lariat conformance: ropers against gunmen, many seeds', () => {
  for (const escape of ['each-turn', 'once'])
    it(`${escape}: a hog-tied man never acts until he is loose; the narrated game is the fast game`, () => {
      const n = shootoutScenario.normalize(ropers(escape));
      if ('issues' in n) throw new Error(JSON.stringify(n.issues));
      const key = deriveStreamKey(1881, shootoutScenario.streamLabel(n.setup));
      const runner = shootoutScenario.prepare(n.setup);
      const values = new Float64Array(shootoutScenario.metrics.length);
      let tiedGames = 0;
      let loosed = 0;
      let tiedLines = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        runner.play(key, trial, values);
        const told = narrateShootout(n.setup, key, trial);
        expect(Array.from(told.values)).toEqual(Array.from(values));
        const tied = new Set<string>();
        let any = false;
        for (const line of told.lines) {
          const tie = /^ {2}\S+ hog-ties (\S+);/.exec(line);
          if (tie !== null) {
            tied.add(tie[1]!);
            any = true;
            continue;
          }
          const loose = /^ {2}(\S+) (?:wriggles against the ropes .*: loose|is untied by \S+)\.$/.exec(line);
          if (loose !== null && tied.delete(loose[1]!)) {
            loosed++;
            continue;
          }
          for (const man of tied)
            if (line.startsWith(`  ${man} `)) {
              tiedLines++;
              expect(line, `trial ${trial}`).toMatch(TIED_MAY);
            }
        }
        if (any) tiedGames++;
      }
      // The sample saw men hog-tied, their turns told, and some of them loose again.
      expect(tiedGames).toBeGreaterThan(TRIALS / 3);
      expect(tiedLines).toBeGreaterThan(TRIALS);
      expect(loosed).toBeGreaterThan(0);
    });
});
