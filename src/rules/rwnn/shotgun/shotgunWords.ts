import { GUN, GUN_WORDS } from '../figure/GunState.ts';
import { CHART_SIDE } from '../shot/ShotContext.ts';
import type { FigurePositions } from './FigurePositions.ts';
import type { ShotgunBlast } from './ShotgunBlast.ts';
import { SHOTGUN_WEAPONS } from './ShotgunWeapon.ts';

/** A figure's name for narration, or "figure i" when the positions carry none. @example nameOf(pos, 0) === 'Ames' */
export function nameOf(pos: FigurePositions, i: number): string {
  return pos.names[i] ?? `figure ${i}`;
}

/** The chit side of a hit, in words. @example SIDE_WORDS[CHART_SIDE.pink] === 'pink side' */
export const SIDE_WORDS = ['own side', 'pink side', 'white side'] as const;

/** Inches for narration: whole numbers as they are, others to a tenth. @example inches(2.25) === '2.3"' */
export function inches(x: number): string {
  return Number.isInteger(x) ? `${x}"` : `${x.toFixed(1)}"`;
}

/**
 * The figures a blast hit and what each takes, one line each, for narration.
 *
 * @example describeBlastHits(blast, pos) // ['  Boone (6"): 4 hits to throw, effect +0, own side']
 */
export function describeBlastHits(b: ShotgunBlast, pos: FigurePositions): string[] {
  const lines: string[] = [];
  for (let i = 0; i < b.count; i++) {
    const m = b.effectModifier[i]!;
    const side = b.chartSide[i] === CHART_SIDE.own ? '' : `, ${SIDE_WORDS[b.chartSide[i]!]}`;
    const n = b.hits[i]!;
    lines.push(
      `  ${nameOf(pos, b.figure[i]!)} (${inches(b.range[i]!)}): ${n} ${n === 1 ? 'hit' : 'hits'} to throw, effect ${m >= 0 ? '+' : ''}${m}${side}.`,
    );
  }
  return lines;
}

/**
 * The state the blast left the gun in, for narration.
 *
 * @example describeBlastGun(blast) === '  The shotgun is out of ammo.'
 */
export function describeBlastGun(b: ShotgunBlast): string {
  const w = SHOTGUN_WEAPONS[b.weapon];
  if (!b.setsGun) return `  The ${w.name} is spent for the rest of the gunfight.`;
  const left = b.barrelsLeft > 0 && b.gun !== GUN.jammed ? ` (${b.barrelsLeft} barrel loaded)` : '';
  return `  The ${w.name} is ${GUN_WORDS[b.gun]}${left}.`;
}
