import { describe, expect, it } from 'vitest';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { FIRE, GUNS } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import type { ShotReadings } from '../../../../src/rules/rwnn/shot/ShotReadings.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { CHOOSER, context, faces, table } from './shotKit.ts';

/** A Gunman with a pistol fires at a plain Gunman 6" away with exactly these faces. */
function shoot(
  rolled: number[],
  mode: 0 | 1 | 2 = FIRE.deliberate,
  skills: SkillId[] = [],
  opts: {
    range?: number;
    preset?: RwnnRulesetId;
    readings?: Partial<ShotReadings>;
    targetSkills?: SkillId[];
  } = {},
) {
  const t = table(opts.preset ?? 'rwnn-extended', {}, opts.readings ?? {});
  const shooter = t.figure('gunman', skills);
  const target = t.figure('gunman', opts.targetSkills ?? []);
  const dice = faces(...rolled);
  const hits = t.resolver.fire(shooter, target, context(opts.range ?? 6, { mode }), dice, CHOOSER, CHOOSER);
  dice.assertConsumed();
  return { hits, gun: shooter.guns[0], shooter, target };
}

describe('deliberate fire (000 SHOOTING)', () => {
  it('"If any dice comes up with a 6, he has hit his target, but he can only score one hit"', () => {
    expect(shoot([6, 3, 3]).hits).toBe(1);
    expect(shoot([6, 6, 6]).hits).toBe(1);
    expect(shoot([5, 3, 3]).hits).toBe(0);
  });

  it('Deadeye: "hits on a 5 or 6 when firing deliberately"', () => {
    expect(shoot([5, 3, 3], FIRE.deliberate, ['deadeye']).hits).toBe(1);
    expect(shoot([5, 5, 3, 3, 2, 2], FIRE.blaze, ['deadeye']).hits).toBe(0);
  });

  it('an aimed shot is deliberate fire with "Aimed shot with pistol +4": seven dice at 6"', () => {
    const r = shoot([5, 5, 5, 5, 5, 5, 6], FIRE.aimed);
    expect([r.hits, r.gun]).toEqual([1, GUN.loaded]);
  });
});

describe('blazing away (000 SHOOTING "Blazing away")', () => {
  it('"Citizens may not fire deliberately": asked to, a Citizen blazes away with 2 + 3 dice', () => {
    const t = table();
    const ctx = context(6, { mode: FIRE.deliberate });
    const dice = faces(6, 6, 2, 2, 2);
    expect(t.resolver.fire(t.figure('citizen'), t.figure(), ctx, dice, CHOOSER, CHOOSER)).toBe(2);
    expect(ctx.mode).toBe(FIRE.blaze);
    dice.assertConsumed();
  });

  it('"six shooters up to three times": four 6s hit three times', () => {
    expect(shoot([6, 6, 6, 6, 2, 3], FIRE.blaze)).toMatchObject({ hits: 3, gun: GUN.loaded });
  });

  it('Quick shot: "when blazing away he can hit with one* extra shot"', () => {
    expect(shoot([6, 6, 6, 6, 2, 3], FIRE.blaze, ['quick-shot']).hits).toBe(4);
  });

  it('"If the same number of 1\'s as 6\'s are rolled, he hits, but is out of ammo"', () => {
    expect(shoot([6, 1, 2, 3, 4, 5], FIRE.blaze)).toMatchObject({ hits: 1, gun: GUN.outOfAmmo });
  });

  it('"If two or more 1\'s than 6\'s are rolled the gun is jammed, he misses"', () => {
    expect(shoot([1, 1, 1, 6, 2, 3], FIRE.blaze)).toMatchObject({ hits: 0, gun: GUN.jammed });
  });

  it('003: "If three or more 1\'s are rolled the gun is jammed" (hits stand when 1s do not outnumber 6s)', () => {
    expect(shoot([1, 1, 1, 6, 6, 6], FIRE.blaze, [], { preset: 'rwnn-1996' })).toMatchObject({
      hits: 3,
      gun: GUN.jammed,
    });
  });
});

