import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { initiative } from '../../../src/rules/fafdm/initiative.ts';
import { opportunityShots } from '../../../src/scenarios/fafdmSkirmish/opportunityShots.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';
import { campaignTable, character, type Place } from './campaignTable.ts';

// Tab.14's skills and Tab.12's invalidities in a campaign's match (001 6.5, 7.2), with forced dice on the
// open strip of the town edge along y = 12. Each case plays the same dice with and without the skill.

const guardShoots: Record<string, Place> = { 'A Bandit 1': [7, 12, 0], 'B Guard 1': [12, 12, 180] };
const shotLine = (lines: string[]): string | undefined => lines.find((l) => l.startsWith('  Shooting test'));
const coolLine = (lines: string[]): string | undefined => lines.find((l) => l.includes('Coolness test'));

/** The B Guard's aimed shot at the Bandit 5U away (or placed by `at`), the Guard given `skills` and `gun`. */
function guardFires(
  faces: number[],
  skills: string[] = [],
  gun = 'six-shot',
  options = {},
  at: Record<string, Place> = guardShoots,
): string[] {
  const t = campaignTable(
    ['outlaws', { bandit: 1 }],
    ['lawmen', { guard: 1 }],
    (bands) => {
      const g = character(bands[1], 'guard');
      for (const s of skills) g.skills.add(s as never);
      g.gun = gun as never;
    },
    { ...at },
    options,
  );
  return t.act('B Guard 1', faces);
}

