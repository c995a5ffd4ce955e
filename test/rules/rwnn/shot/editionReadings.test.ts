import { describe, expect, it } from 'vitest';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { FIRE } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import { TURN } from '../../../../src/rules/rwnn/shot/ShotResolver.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import { LOCATION } from '../../../../src/rules/rwnn/WoundState.ts';
import { duelReadingsFrom } from '../../../../src/scenarios/duel/duelReadingOptions.ts';
import { CHOOSER, context, faces, table } from './shotKit.ts';

/** The shot rules of an edition preset as a game plays them: the preset's own readings, options on top. */
const edition = (preset: RwnnRulesetId, options: Readonly<Record<string, string>> = {}) =>
  table(preset, {}, duelReadingsFrom(options, preset).shot);

describe('a serious arm wound and reloading (register entry serious-arm-reload)', () => {
  // 000 HIT LOCATION & EFFECT: "Characters with a serious arm wound cannot fire a pistol in that hand, fire a
  // rifle at all, or reload any weapon." 003 (and 002) print the first two clauses only.
  const turn = (preset: RwnnRulesetId, options: Readonly<Record<string, string>> = {}) => {
    const t = edition(preset, options);
    const f = t.figure();
    f.guns[0] = GUN.outOfAmmo;
    f.wounds.serious[LOCATION.leftArm] = 1;
    return t.resolver.turnAction(f);
  };

  it('the extended edition: out of ammo with a serious left-arm wound, he cannot reload', () => {
    expect(turn('rwnn-extended')).toBe(TURN.cannotReload);
  });

  it('the 1996 rules and the quick reference say nothing of reloading: he reloads', () => {
    expect(turn('rwnn-1996')).toBe(TURN.reload);
    expect(turn('rwnn-quickref')).toBe(TURN.reload);
  });

  it('shot.seriousArmReload overrides the preset either way', () => {
    expect(turn('rwnn-extended', { 'shot.seriousArmReload': 'can-reload' })).toBe(TURN.reload);
    expect(turn('rwnn-1996', { 'shot.seriousArmReload': 'cannot-reload' })).toBe(TURN.cannotReload);
  });
});

describe('no lucky shot in the 1996 rules (register entry lucky-shot-1996)', () => {
  // A Gunman's pistol at 24": 000 RANGE CHART "24” / -1", no dice left. 000 SHOOTING "Lucky shots": "he
  // throws three dice needing two 6's to hit"; 003 SHOOTING has no such passage.
  const shoot = (preset: RwnnRulesetId, rolled: number[], options: Readonly<Record<string, string>> = {}) => {
    const t = edition(preset, options);
    const shooter = t.figure();
    const target = t.figure();
    const dice = faces(...rolled);
    const lines: string[] = [];
    const ctx = context(24, { mode: FIRE.deliberate });
    const hits = t.resolver.fire(shooter, target, ctx, dice, CHOOSER, CHOOSER, {
      line: (l) => lines.push(l),
    });
    dice.assertConsumed();
    return { hits, gun: shooter.guns[0], lines };
  };

  it('the extended edition: three dice, two 6s hit', () => {
    expect(shoot('rwnn-extended', [6, 6, 2]).hits).toBe(1);
  });

  it('the 1996 rules: he cannot fire; no die is thrown, his gun is as it was', () => {
    const r = shoot('rwnn-1996', []);
    expect([r.hits, r.gun]).toEqual([0, GUN.loaded]);
    expect(r.lines).toEqual(['  F has -1 dice: he cannot fire (no lucky shot under these rules).']);
  });

  it('shot.luckyShot=yes gives the 1996 rules the lucky shot; =no takes it from the extended edition', () => {
    expect(shoot('rwnn-1996', [6, 6, 2], { 'shot.luckyShot': 'yes' }).hits).toBe(1);
    expect(shoot('rwnn-extended', [], { 'shot.luckyShot': 'no' }).hits).toBe(0);
  });
});
