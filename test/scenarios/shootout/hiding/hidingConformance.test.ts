import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { ACTION } from '../../../../src/policies/shootout/ShootoutPolicy.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';
import { narrateShootout, shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';

/** An ambush on `table`: two hidden bushwhackers (one Stealthy) and a sniper against a posse of four. */
function ambush(table: string, ruleset: string): JsonObject {
  return {
    ruleset,
    sides: {
      posse: {
        area: 'west',
        figures: {
          deputy: { class: 'gunman', count: 3, policy: 'rusher' },
          marshal: { class: 'shootist', policy: 'gunfighter' },
        },
      },
      gang: {
        area: 'east',
        figures: {
          bush: { class: 'gunman', weapon: 'rifle', policy: 'sniper', hidden: true, skills: ['stealthy'] },
          lurker: { class: 'gunman', policy: 'gunfighter:fire=blaze', hidden: true },
          boss: { class: 'shootist', weapon: 'repeating-rifle', policy: 'sniper' },
        },
      },
    },
    params: { table },
  };
}

const CELLS = [
  ['main-street', 'rwnn-extended'],
  ['corral', 'rwnn-1996'],
  ['woods', 'rwnn-quickref'],
] as const;

describe('hiding conformance (000 Hiding and Detection)', () => {
  it('a hidden figure is never chosen as a target nor shot at before he is detected', () => {
    const faults: string[] = [];
    let spotted = 0;
    let shotsByHidden = 0;
    const dice = new DiceStream();
    for (const [table, ruleset] of CELLS) {
      const read = readShootoutCell(ambush(table, ruleset), SHOOTOUT_OPTIONS);
      if ('issues' in read) throw new Error(JSON.stringify(read.issues));
      const game = buildShootout(read.cell);
      const hiding = game.hiding!;
      const result = new ShootoutResult(game.sides);
      let trial = 0;
      game.audit = {
        action: (f, a, t) => {
          if (t >= 0 && a !== ACTION.pass && game.figures[t]!.side !== f.side && hiding.isHidden(t))
            faults.push(`${table} trial ${trial}: ${f.name} chose ${a} at hidden ${game.figures[t]!.name}`);
        },
        shot: (f, t) => {
          if (hiding.isHidden(t.index))
            faults.push(`${table} trial ${trial}: ${f.name} shot hidden ${t.name}`);
          if (hiding.isHidden(f.index)) shotsByHidden++;
        },
      };
      const key = deriveStreamKey(1873, `hiding/${table}`);
      for (trial = 0; trial < 25; trial++) {
        dice.seedTrial(key, trial);
        game.play(dice, result);
        for (const f of game.figures) if (f.startsHidden && !hiding.isHidden(f.index)) spotted++;
      }
    }
    expect(faults).toEqual([]);
    // Not vacuous: hidden men fired from hiding, and were spotted in many games.
    expect(shotsByHidden).toBeGreaterThan(20);
    expect(spotted).toBeGreaterThan(20);
  });

  it("a narrated game with hidden figures has the fast run's values", () => {
    const n = shootoutScenario.normalize(ambush('main-street', 'rwnn-extended'));
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const key = deriveStreamKey(7, shootoutScenario.streamLabel(n.setup));
    const runner = shootoutScenario.prepare(n.setup);
    let told = 0;
    for (const t of [0, 1, 2]) {
      const fast = new Float64Array(shootoutScenario.metrics.length);
      runner.play(key, t, fast);
      const story = narrateShootout(n.setup, key, t);
      expect(Array.from(story.values)).toEqual(Array.from(fast));
      told += story.lines.filter((l) => /spots|looks for the hidden|senses something/.test(l)).length;
    }
    expect(told).toBeGreaterThan(0);
  });
});
