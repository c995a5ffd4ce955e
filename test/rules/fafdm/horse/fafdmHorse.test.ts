import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { fightModifier } from '../../../../src/rules/fafdm/actions/fightAction.ts';
import { fireAction } from '../../../../src/rules/fafdm/actions/fireAction.ts';
import type { FafdmFigure } from '../../../../src/rules/fafdm/FafdmFigure.ts';
import { horseMoveKind, type HorseStep } from '../../../../src/rules/fafdm/horse/horseMoveKind.ts';
import { DEFAULT_HORSE } from '../../../../src/rules/fafdm/horse/horseOptions.ts';
import { horseShotModifier } from '../../../../src/rules/fafdm/horse/horseShotModifier.ts';
import { HorseState, type Gait } from '../../../../src/rules/fafdm/horse/HorseState.ts';
import { getOff, getOn } from '../../../../src/rules/fafdm/horse/mountAction.ts';
import type { MountId } from '../../../../src/rules/fafdm/horse/mountTables.ts';
import type { FafdmGunId } from '../../../../src/rules/fafdm/tables/fafdmGuns.ts';
import { formatFafdmTables } from '../../../../src/rules/fafdm/formatFafdmTables.ts';
import { counts, figure, readings, situation, story } from '../fafdmKit.ts';

/** A figure of a band's list in the saddle of `mount`, its horse at `gait`. */
function rider(id: string, gait: Gait, gun: FafdmGunId = 'six-shot', mount: MountId = 'horse'): FafdmFigure {
  const f = figure(id, gun);
  f.horse = new HorseState(mount, true);
  f.horse.gait = gait;
  return f;
}

describe('getting on and off a horse (001 2.3 Tab.1, 2.4)', () => {
  it("001 2.4's Wyatt (REF 4) throws 3 and 5: off a trotting horse (1 die of 2) he is on foot; off a running one (2 of 2) he stays up", () => {
    const wyatt = rider('lawmen/sheriff', 'trot');
    Object.assign(wyatt, { ref: 4, x: 3, y: 4 });
    const log = story();
    const dice = new ScriptedDice([3, 5, 3, 5]);
    expect(getOff(wyatt, dice, DEFAULT_HORSE, log)).toBe(true);
    expect([wyatt.horse!.mounted, wyatt.horse!.x, wyatt.horse!.y]).toEqual([false, 3, 4]);
    const running = rider('lawmen/sheriff', 'run');
    Object.assign(running, { ref: 4 });
    expect(getOff(running, dice, DEFAULT_HORSE, log)).toBe(false);
    dice.assertConsumed();
    expect(running.horse!.mounted).toBe(true);
    expect(log.lines).toEqual([
      '  Sheriff gets off his trotting horse: reflexes test (2.4) 3, 5 against REF 4, 1 of 2 needed: passed.',
      '  Sheriff is on foot (Tab.1, 1 CA).',
      '  Sheriff gets off his running horse: reflexes test (2.4) 3, 5 against REF 4, 2 of 2 needed: failed.',
      '  Sheriff stays in the saddle (Tab.1, 1 CA).',
    ]);
  });

  it('off a standing horse: no test, no die; back on it within 1U, not from 1.5U away', () => {
    const guard = rider('lawmen/guard', 'standing');
    const dice = new ScriptedDice([]);
    expect(getOff(guard, dice, DEFAULT_HORSE, null)).toBe(true);
    guard.x += 1.5;
    expect(getOn(guard, null)).toBe(false);
    guard.x -= 0.5;
    const log = story();
    expect(getOn(guard, log)).toBe(true);
    expect([guard.horse!.mounted, guard.x, guard.state]).toEqual([
      true,
      guard.horse!.x,
      'steady, in the saddle',
    ]);
    expect(log.lines).toEqual(['  Guard gets on his standing horse (Tab.1, 1 CA).']);
  });

  it('fafdm.reflexes=at-or-under: a 3 against REF 3 passes off a trotting horse; under, it fails', () => {
    const a = rider('lawmen/guard', 'trot');
    const b = rider('lawmen/guard', 'trot');
    expect(getOff(a, new ScriptedDice([3, 6]), DEFAULT_HORSE, null)).toBe(false);
    expect(
      getOff(b, new ScriptedDice([3, 6]), readings({ 'fafdm.reflexes': 'at-or-under' }).horse!, null),
    ).toBe(true);
  });
});

