import type { CharacterClass } from '../tables/CharacterClass.ts';
import type { RangeWeapon } from '../tables/rangeChart.ts';
import type { SkillGiving } from './resolveSkills.ts';

/**
 * Who a figure is: a name for the narration, his class, his skills (held as stated, or gained in order so
 * that 000's "Removes X" applies) and the weapons in his hands: one weapon, or two pistols (the first in
 * the right hand, the firing arm of the wound charts; 000 RANGE CHART: "Characters armed with two pistols
 * may fire them both simultaneously").
 *
 * @example const spec: FigureSpec = { name: 'Ames', cls: 'gunman', gained: ['lucky'], weapons: ['pistol'] };
 */
export interface FigureSpec extends SkillGiving {
  readonly name: string;
  readonly cls: CharacterClass;
  readonly weapons: readonly RangeWeapon[];
}
