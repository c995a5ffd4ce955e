import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { DEFAULT_HORSE_READINGS } from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import { newHorseState, RIDERLESS, type HorseState } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import {
  horseTurn,
  newHorseTurnReport,
  type HorsePath,
  type HorseTurnReport,
  type RiderChoices,
} from '../../../../src/rules/rwnn/horse/horseTurn.ts';
import { Stable } from '../../../../src/rules/rwnn/horse/Stable.ts';
import type { RiderClass } from '../../../../src/rules/rwnn/tables/RiderClass.ts';
import { mounted } from './mountedHorse.ts';

const R = DEFAULT_HORSE_READINGS;
const OPEN: HorsePath = { obstacleAhead: () => -1, avoid: () => undefined };

/** A rider who throws the dice listed (the most allowed once they run out), turns as listed, fires before `fireAt`. */
function rider(
  o: { dice?: number[]; turns?: number[]; fireAt?: number; stop?: boolean } = {},
): RiderChoices & {
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    dice: (_h, k, range) => {
      asked.push(`dice ${k}: ${range.min}..${range.max}`);
      return o.dice?.[k] ?? range.max;
    },
    stop: () => o.stop ?? false,
    turn: (_h, k) => o.turns?.[k] ?? 0,
    fire: (_h, k) => {
      asked.push(`fire ${k}`);
      return k === o.fireAt;
    },
  };
}

/** One turn with exactly these faces and `below` values. */
function turn(
  h: HorseState,
  choices: RiderChoices,
  faces: number[],
  below: number[] = [],
  path = OPEN,
  joker = false,
) {
  const dice = new ScriptedDice(faces, below);
  const out = horseTurn(h, joker, choices, path, R, dice, newHorseTurnReport());
  dice.assertConsumed();
  return out;
}

describe('000 HORSES, MOVEMENT: a turn by class', () => {
  it('Good from a standstill: "build up their speed by just one dice each throw", two throws with a turn after each', () => {
    const h = mounted('good');
    const choices = rider({ turns: [90, -20] });
    // Throw 1: one die [4]; turn held to 45; throw 2: two dice [3 5] = 8 inches along 45 degrees.
    const out = turn(h, choices, [4, 3, 5]);
    expect(choices.asked).toEqual(['dice 0: 0..1', 'fire 0', 'dice 1: 0..2', 'fire 1']);
    expect([out.throws, out.inches, out.lastThrowDice, h.dice, h.facing]).toEqual([2, 12, 2, 2, 25]);
    expect(h.x).toBeCloseTo(4 + 8 * Math.SQRT1_2, 9);
    expect(h.y).toBeCloseTo(8 * Math.SQRT1_2, 9);
  });

  it('Expert: "throws for a third time and may make another turn"; speed carried in from the last turn', () => {
    const h = mounted('expert', 3);
    const out = turn(h, rider({ dice: [3, 2, 1] }), [1, 1, 1, 2, 2, 5]);
    expect([out.throws, out.inches, h.dice]).toEqual([3, 12, 1]);
  });

  it('Inept: "always throws two dice, multiplies them"; 5 x 6 = 30 inches calls for control (LOSS OF CONTROL 5), kept on a 4', () => {
    const h = mounted('inept');
    const out = turn(h, rider({ fireAt: 0 }), [5, 6, 4]);
    expect([out.inches, out.controlThrows, out.firedBefore, out.fireDice, h.dice]).toEqual([30, 1, 0, 2, 2]);
  });

  it('Inept stop: "if both dice come up even he stops immediately"', () => {
    const h = mounted('inept', 2);
    const out = turn(h, rider({ stop: true }), [2, 4]);
    expect([out.inches, out.stopped, h.dice]).toEqual([0, true, 0]);
  });

  it('a throw outside what the class allows is refused', () => {
    expect(() => turn(mounted('good', 0), rider({ dice: [2] }), [])).toThrow(
      /movement dice 2 for throw 1; allowed 0..1/,
    );
  });
});