describe("Tab.3's and Tab.4's horse rows (001 4.2, 4.3)", () => {
  it('a target on a trotting horse +2, on a running one +1, on a standing one 0; from a trotting horse -1, a running one -2', () => {
    const guard = figure('lawmen/guard');
    expect(horseShotModifier(guard, rider('outlaws/bandit', 'trot'))).toBe(2);
    expect(horseShotModifier(guard, rider('outlaws/bandit', 'run'))).toBe(1);
    expect(horseShotModifier(guard, rider('outlaws/bandit', 'standing'))).toBe(0);
    expect(horseShotModifier(rider('lawmen/guard', 'trot'), guard)).toBe(-1);
    expect(horseShotModifier(rider('lawmen/guard', 'run'), guard)).toBe(-2);
    expect(horseShotModifier(rider('lawmen/guard', 'run'), rider('outlaws/bandit', 'trot'))).toBe(0);
  });

  it('5.3\'s carbine ("decrease by 1 modifiers for shooting from horseback"): -1 from a running horse, 0 from a trotting one', () => {
    const bandit = figure('outlaws/bandit');
    expect(horseShotModifier(rider('soldiers/soldier', 'run', 'carbine'), bandit)).toBe(-1);
    expect(horseShotModifier(rider('soldiers/soldier', 'trot', 'carbine'), bandit)).toBe(0);
  });

  it('Tab.4: attacker on horseback +2, defender on horseback -2; two riders 0', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    expect(fightModifier(rider('lawmen/guard', 'standing'), bandit)).toBe(2);
    expect(fightModifier(guard, rider('outlaws/bandit', 'run'))).toBe(-2);
    expect(fightModifier(rider('lawmen/guard', 'trot'), rider('outlaws/bandit', 'run'))).toBe(0);
  });
});

/** A Guard (SHOT 3, six-shot +1) firing at a Bandit (REF 3, COS 2) on a horse at `gait`, 8U off, who has acted. */
function shootRider(gait: Gait, faces: number[], options: Record<string, string> = {}) {
  const guard = figure('lawmen/guard');
  const bandit = rider('outlaws/bandit', gait);
  bandit.activated = true;
  const log = story();
  const dice = new ScriptedDice(faces);
  fireAction(guard, bandit, 8, dice, readings(options), counts(), log, situation());
  dice.assertConsumed();
  return { bandit, lines: log.lines.slice(1) };
}

describe('the horse struck under its rider (001 4.2, 4.2.2)', () => {
  it('a shot of 7 at a running horse (2 + 3 + 1 + 1): 1D6 6, the horse falls; reflexes 5, 6 against REF 3 fails: a fall wound', () => {
    const { bandit, lines } = shootRider('run', [1, 1, 2, 1, 6, 5, 6, 1, 1]);
    expect(lines).toEqual([
      '  Shooting test (4.2, Tab.3): 2 + SHOT 3 + weapon 1 + 1 = 7: struck, 1 damage.',
      '  Rescue test (4.2): Bandit (REF 3) takes 0 wounds; COS 2.',
      '  A shot of 7 at a rider (4.2): 1D6 for his horse: 6.',
      "  Bandit's horse is struck and falls down: he is on foot.",
      '  Bandit is thrown from his running horse: reflexes test (2.4) 5, 6 against REF 3, 1 of 2 needed: failed.',
      '  The fall (4.2): Bandit takes 1 wound; COS 1.',
      '  Panic test (4.2): 1, 1 against 2: Bandit holds: steady.',
    ]);
    expect([bandit.horse!.mounted, bandit.horse!.fallen]).toEqual([false, true]);
  });

  it('a shot of 8 at a trotting horse brings no die for the horse; with fafdm.horseFall=one-damage it does (a 5: unhurt)', () => {
    expect(shootRider('trot', [1, 1, 2, 1, 1, 1]).lines[2]).toBe(
      '  Panic test (4.2): 1, 1 against 2: Bandit holds: steady, in the saddle.',
    );
    const { lines } = shootRider('trot', [1, 1, 2, 1, 5, 1, 1], { 'fafdm.horseFall': 'one-damage' });
    expect(lines[2]).toBe('  A shot of 8 at a rider (4.2): 1D6 for his horse: 5, the horse is unhurt.');
  });

  it('4.2.2: a miss (1 + 3 + 1 = 5) at a standing horse, 1D6 6: it falls; no test (it was not running), no panic test', () => {
    const { bandit, lines } = shootRider('standing', [1, 1, 1, 6]);
    expect(lines).toEqual([
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 0 = 5: missed.',
      '  A miss at a rider (4.2.2): 1D6 for his horse: 6.',
      "  Bandit's horse is struck and falls down: he is on foot.",
    ]);
    expect([bandit.horse!.fallen, bandit.cos]).toEqual([true, 2]);
  });

  it('4.2.2: a miss (1 + 3 + 1 + 1 = 6) at a running horse, 1D6 6: the test fails, a fall wound, then "he roll for PANIC TEST"', () => {
    const { lines } = shootRider('run', [1, 1, 1, 6, 5, 6, 1, 1]);
    expect(lines.slice(3)).toEqual([
      '  Bandit is thrown from his running horse: reflexes test (2.4) 5, 6 against REF 3, 1 of 2 needed: failed.',
      '  The fall (4.2): Bandit takes 1 wound; COS 1.',
      '  Panic test (4.2): 1, 1 against 2: Bandit holds: steady.',
    ]);
  });

  it('fafdm.fallDamage=rescue: the fall is 1 damage through the rescue test, 4 + 1 - REF 3 = 2: one wound', () => {
    const { lines } = shootRider('run', [1, 1, 1, 6, 5, 6, 4, 1, 1], { 'fafdm.fallDamage': 'rescue' });
    expect(lines[4]).toBe('  The fall (4.2): Bandit takes 1 wound; COS 1.');
    const none = shootRider('run', [1, 1, 1, 6, 5, 6, 1, 1, 1], { 'fafdm.fallDamage': 'rescue' });
    expect(none.lines[4]).toBe('  The fall (4.2): Bandit takes 0 wounds; COS 2.');
  });
});