describe('Tab.14 NEW SKILLS CHART in a match', () => {
  // Coolness 4, 4 against 3: nervous (-2). Shot 1 + SHOT 3 + weapon 1 + aim, short range and the target
  // not yet acted (+3) - 2 = 6: missed (Tab.3, 4.2).
  it('12 GUNSLINGER: "+1 modifier to hit with any gun" turns a 6 into a 7, one damage', () => {
    expect(shotLine(guardFires([4, 4, 1]))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    );
    // Then the rescue die 1 (no wound against REF 3) and the panic dice 1, 1.
    expect(shotLine(guardFires([4, 4, 1, 1, 1, 1], ['gunslinger']))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    );
  });

  it('2 RIFLEMAN: "+1 modifier to shoot with any rifle", not with a six-shot', () => {
    expect(shotLine(guardFires([4, 4, 1], ['rifleman']))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    );
    const rifle = guardFires([4, 4, 1, 1, 1, 1], [], 'rifle');
    const rifleman = guardFires([4, 4, 1, 1, 1, 1], ['rifleman'], 'rifle');
    expect(shotLine(rifle)).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 2 + 1 = 7: struck, 1 damage.',
    );
    expect(shotLine(rifleman)).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 2 + 2 = 8: struck, 1 damage.',
    );
  });

  it('10 HARD: "+1 coolness in coolness test for shot": a 4 is no longer over his coolness', () => {
    expect(coolLine(guardFires([4, 1, 1, 1, 1, 1]))).toMatch(
      /Coolness test \(4\.2\): 4, 1 against 3: tense \(-1\)\.$/,
    );
    expect(coolLine(guardFires([4, 1, 1, 1, 1, 1], ['hard']))).toMatch(
      /Coolness test \(4\.2\): 4, 1 against 4: steady\.$/,
    );
  });

  it("11 SNIPER: his aim's +2 in place of Tab.3's +1 (fafdm-sniper-aim), or +2 on top of it", () => {
    // Coolness 4, 1: tense (-1). Shot 1 + 3 + 1 + 3 - 1 = 7 for anyone aiming.
    expect(shotLine(guardFires([4, 1, 1, 1, 1, 1]))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    );
    expect(shotLine(guardFires([4, 1, 1, 1, 1, 1], ['sniper']))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 3 = 8: struck, 1 damage.',
    );
    expect(
      shotLine(guardFires([4, 1, 1, 1, 1, 1], ['sniper'], 'six-shot', { 'fafdmCampaign.sniperAim': 'adds' })),
    ).toBe('  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 4 = 9: struck, 1 damage.');
  });

  it('3 WARRIOR: "+1 modifier to hit with any side arms": a thrown knife, a bow\'s shot (not GUNSLINGER\'s)', () => {
    // Nervous (-2); a knife thrown at 3U (COS 2 x 2 = 4U, all of it short range) or a bow at 5U: 1 + 3 + 1
    // + 1 = 6, missed; with WARRIOR 7, one damage (rescue 1, panic 1, 1).
    const knifeAt3 = { 'A Bandit 1': [9, 12, 0], 'B Guard 1': [12, 12, 180] } as const;
    const knife = (skills: string[], faces: number[]): string[] =>
      guardFires(faces, skills, 'knife', {}, knifeAt3);
    expect(knife([], [4, 4, 1])[1]).toMatch(/throws his knife \(Tab\.8\) at A Bandit 1 \(3U\)/);
    expect(shotLine(knife([], [4, 4, 1]))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    );
    expect(shotLine(knife(['warrior'], [4, 4, 1, 1, 1, 1]))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    );
    expect(shotLine(guardFires([4, 4, 1], ['gunslinger'], 'bow'))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    );
    expect(shotLine(guardFires([4, 4, 1, 1, 1, 1], ['warrior', 'gunslinger'], 'bow'))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    );
    // A six-shot is no side arm.
    expect(shotLine(guardFires([4, 4, 1], ['warrior']))).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    );
  });

  it('3 WARRIOR in a fight: +1 with a tomahawk in hand (fafdm-warrior-side-arms), nothing with a bow', () => {
    const inFight = { 'A Bandit 1': [11.5, 12, 0], 'B Guard 1': [12, 12, 180] } as const;
    const fight = (skills: string[], gun: string, faces: number[]): string | undefined =>
      guardFires(faces, skills, gun, {}, inFight)[0];
    // Coolness 1, 1 steady; roll to fight 4 + COS 2 + Tab.4 (a side arm against bare hands +1) = 7; with
    // WARRIOR 8 (then the rescue die 1 and the panic dice 1, 1).
    expect(fight([], 'hatchet', [1, 1, 4, 1, 1, 1])).toMatch(
      /Roll to fight: 4 \+ COS 2 \+ 1 \(Tab\.4 1\) = 7: struck, 1 damage\.$/,
    );
    expect(fight(['warrior'], 'hatchet', [1, 1, 4, 1, 1, 1])).toMatch(
      /Roll to fight: 4 \+ COS 2 \+ 2 \(Tab\.4 2\) = 8: struck, 1 damage\.$/,
    );
    expect(fight(['warrior'], 'bow', [1, 1, 4])).toMatch(
      /Roll to fight: 4 \+ COS 2 \+ 0 \(Tab\.4 0\) = 6: missed\.$/,
    );
  });

  it('4 BOXER: "+1 coolness in coolness test for punch-off", the fight\'s coolness test (4.3)', () => {
    const fight = (skills: string[]): string[] => {
      const t = campaignTable(
        ['outlaws', { bandit: 1 }],
        ['lawmen', { guard: 1 }],
        (bands) => skills.forEach((s) => character(bands[1], 'guard').skills.add(s as never)),
        { 'A Bandit 1': [11.5, 12, 0], 'B Guard 1': [12, 12, 180] },
      );
      // Coolness 4, 1; roll to fight 1 (missed either way).
      return t.act('B Guard 1', [4, 1, 1]);
    };
    expect(fight([])[0]).toMatch(/Coolness test: 4, 1 against 3: tense \(-1\)\./);
    expect(fight(['boxer'])[0]).toMatch(/Coolness test: 4, 1 against 4: steady\./);
  });

  it('6 PREACHER: "+1 coolness in panic test for every friend miniature within 6U (except it)"', () => {
    const panic = (skills: string[]): string | undefined => {
      const t = campaignTable(
        ['outlaws', { bandit: 2 }],
        ['lawmen', { guard: 1 }],
        (bands) => skills.forEach((s) => bands[0].characters[0]!.skills.add(s as never)),
        { 'A Bandit 1': [7, 12, 0], 'A Bandit 2': [4, 12, 0], 'B Guard 1': [12, 12, 180] },
      );
      return t.act('B Guard 1', [1, 1, 1, 1, 3, 3]).find((l) => l.startsWith('  Panic test'));
    };
    expect(panic([])).toMatch(/^ {2}Panic test \(4\.2\): 3, 3 against 2: A Bandit 1 fails with 2 dice/);
    // One friend 3U away: coolness 3, and neither 3 is over it.
    expect(panic(['preacher'])).toBe('  Panic test (4.2): 3, 3 against 3: A Bandit 1 holds: steady.');
  });
});

