import { describe, expect, it } from 'vitest';
import { CUNNING, type Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { FIRE } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import type { ShotReadings } from '../../../../src/rules/rwnn/shot/ShotReadings.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { CHOOSER, context, faces, table, type Table } from './shotKit.ts';

interface Hit {
  preset?: RwnnRulesetId;
  options?: Readonly<Record<string, string>>;
  readings?: Partial<ShotReadings>;
  shooter?: SkillId[];
  target?: SkillId[];
  mode?: 0 | 1 | 2;
  hits?: number;
  /** The target's Cunning result (Figure.cunning). */
  cunning?: number;
}

/** `hits` hits (one by default) from a Gunman on a Gunman, with exactly these location and effect dice. */
function hit(rolled: number[], o: Hit = {}): { target: Figure; story: string; t: Table } {
  const t = table(o.preset ?? 'rwnn-extended', o.options ?? {}, o.readings ?? {});
  const shooter = t.figure('gunman', o.shooter ?? [], ['pistol'], 'Ames');
  const target = t.figure('gunman', o.target ?? [], ['pistol'], 'Boone');
  target.cunning = o.cunning ?? CUNNING.none;
  const dice = faces(...rolled);
  const lines: string[] = [];
  const ctx = context(6, { mode: o.mode ?? FIRE.deliberate });
  t.resolver.resolveHits(shooter, target, o.hits ?? 1, ctx, dice, CHOOSER, CHOOSER, {
    line: (l) => lines.push(l),
  });
  dice.assertConsumed();
  return { target, story: lines.join('\n'), t };
}

describe('hit location and effect (000 Appendix B; 003 "throw two dice, the first for location, and the second for effect")', () => {
  it('chest 6: "Dead!"', () => {
    expect(hit([2, 6]).target.status).toBe(STATUS.dead);
  });

  it('head 3: "Flesh Wound", recorded at the head; the figure stays up', () => {
    const { target } = hit([1, 3]);
    expect([target.wounds.flesh[LOCATION.head], target.status]).toEqual([1, STATUS.standing]);
  });

  it('right arm 5: "Serious Wound"', () => {
    expect(hit([3, 5]).target.wounds.serious[LOCATION.rightArm]).toBe(1);
  });
});

describe('Tough: "subtract one* from the effect dice ... Uses white side of wound chits"', () => {
  it('000: chest 6 on the white side (App. C) is "Serious Wound & Knocked Out", and Tough is "never knocked out"', () => {
    const { target, story } = hit([2, 6], { target: ['tough'] });
    expect([target.wounds.serious[LOCATION.chest], target.status]).toEqual([1, STATUS.knockedDown]);
    expect(story).toMatch(/Serious Wound & Knocked Out \(Tough: white side\); now knocked down/);
  });

  it('Very Tough takes one more off the effect die: chest 6 reads App. C chest 5, "Flesh Wound & Knocked Down"', () => {
    const { target } = hit([2, 6], { target: ['tough', 'tough'] });
    expect([target.wounds.flesh[LOCATION.chest], target.status]).toEqual([1, STATUS.knockedDown]);
  });

  it('under tables.toughWoundChart=white-side-and-minus-one Tough alone reads App. C chest 5', () => {
    const { target } = hit([2, 6], {
      target: ['tough'],
      options: { 'tables.toughWoundChart': 'white-side-and-minus-one' },
    });
    expect(target.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('003: "never knocked down or knocked out": chest 6 less one is chest 5, a serious wound and he stands', () => {
    const { target } = hit([2, 6], { preset: 'rwnn-1996', target: ['tough'] });
    expect([target.wounds.serious[LOCATION.chest], target.status]).toEqual([1, STATUS.standing]);
  });

  it('an effect die taken below 1 reads column 1 (a Graze), or under tables.effectDieBelowOne=no-effect does nothing', () => {
    expect(hit([2, 1], { target: ['tough', 'tough'] }).story).toMatch(
      /effect 1 \(-1 for Tough: column 1\): Graze/,
    );
    const none = hit([2, 1], {
      target: ['tough', 'tough'],
      options: { 'tables.effectDieBelowOne': 'no-effect' },
    });
    expect(none.story).toMatch(/effect 1 \(-1 for Tough: below 1\): no effect/);
  });
});

describe('Hard as nails: "ignores the effect of the first* wound he receives (still knocked down, knocked out or dead though!)"', () => {
  it('the first wound is shrugged off but he is knocked down; the second counts', () => {
    const { target } = hit([2, 4, 1, 3], { target: ['hard-as-nails'], hits: 2 });
    expect([target.wounds.flesh[LOCATION.chest], target.wounds.flesh[LOCATION.head], target.status]).toEqual([
      0,
      1,
      STATUS.knockedDown,
    ]);
    expect(target.hardAsNailsLeft).toBe(0);
  });

  it('a graze is no wound and does not use it up ("Wounded (but not grazed)")', () => {
    expect(hit([1, 1], { target: ['hard-as-nails'] }).target.hardAsNailsLeft).toBe(1);
  });

  it('Very Hard as nails ignores the first two', () => {
    const { target } = hit([1, 3, 1, 3], { target: ['hard-as-nails', 'hard-as-nails'], hits: 2 });
    expect(target.wounds.flesh[LOCATION.head]).toBe(0);
  });
});

describe('Marksman: "may add or subtract one* when rolling for hit location"', () => {
  it('right arm 6 ("Serious Wound & Knocked Down") shifted to chest 6, "Dead!"', () => {
    const { target, story } = hit([3, 6], { shooter: ['marksman'] });
    expect(target.status).toBe(STATUS.dead);
    expect(story).toMatch(/location 3 \(Marksman: -1, so 2\)/);
  });

  it('never off the chart: head 6 stays "Dead!"; legs 6 moves to belly 6', () => {
    expect(hit([1, 6], { shooter: ['marksman'] }).target.status).toBe(STATUS.dead);
    expect(hit([6, 6], { shooter: ['marksman'] }).target.status).toBe(STATUS.dead);
  });

  it('chosen having seen the effect die (shot.marksmanShift=after-both-dice), or before it', () => {
    // Chest 2 is a Flesh Wound; shifting to head 2 or right arm 2 does no better, so he keeps it. With the
    // effect die hidden, the head row is the worst on average (its 4, 5, 6 are KO and Dead!): he shifts to it.
    expect(hit([2, 2], { shooter: ['marksman'] }).target.wounds.flesh[LOCATION.chest]).toBe(1);
    const before = hit([2, 2], { shooter: ['marksman'], readings: { marksmanShift: 'before-effect-die' } });
    expect(before.story).toMatch(/location 2 \(Marksman: -1, so 1\) \(head\), effect 2: Graze/);
  });

  it('000: "Always wounds with \'Pink Chits\' on aimed shots": head 5 on a Tough target is "Dead!"', () => {
    expect(hit([1, 5], { shooter: ['marksman'], target: ['tough'] }).target.status).toBe(STATUS.knockedDown);
    // Aimed: the pink side; the shift is kept at 0 (head 5 is already the worst).
    expect(hit([1, 5], { shooter: ['marksman'], target: ['tough'], mode: FIRE.aimed }).target.status).toBe(
      STATUS.dead,
    );
  });

  it('a Very Tough target keeps his second reduction on the pink side (shot.marksmanPink=white-side-only), or loses it', () => {
    const o: Hit = { shooter: ['marksman'], target: ['tough', 'tough'], mode: FIRE.aimed };
    expect(hit([1, 5], o).target.status).not.toBe(STATUS.dead);
    expect(hit([1, 5], { ...o, readings: { marksmanPink: 'all-tough-reductions' } }).target.status).toBe(
      STATUS.dead,
    );
  });
});

describe('re-roll skills on a hit (one batch: the location and the effect die)', () => {
  it('Charmed: "make an opponent do the same": chest 6 "Dead!" is thrown again, a graze', () => {
    const { target, story } = hit([2, 6, 1, 1], { target: ['charmed'] });
    expect(target.status).toBe(STATUS.standing);
    expect(target.charmedLeft).toBe(0);
    expect(story).toMatch(/Boone is Charmed and makes Ames re-roll the whole batch/);
  });

  it('Lucky shooter: a hit that leaves the target standing has its effect die re-rolled', () => {
    expect(hit([2, 1, 6], { shooter: ['lucky'] }).target.status).toBe(STATUS.dead);
  });

  it('the victim throws the hit dice under shot.hitDiceThrower=victim, so his own Lucky re-rolls them', () => {
    expect(hit([2, 6], { target: ['lucky'] }).target.status).toBe(STATUS.dead);
    const victim = hit([2, 6, 1], { target: ['lucky'], readings: { hitDiceThrower: 'victim' } });
    expect(victim.target.status).toBe(STATUS.standing);
  });

  it('Cursed shooter: his victim forces the effect die of a downing hit again', () => {
    const { target } = hit([2, 6, 2], { shooter: ['cursed'] });
    expect([target.status, target.wounds.flesh[LOCATION.chest]]).toEqual([STATUS.standing, 1]);
  });
});

describe('Cunning\'s Steel Plate: "6 Steel Plate under shirt: ignore all chest wounds" (000 SKILLS & ATTRIBUTES)', () => {
  const plate = { cunning: CUNNING.steelPlate };
  it('by default a chest hit does nothing at all: chest 6, "Dead!", leaves him standing unhurt', () => {
    const { target, story } = hit([2, 6], plate);
    expect([target.status, target.wounds.fleshTotal(), target.wounds.seriousTotal()]).toEqual([
      STATUS.standing,
      0,
      0,
    ]);
    expect(story).toBe(
      '  Boone is hit: location 2 (chest), effect 6: stopped by his steel plate (Cunning); now standing.',
    );
  });

  it('the plate covers the chest only: head 3 is still a "Flesh Wound"', () => {
    expect(hit([1, 3], plate).target.wounds.flesh[LOCATION.head]).toBe(1);
  });

  it('shot.steelPlate=wounds-only: the wound is ignored, the knock stands, and death too', () => {
    const readings = { steelPlate: 'wounds-only' as const };
    // Chest 4: "Flesh Wound & Knocked Down".
    const down = hit([2, 4], { ...plate, readings });
    expect([down.target.wounds.flesh[LOCATION.chest], down.target.status]).toEqual([0, STATUS.knockedDown]);
    expect(down.story).toMatch(
      /Flesh Wound & Knocked Down, the wound taken by his steel plate \(Cunning\); now knocked down/,
    );
    // Chest 6: "Dead!" is no wound the plate can take.
    expect(hit([2, 6], { ...plate, readings }).target.status).toBe(STATUS.dead);
  });

  it('any other Cunning result leaves the chest unprotected', () => {
    expect(hit([2, 6], { cunning: CUNNING.coolUnderFire }).target.status).toBe(STATUS.dead);
  });
});