describe('lucky shots (000 "Lucky shots")', () => {
  it('"he throws three dice needing two 6\'s to hit" (pistol at 24": "24” / -1")', () => {
    expect(shoot([6, 6, 2], FIRE.deliberate, [], { range: 24 }).hits).toBe(1);
    expect(shoot([6, 5, 2], FIRE.deliberate, [], { range: 24 }).hits).toBe(0);
  });

  it('"He is out of ammo as usual if he throws more 1\'s than 6\'s"', () => {
    expect(shoot([6, 1, 1], FIRE.deliberate, [], { range: 24 })).toMatchObject({
      hits: 0,
      gun: GUN.outOfAmmo,
    });
  });

  it("a Deadeye's 5s count as 6s only under shot.luckyShotDeadeye=fives-count", () => {
    expect(shoot([6, 5, 2], FIRE.deliberate, ['deadeye'], { range: 24 }).hits).toBe(0);
    const fives = { range: 24, readings: { luckyShotDeadeye: 'fives-count' as const } };
    expect(shoot([6, 5, 2], FIRE.deliberate, ['deadeye'], fives).hits).toBe(1);
  });
});

describe('Clumsy: "gun will jam if equal* (or less if the chit is pulled multiple times) number of 1\'s is rolled"', () => {
  it('as many 1s as 6s jams the gun; the hit stands (shot.clumsyJam=hits-stand)', () => {
    expect(shoot([6, 1, 2, 3, 4, 5], FIRE.blaze, ['clumsy'])).toMatchObject({ hits: 1, gun: GUN.jammed });
  });

  it('or misses under shot.clumsyJam=miss', () => {
    const r = shoot([6, 1, 2, 3, 4, 5], FIRE.blaze, ['clumsy'], { readings: { clumsyJam: 'miss' } });
    expect(r).toMatchObject({ hits: 0, gun: GUN.jammed });
  });

  it('fewer 1s than 6s: Clumsy jams only when Very Clumsy ("or less"), at one 1 fewer', () => {
    expect(shoot([6, 6, 1, 2, 3, 4], FIRE.blaze, ['clumsy'])).toMatchObject({ hits: 2, gun: GUN.loaded });
    expect(shoot([6, 6, 1, 2, 3, 4], FIRE.blaze, ['clumsy', 'clumsy'])).toMatchObject({
      hits: 2,
      gun: GUN.jammed,
    });
  });

  it('no 1s at all jams nothing: "number of 1\'s is rolled"', () => {
    expect(shoot([2, 2, 3, 3, 4, 5], FIRE.blaze, ['clumsy']).gun).toBe(GUN.loaded);
  });
});

describe('two pistols (000 RANGE CHART: "fire them both simultaneously, making a separate throw for each")', () => {
  it('an Ambidextrous two-gun man blazes six dice with each pistol; each gun keeps its own state', () => {
    const t = table();
    const shooter = t.figure('gunman', ['ambidextrous'], ['pistol', 'pistol']);
    const dice = faces(6, 6, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2);
    const hits = t.resolver.fire(
      shooter,
      t.figure(),
      context(6, { mode: FIRE.blaze, guns: GUNS.both }),
      dice,
      CHOOSER,
      CHOOSER,
    );
    dice.assertConsumed();
    expect(hits).toBe(2);
    expect([...shooter.guns]).toEqual([GUN.loaded, GUN.outOfAmmo]);
  });
});

describe('re-roll skills on a firing throw (their choices made by the default chooser)', () => {
  it('Lucky: "may re-roll one* dice from each batch": a miss [3 3 1] re-rolls the 1 into a 6', () => {
    expect(shoot([3, 3, 1, 6], FIRE.deliberate, ['lucky']).hits).toBe(1);
  });

  it('Cursed: "each opposing player may cause him to re-roll one dice once* per gunfight": his lone 6 again, a 2', () => {
    const r = shoot([6, 3, 3, 2], FIRE.deliberate, ['cursed']);
    expect(r.hits).toBe(0);
    expect(r.shooter.curseTokens).toBe(0);
  });

  it("own re-rolls first (shot.rerollOrder=own-first), or the opponent's first", () => {
    // Held Lucky and Cursed, a hit [6 3 3]. Own first: Lucky keeps the hit, then the opponent forces the
    // 6 again (a 2). Opponent first: the 6 becomes a 2, then Lucky re-rolls the 2 into a 6.
    for (const [order, rolled, hits] of [
      ['own-first', [6, 3, 3, 2], 0],
      ['opponent-first', [6, 3, 3, 2, 6], 1],
    ] as const) {
      const t = table('rwnn-extended', {}, { rerollOrder: order });
      const dice = faces(...rolled);
      const shooter = t.holding({ lucky: 1, cursed: 1 });
      expect(t.resolver.fire(shooter, t.figure(), context(6), dice, CHOOSER, CHOOSER)).toBe(hits);
      dice.assertConsumed();
    }
  });
});
