import { describe, expect, it } from 'vitest';
import {
  FIRING_MODIFIERS_EXTENDED,
  FIRING_MODIFIERS_QUICKREF,
} from '../../../../src/rules/rwnn/tables/firingModifiers.ts';

function dice(list: { readonly modifiers: readonly { readonly id: string; readonly dice: number }[] }) {
  return Object.fromEntries(list.modifiers.map((m) => [m.id, m.dice]));
}

describe('FIRING_MODIFIERS_EXTENDED (000 RANGE CHART, "Modifiers: ...")', () => {
  it('cites 000 RANGE CHART', () => {
    expect(FIRING_MODIFIERS_EXTENDED.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'RANGE CHART',
    });
  });

  it('pins every printed line and its dice', () => {
    // "Target in cover – 1", "Citizen - 1", "Firing pistol, shotgun or throwing weapon after moving – 1",
    // "Shootist +1", "Firing rifle after moving – 2", "Legend +2", "Firing two pistols or wrong-handed, or
    // rifle single-handed – 3", "Aimed shot with rifle +6", "Head wound – 1", "Aimed shot with pistol +4",
    // "Flesh wound on firing arm for pistol, or either arm for rifle – 1", "Each Serious wound – 2",
    // "Blazing away / With breach loader +1", "Backshooting +3", "With repeating rifle +2", "Target knocked
    // down or Knocked out +2", "With pistol +3", "Mounted, for each dice about to be thrown -1"
    expect(dice(FIRING_MODIFIERS_EXTENDED)).toEqual({
      'target-in-cover': -1,
      citizen: -1,
      'pistol-shotgun-or-thrown-after-moving': -1,
      shootist: 1,
      'rifle-after-moving': -2,
      legend: 2,
      'two-pistols-wrong-handed-or-rifle-single-handed': -3,
      'aimed-shot-rifle': 6,
      'head-wound': -1,
      'aimed-shot-pistol': 4,
      'flesh-wound-on-firing-arm': -1,
      'each-serious-wound': -2,
      'blazing-away-breech-loader': 1,
      backshooting: 3,
      'blazing-away-repeating-rifle': 2,
      'target-knocked-down-or-out': 2,
      'blazing-away-pistol': 3,
      'mounted-per-movement-die': -1,
    });
    expect(FIRING_MODIFIERS_EXTENDED.modifiers).toHaveLength(18);
  });

  it('keeps the printed words', () => {
    expect(FIRING_MODIFIERS_EXTENDED.modifiers.map((m) => m.printed)).toEqual([
      'Target in cover – 1',
      'Citizen - 1',
      'Firing pistol, shotgun or throwing weapon after moving – 1',
      'Shootist +1',
      'Firing rifle after moving – 2',
      'Legend +2',
      'Firing two pistols or wrong-handed, or rifle single-handed – 3',
      'Aimed shot with rifle +6',
      'Head wound – 1',
      'Aimed shot with pistol +4',
      'Flesh wound on firing arm for pistol, or either arm for rifle – 1',
      'Each Serious wound – 2',
      'Blazing away With breach loader +1',
      'Backshooting +3',
      'With repeating rifle +2',
      'Target knocked down or Knocked out +2',
      'With pistol +3',
      'Mounted, for each dice about to be thrown -1',
    ]);
  });

  it('counts "Each Serious wound" per wound and "Mounted" per movement die; all else once', () => {
    const scaled = FIRING_MODIFIERS_EXTENDED.modifiers.filter((m) => m.scaling !== 'flat');
    expect(scaled.map((m) => [m.id, m.scaling])).toEqual([
      ['each-serious-wound', 'per-wound'],
      ['mounted-per-movement-die', 'per-movement-die'],
    ]);
  });
});

describe('FIRING_MODIFIERS_QUICKREF (002 MODIFIERS)', () => {
  it('cites 002 MODIFIERS', () => {
    expect(FIRING_MODIFIERS_QUICKREF.source).toEqual({
      document: '002_a287e5c7c10177d4.txt',
      section: 'MODIFIERS',
    });
  });

  it('pins every printed cell and its dice', () => {
    // Column 1: "Citizen -1", "Shootist +1", "Legend +2", "Target In Soft Cover -1", "Target In Hard Cover -2",
    // "Firing Pistol After Moving -1"; column 2: "Firing Rifle After Moving -2", "Firing Shotgun After Moving
    // -2", "Firing Two Pistols -2", "Aimed Shot / Pistol +4", "Aimed Shot / Rifle +6", "Wounded / Seriously
    // wounded -1 / -2"; column 3: "Backshooting +3", "Target Knocked Out / Down +2", "Blazing Away /
    // Breechloader +1", "... / Repeating Rifle +2", "... / Pistol +3", "... / Shotgun +4"
    expect(dice(FIRING_MODIFIERS_QUICKREF)).toEqual({
      citizen: -1,
      shootist: 1,
      legend: 2,
      'target-in-soft-cover': -1,
      'target-in-hard-cover': -2,
      'pistol-after-moving': -1,
      'rifle-after-moving': -2,
      'shotgun-after-moving': -2,
      'two-pistols': -2,
      'aimed-shot-pistol': 4,
      'aimed-shot-rifle': 6,
      wounded: -1,
      'seriously-wounded': -2,
      backshooting: 3,
      'target-knocked-down-or-out': 2,
      'blazing-away-breech-loader': 1,
      'blazing-away-repeating-rifle': 2,
      'blazing-away-pistol': 3,
      'blazing-away-shotgun': 4,
    });
    expect(FIRING_MODIFIERS_QUICKREF.modifiers).toHaveLength(19);
    expect(FIRING_MODIFIERS_QUICKREF.modifiers.every((m) => m.scaling === 'flat')).toBe(true);
  });

  it('splits "Wounded / Seriously wounded -1 / -2" into two modifiers that quote the same cell', () => {
    const cell = FIRING_MODIFIERS_QUICKREF.modifiers.filter(
      (m) => m.printed === 'Wounded / Seriously wounded -1 / -2',
    );
    expect(cell.map((m) => [m.id, m.dice])).toEqual([
      ['wounded', -1],
      ['seriously-wounded', -2],
    ]);
  });

  it('keeps the printed words of the other cells', () => {
    expect(FIRING_MODIFIERS_QUICKREF.modifiers.map((m) => m.printed)).toEqual([
      'Citizen -1',
      'Shootist +1',
      'Legend +2',
      'Target In Soft Cover -1',
      'Target In Hard Cover -2',
      'Firing Pistol After Moving -1',
      'Firing Rifle After Moving -2',
      'Firing Shotgun After Moving -2',
      'Firing Two Pistols -2',
      'Aimed Shot / Pistol +4',
      'Aimed Shot / Rifle +6',
      'Wounded / Seriously wounded -1 / -2',
      'Wounded / Seriously wounded -1 / -2',
      'Backshooting +3',
      'Target Knocked Out / Down +2',
      'Blazing Away / Breechloader +1',
      'Blazing Away / Repeating Rifle +2',
      'Blazing Away / Pistol +3',
      'Blazing Away / Shotgun +4',
    ]);
  });
});