describe('000 LOSS OF CONTROL within the turn', () => {
  it('"Characters may not fire on a turn where they throw for loss of control": three 6s, kept, and no shot after it', () => {
    const h = mounted('good', 3);
    const choices = rider({ dice: [3, 2], fireAt: 1 });
    // Throw 1 [6 6 6] calls for control: [5] everything fine; throw 2 [1 1]; the rider is not asked to fire again.
    const out = turn(h, choices, [6, 6, 6, 5, 1, 1]);
    expect([out.controlThrows, out.firedBefore, out.inches]).toEqual([1, -1, 20]);
    expect(choices.asked).toEqual(['dice 0: 2..3', 'fire 0', 'dice 1: 2..3']);
  });

  it('COLLISIONS: the throw "immediately before making contact"; kept (6), the horse moves the rest "tangentialy away"', () => {
    const h = mounted('poor', 1);
    const avoided: number[] = [];
    const path: HorsePath = {
      obstacleAhead: (_h, inches) => (inches > 3 ? 3 : -1),
      avoid: (_h, inches) => void avoided.push(inches),
    };
    const out = turn(h, rider({ dice: [2] }), [4, 5, 6], [], path);
    expect([out.collisions, out.controlThrows, out.inches, avoided, h.x]).toEqual([1, 1, 9, [6], 3]);
  });

  it('COLLISIONS: lost (1), the horse rears (3) and a Good rider is thrown on a 2: the horse goes on riderless', () => {
    const h = mounted('good', 1);
    const path: HorsePath = { obstacleAhead: () => 2, avoid: () => undefined };
    const out = turn(h, rider({ dice: [1] }), [5, 1, 3, 2], [], path);
    expect([out.thrown, out.thrownRider, h.rider, out.inches]).toEqual([true, 7, RIDERLESS, 2]);
  });

  it('a bolting horse: the Good rider fails to regain (3 on part c), rides as Inept, two dice multiplied, and cannot fire', () => {
    const h = mounted('good', 2);
    h.control.bolting = true;
    const choices = rider({ fireAt: 0 });
    const out = turn(h, choices, [3, 2, 3]);
    expect([out.controlThrows, out.inches, out.firedBefore, h.control.bolting]).toEqual([1, 6, -1, true]);
    expect(choices.asked).toEqual(['dice 0: 2..2']);
  });

  it('a horse still bucking plays its next round first: red 4, black 1, regained on a 5, then he rides on', () => {
    const h = mounted('good', 1);
    h.control.bucking = true;
    const out = turn(h, rider({ dice: [1, 1] }), [4, 1, 5, 2, 3], [90]);
    expect([h.control.bucking, out.controlThrows, out.inches, out.firedBefore]).toEqual([false, 1, 5, -1]);
  });

  it('"Riderless bolting horses move on the Joker": still on a card, two dice multiplied on the Joker', () => {
    const h = newHorseState(0, 0, 0);
    h.control.bolting = true;
    expect(turn(h, rider(), []).inches).toBe(0);
    expect(turn(h, rider(), [3, 4], [], OPEN, true).inches).toBe(12);
    const calm = newHorseState(0, 0, 0);
    expect(turn(calm, rider(), [], [], OPEN, true).inches).toBe(0);
  });
});