describe('Tab.12 INVALID CHARACTER in the matches after', () => {
  /** The Guard carrying `invalidities`, set up by `at`, activated with `faces`. */
  function invalidGuard(
    invalidities: number[],
    at: Record<string, Place>,
    faces: number[],
    gun = 'six-shot',
    options = {},
  ): { lines: string[]; t: ReturnType<typeof campaignTable> } {
    const t = campaignTable(
      ['outlaws', { bandit: 1 }],
      ['lawmen', { guard: 1 }],
      (bands) => {
        const g = character(bands[1], 'guard');
        g.invalidities.push(...invalidities);
        g.gun = gun as never;
      },
      at,
      options,
    );
    return { lines: t.act('B Guard 1', faces), t };
  }
  const inFight = { 'A Bandit 1': [11.5, 12, 0], 'B Guard 1': [12, 12, 180] } as const;

  it('1 disease: "-1 COS in fighting shot": -1 on the roll to fight, or 1 COS less (fafdm-invalid-disease)', () => {
    // Coolness 1, 1 steady; roll to fight 4 + COS 2: 6 missed with nothing, 5 with the disease.
    expect(invalidGuard([], inFight, [1, 1, 4]).lines[0]).toMatch(
      /Roll to fight: 4 \+ COS 2 \+ 0 \(Tab\.4 0\) = 6: missed\.$/,
    );
    expect(invalidGuard([1], inFight, [1, 1, 4]).lines[0]).toMatch(
      /Roll to fight: 4 \+ COS 2 - 1 \(Tab\.4 -1\) = 5: missed\.$/,
    );
    const cos = invalidGuard([1], inFight, [1, 1, 4], 'six-shot', { 'fafdmCampaign.disease': 'cos' });
    expect(cos.lines[0]).toMatch(/Roll to fight: 4 \+ COS 1 \+ 0 \(Tab\.4 0\) = 5: missed\.$/);
    expect(cos.t.fig('B Guard 1').startCos).toBe(1);
  });

  it('2 blind: "it cannot see over 18U": no shot at a Bandit 20U away', () => {
    const shoots = (invalidities: number[]): string[] => {
      const t = campaignTable(
        ['outlaws', { bandit: 1 }],
        ['lawmen', { guard: 1 }],
        (bands) => {
          const g = character(bands[1], 'guard');
          g.invalidities.push(...invalidities);
          g.gun = 'rifle';
        },
        { 'A Bandit 1': [1, 1, 0], 'B Guard 1': [21, 1, 180] },
      );
      // Shocked on the ground, he stays where he is (4.3.2); he fires from there if he may.
      Object.assign(t.fig('B Guard 1'), { shocked: true, onGround: true });
      return t.act('B Guard 1', invalidities.length === 0 ? [4, 4, 1] : []);
    };
    expect(shoots([])[0]).toMatch(/^ {2}B Guard 1 fires one shot at A Bandit 1 \(20U\)/);
    expect(shoots([2])).toEqual([]);
  });

  it('2 blind: no opportunity shot (4.2.3) beyond 18U either, one at 18U', () => {
    /** The blind Guard with a rifle at `x`, along y = 1, asked to shoot at the Bandit who has moved to (1, 1). */
    const opportunity = (x: number, faces: number[]): string[] => {
      const t = campaignTable(
        ['outlaws', { bandit: 1 }],
        ['lawmen', { guard: 1 }],
        (bands) => {
          const g = character(bands[1], 'guard');
          g.invalidities.push(2);
          g.gun = 'rifle';
        },
        { 'A Bandit 1': [1, 1, 0], 'B Guard 1': [x, 1, 180] },
      );
      // A tactic that takes every opportunity shot it may (the shipped ones take none beyond short range).
      const side = t.board.sides[1];
      Object.assign(side, { tactic: { ...side.tactic, opportunity: () => true } });
      const log = story();
      const dice = new ScriptedDice(faces);
      opportunityShots(t.board, t.fig('A Bandit 1'), null, 0, dice, log);
      dice.assertConsumed();
      return log.lines;
    };
    expect(opportunity(21, [])).toEqual([]);
    // Nervous, doubled (-4): 1 + 3 + 2 - 5 = 1, missed.
    expect(opportunity(19, [4, 4, 1])[1]).toBe(
      '  B Guard 1 fires one shot at A Bandit 1 (18U). Coolness test (4.2): 4, 4 against 3: nervous (-4, 4.2.3).',
    );
  });

  it('3 crippled: "it cannot run": his run is a walk', () => {
    // The Bandit out of sight behind the house: the Guard advances.
    const hidden = { 'A Bandit 1': [14, 12, 0], 'B Guard 1': [30, 12, 180] } as const;
    const plain = invalidGuard([], hidden, []).lines;
    expect(plain.some((l) => / runs \d/.test(l))).toBe(true);
    const crippled = invalidGuard([3], hidden, []).lines;
    expect(crippled).toContain('  B Guard 1 is crippled (Tab.12) and cannot run: he walks.');
    expect(crippled.some((l) => / runs \d/.test(l))).toBe(false);
  });

  it('4 lost hand: "it cannot use two-handed weapons": his rifle stays behind, he fights with a six-shot', () => {
    // Nervous, a 1: the rifle's 7 strikes (then rescue and panic dice), the six-shot's 6 misses.
    expect(invalidGuard([], guardShoots, [4, 4, 1, 1, 1, 1], 'rifle').t.fig('B Guard 1').gunId).toBe('rifle');
    expect(invalidGuard([4], guardShoots, [4, 4, 1], 'rifle').t.fig('B Guard 1').gunId).toBe('six-shot');
  });

  it('5 shaken nerves: "if during initiative roll he gets 1, he is shocked for that turn"', () => {
    const { t } = invalidGuard([5], guardShoots, [4, 4, 1]);
    const guard = t.fig('B Guard 1');
    const bandit = t.fig('A Bandit 1');
    guard.shocked = false;
    // The Bandit 3 + COOL 2, the Guard 1 + COOL 3: he rolled a 1.
    initiative(bandit, guard, new ScriptedDice([3, 1]), null);
    expect(guard.shocked).toBe(true);
    guard.shocked = false;
    initiative(bandit, guard, new ScriptedDice([5, 2]), null);
    expect(guard.shocked).toBe(false);
    bandit.shocked = false;
    initiative(bandit, guard, new ScriptedDice([1, 4]), null);
    expect(bandit.shocked).toBe(false);
  });

  it('6 clumsy: "-1 RIF during reflexes test": the rescue test against REF 2', () => {
    const rescue = (invalid: number[]): string | undefined => {
      const t = campaignTable(
        ['outlaws', { bandit: 1 }],
        ['lawmen', { guard: 1 }],
        (bands) => bands[0].characters[0]!.invalidities.push(...invalid),
        { ...guardShoots },
      );
      return t.act('B Guard 1', [1, 1, 1, 2, 1, 1]).find((l) => l.startsWith('  Rescue test'));
    };
    // Shot 1 + 3 + 1 + 3 = 8, one damage; rescue 2 + 1 against REF.
    expect(rescue([])).toBe('  Rescue test (4.2): A Bandit 1 (REF 3) takes 0 wounds; COS 2.');
    expect(rescue([6])).toBe('  Rescue test (4.2): A Bandit 1 (REF 2) takes 1 wound; COS 1.');
  });
});
