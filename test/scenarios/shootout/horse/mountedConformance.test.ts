import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { RIDERLESS } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import { HORSE_MOVEMENT } from '../../../../src/rules/rwnn/tables/horseMovement.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import { MountedFigures } from '../../../../src/scenarios/shootout/horse/MountedFigures.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';

const TRIALS = 25;

/** Riders of every class and riding tactic against men on foot of every response, on two tables. */
function setup(table: string, a: string, b: string, riders: JsonObject, foot: JsonObject): JsonObject {
  return {
    ruleset: 'rwnn-extended',
    sides: { riders: { area: a, figures: riders }, foot: { area: b, figures: foot } },
    params: { table },
  };
}
const CELLS: readonly JsonObject[] = [
  setup(
    'prairie-crossing',
    'prairie',
    'town',
    {
      inept: { class: 'gunman', policy: 'cavalry', rider: 'inept' },
      poor: { class: 'shootist', policy: 'cavalry', rider: 'poor', weapon: 'rifle' },
      good: { class: 'gunman', policy: 'rusher', rider: 'good' },
      expert: { class: 'legend', policy: 'dragoon', rider: 'expert' },
    },
    {
      coward: { class: 'citizen', policy: 'coward' },
      stand: { class: 'gunman', policy: 'gunfighter' },
      dodge: { class: 'gunman', policy: 'sniper', weapon: 'rifle' },
      leap: { class: 'legend', policy: 'rusher' },
    },
  ),
  setup(
    'corral',
    'west',
    'east',
    {
      trooper: { class: 'gunman', policy: 'cavalry', rider: 'good', count: 2 },
      scout: { class: 'gunman', policy: 'cavalry', rider: 'expert', mounted: false },
    },
    {
      townsman: { class: 'gunman', policy: 'cover-seeker', count: 2 },
      kid: { class: 'gunman', policy: 'rusher', rider: 'poor', mounted: false },
    },
  ),
];

describe('mounted figures in the shootout', () => {
  it('keep the horse rules in every game: shots, speeds, riders and riderless horses', () => {
    const faults: string[] = [];
    const seen = { turns: 0, shotsFromSaddle: 0, thrown: 0, jokerMoves: 0, meetings: 0, controlThrows: 0 };
    const dice = new DiceStream();
    CELLS.forEach((raw, c) => {
      const read = readShootoutCell(raw, SHOOTOUT_OPTIONS);
      if ('issues' in read) throw new Error(JSON.stringify(read.issues));
      const game = buildShootout(read.cell);
      const mounted = game.mounted as MountedFigures;
      expect(mounted).toBeInstanceOf(MountedFigures);
      const result = new ShootoutResult(game.sides);
      const key = deriveStreamKey(99, `mounted-${c}`);
      let label = '';
      const together = (when: string): void => {
        const riding = new Set<number>();
        for (const h of mounted.stable.horses) {
          if (h.rider === RIDERLESS) continue;
          const f = game.figures[h.rider]!;
          if (riding.has(h.rider)) faults.push(`${label}: ${f.name} on two horses ${when}`);
          riding.add(h.rider);
          if (Math.abs(f.x - h.x) > 1e-9 || Math.abs(f.y - h.y) > 1e-9)
            faults.push(`${label}: ${f.name} is not where his horse is ${when}`);
        }
      };
      game.audit = {
        action: () => together('at an action'),
        shot: (f) => {
          together('at a shot');
          const hi = mounted.stable.horseOf(f.index);
          if (hi < 0) return;
          const h = mounted.stable.horses[hi]!;
          if (h.control.bolting || h.control.bucking)
            faults.push(`${label}: ${f.name} fires from a bolting or bucking horse`);
          if (mounted.threwForControl[f.index] === 1 && game.lastActor === f.index)
            faults.push(`${label}: ${f.name} fires after throwing for control`);
        },
      };
      mounted.watch = (f, h, r, joker) => {
        if (f === null) {
          if (!joker || h.rider !== RIDERLESS) faults.push(`${label}: a riderless turn off the Joker`);
          if (r.inches > 0) seen.jokerMoves++;
          return;
        }
        seen.turns++;
        seen.controlThrows += r.controlThrows;
        if (joker) faults.push(`${label}: ${f.name} rides on the Joker`);
        if (r.thrown) seen.thrown++;
        if (r.firedBefore >= 0) {
          seen.shotsFromSaddle++;
          if (r.firedBefore !== 0) faults.push(`${label}: ${f.name} fires after a throw`);
        }
        // Speeds within the class's limits: the throws of a turn and the dice of each (a bolter rides as
        // Inept, within every class's limits).
        const as = h.riderClass;
        const cls = HORSE_MOVEMENT.classes[as];
        if (r.throws > cls.turnDegreesAfterThrow.length)
          faults.push(`${label}: ${f.name} makes ${r.throws} throws as ${as}`);
        const max = cls.dice.kind === 'always' ? cls.dice.count : cls.dice.max;
        if (r.lastThrowDice > max) faults.push(`${label}: ${f.name} throws ${r.lastThrowDice} dice as ${as}`);
        if (h.wounded && cls.dice.kind !== 'always' && r.lastThrowDice > max - 1)
          faults.push(`${label}: ${f.name}'s wounded horse throws ${r.lastThrowDice} dice`);
      };
      for (let trial = 0; trial < TRIALS; trial++) {
        label = `cell ${c} trial ${trial}`;
        dice.seedTrial(key, trial);
        game.play(dice, result);
        together('at the end');
        seen.meetings += game.out.fights;
      }
    });
    expect(faults.slice(0, 10)).toEqual([]);
    // Not vacuous: riders rode, fired from the saddle, threw for control, were thrown; men were met.
    expect(seen.turns).toBeGreaterThan(50);
    expect(seen.shotsFromSaddle).toBeGreaterThan(5);
    expect(seen.controlThrows).toBeGreaterThan(5);
    expect(seen.thrown).toBeGreaterThan(0);
    expect(seen.meetings).toBeGreaterThan(0);
  });

  it('plays the same game narrated and fast (replay tells what the fast run did)', () => {
    const read = readShootoutCell(CELLS[0]!, SHOOTOUT_OPTIONS);
    if ('issues' in read) throw new Error('bad cell');
    const key = deriveStreamKey(99, 'mounted-replay');
    const lines: string[] = [];
    for (let trial = 0; trial < 5; trial++) {
      const fast = buildShootout(read.cell);
      const told = buildShootout(read.cell);
      const a = fast.play(new DiceStream(key, trial), new ShootoutResult(fast.sides));
      const b = told.play(new DiceStream(key, trial), new ShootoutResult(told.sides), {
        line: (s: string) => lines.push(s),
      });
      expect([b.cards, b.shots, b.hits, b.winner]).toEqual([a.cards, a.shots, a.hits, a.winner]);
    }
    const story = lines.join('\n');
    for (const words of ["'s horse: throw 1 at", 'rides', 'turns his horse'])
      expect(story, `no "${words}" told`).toContain(words);
  });
});