describe('Stable: mounting and dismounting', () => {
  it('"within three inches of the beast", a riderless horse, a man on foot', () => {
    const s = new Stable();
    s.add(0, 0, 0);
    s.add(5, 0, 0);
    expect(s.whyNotMount(1, 0, 4)).toMatch(/mounting takes 3" or less/);
    s.mount(1, 0, 'good', 2);
    expect([s.horseOf(1), s.whyNotMount(2, 0, 1), s.whyNotMount(1, 1, 1)]).toEqual([
      0,
      'the horse has a rider',
      'he is already mounted',
    ]);
    expect(() => s.mount(2, 0, 'poor', 1)).toThrow(/figure 2 cannot mount: the horse has a rider/);
    s.dismount(1);
    expect([s.horseOf(1), s.horses[0]!.rider]).toEqual([-1, RIDERLESS]);
  });
});

describe('000 ATTACKING CHARACTERS ON FOOT, 4: the heroic leap', () => {
  it('"An opponent already sitting up there is thrown"; "On his next turn he must throw to see if he is thrown, as with bucking horses"', () => {
    const s = new Stable();
    const h = s.add(0, 0, 0);
    s.mount(1, 0, 'poor', 0);
    expect(s.leapOnto(2, 0, 'good')).toBe(1);
    expect([s.horseOf(1), s.horseOf(2), h.leaptOn]).toEqual([-1, 0, true]);
    // Part d for a Good rider, thrown on 1-2: a 2 throws him.
    const out = turn(h, rider(), [2]);
    expect([out.thrown, out.thrownRider, h.rider, h.leaptOn]).toEqual([true, 2, RIDERLESS, false]);
  });

  it('kept (a 3), he rides on, but has thrown for his seat this turn and may not fire', () => {
    const s = new Stable();
    const h = s.add(0, 0, 0);
    s.leapOnto(2, 0, 'good');
    const choices = rider({ dice: [1, 0], fireAt: 0 });
    const out = turn(h, choices, [3, 4]);
    expect([out.thrown, out.controlThrows, out.inches, out.firedBefore, h.leaptOn]).toEqual([
      false,
      1,
      4,
      -1,
      false,
    ]);
  });
});

describe('invariants over many seeded turns (every class, obstacles, wounds, remounting)', () => {
  it('speeds stay within class limits, a rider and his horse agree, no shot after a throw for control, riderless horses move only on the Joker', () => {
    const key = deriveStreamKey(2026, 'horse-invariants');
    const dice = new DiceStream(key, 0);
    const whim = new DiceStream(key, 1);
    const classes: RiderClass[] = ['inept', 'poor', 'good', 'expert'];
    const s = new Stable();
    classes.forEach((c, i) => {
      s.add(i * 10, 0, 0);
      s.mount(i, i, c, 0);
    });
    const report: HorseTurnReport = newHorseTurnReport();
    const caps: Record<RiderClass, number> = { inept: 2, poor: 6, good: 3, expert: 3 };
    const problems: string[] = [];
    let previous = 0;
    const choices: RiderChoices = {
      dice: (h, _k, range) => {
        if (range.max > caps[h.riderClass] - (h.wounded ? 1 : 0) && h.riderClass !== 'inept')
          problems.push(`range ${range.max} above cap`);
        const n = range.min + whim.below(range.max - range.min + 1);
        if (h.riderClass !== 'inept' && !h.control.bolting && Math.abs(n - previous) > 1)
          problems.push(`speed jumped ${previous} -> ${n}`);
        previous = n;
        return n;
      },
      stop: () => whim.below(4) === 0,
      turn: (_h, _k, max) => whim.below(2 * max + 1) - max,
      fire: (h) => {
        if (report.controlThrows > 0 || h.control.bolting)
          problems.push('asked to fire after a throw for control');
        return whim.below(3) === 0;
      },
    };
    const path: HorsePath = {
      obstacleAhead: (_h, inches) => (whim.below(5) === 0 ? whim.below(Math.max(1, Math.floor(inches))) : -1),
      avoid: () => undefined,
    };
    let turns = 0;
    let thrown = 0;
    let fired = 0;
    let leaps = 0;
    for (let t = 0; t < 3000; t++) {
      const joker = t % 7 === 6;
      for (let i = 0; i < s.horses.length; i++) {
        const h = s.horses[i]!;
        if (t % 50 === 25) h.wounded = !h.wounded;
        const riderBefore = h.rider;
        previous = h.dice;
        const before = h.rider === RIDERLESS;
        horseTurn(h, joker && before, choices, path, R, dice, report);
        turns++;
        if (before && !joker && report.inches !== 0) problems.push('a riderless horse moved off the Joker');
        if (report.firedBefore >= 0) fired++;
        if (report.thrown) {
          thrown++;
          if (s.horseOf(riderBefore) !== -1) problems.push('a thrown rider still rides');
        }
        if (h.rider !== RIDERLESS && h.dice > caps[h.riderClass]) problems.push(`speed ${h.dice} above cap`);
        // Remount the rider thrown (or step off and on) now and then: the pairing must stay one to one.
        if (h.rider === RIDERLESS && !h.control.bolting && t % 5 === 0 && s.horseOf(i) < 0)
          s.mount(i, i, classes[i]!, 1);
        // A man on foot makes a heroic leap onto the next horse now and then, throwing its rider.
        const next = (i + 1) % 4;
        if (t % 13 === 0 && s.horseOf(i) < 0 && !s.horses[next]!.dead) {
          const off = s.leapOnto(i, next, classes[i]!);
          leaps++;
          if (off !== RIDERLESS && s.horseOf(off) !== -1)
            problems.push('a rider thrown by a leap still rides');
        }
        // A riderless bolter is caught now and then (the catching is the table's), so it can be ridden again.
        if (h.rider === RIDERLESS && h.control.bolting && t % 11 === 0) h.control.bolting = false;
      }
      for (let f = 0; f < 4; f++) {
        let rides = 0;
        for (const h of s.horses) if (h.rider === f) rides++;
        if (rides > 1) problems.push(`figure ${f} on ${rides} horses`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // The loop did exercise what it checks.
    expect(turns).toBe(12000);
    expect(thrown).toBeGreaterThan(20);
    expect(fired).toBeGreaterThan(500);
    expect(leaps).toBeGreaterThan(10);
  });
});