describe('moving on horseback (001 3.1, Tab.2, Tab.16)', () => {
  const step: HorseStep = { kind: 'trot', maxU: 0, ca: 0, reflexes: null, gait: 'standing' };
  it('facing east: a way 120 degrees off is a trot of 10U (1 CA) or a run of 20U (2 CA); 150 degrees off, sideways at half, +1 or +2', () => {
    const f = rider('lawmen/guard', 'standing');
    Object.assign(f, { x: 0, y: 0, facing: 0 });
    const at = (deg: number): [number, number] => [
      Math.cos((deg * Math.PI) / 180),
      Math.sin((deg * Math.PI) / 180),
    ];
    expect({ ...horseMoveKind(f, ...at(120), 'walk', step) }).toEqual({
      kind: 'trot',
      maxU: 10,
      ca: 1,
      reflexes: null,
      gait: 'trot',
    });
    expect({ ...horseMoveKind(f, ...at(120), 'run', step) }).toEqual({
      kind: 'run',
      maxU: 20,
      ca: 2,
      reflexes: null,
      gait: 'run',
    });
    expect({ ...horseMoveKind(f, ...at(-150), 'walk', step) }).toEqual({
      kind: 'normalSideways',
      maxU: 5,
      ca: 2,
      reflexes: 1,
      gait: 'trot',
    });
    expect({ ...horseMoveKind(f, ...at(150), 'run', step) }).toEqual({
      kind: 'fastSideways',
      maxU: 10,
      ca: 3,
      reflexes: 2,
      gait: 'run',
    });
  });

  it("Tab.16: a mule trots 6U and runs 12U; an Appaloosa's +2U: 12U and 22U", () => {
    const mule = rider('lawmen/guard', 'standing', 'six-shot', 'mule');
    Object.assign(mule, { x: 0, y: 0, facing: 0 });
    expect(horseMoveKind(mule, 5, 0, 'run', step).maxU).toBe(12);
    const app = rider('indians/warrior', 'standing', 'six-shot', 'appaloosa');
    Object.assign(app, { x: 0, y: 0, facing: 0 });
    expect(horseMoveKind(app, 5, 0, 'walk', step).maxU).toBe(12);
  });
});

describe('the horse charts (001 Tab.2, Tab.16)', () => {
  it('rules show fafdm prints Tab.2 on horseback, the drawn vehicle and Tab.16 as printed', () => {
    const text = formatFafdmTables({}, 120);
    expect(text).toMatch(/fast sideways\s+10\s+3\s+\+2 a die/);
    expect(text).toMatch(/go back\s+5\s+3\s+\+2 a die/);
    expect(text).toMatch(/run\s+16\s+2\s*\n/);
    expect(text).toMatch(/mule\s+0\s+4\s+3\s+4\s+12\s+2\s+6\s+12\s+6U speed trotting/);
    expect(text).toContain('8.2 TYPE OF EQUIPMENT, Tab.16');
  });
});
