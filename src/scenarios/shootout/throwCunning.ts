import type { Dice } from '../../dice/Dice.ts';
import type { FateDeck } from '../../rules/rwnn/fateDeck/FateDeck.ts';
import { CUNNING } from '../../rules/rwnn/figure/Figure.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutReadings } from './ShootoutReadings.ts';

/** The die face of each Cunning result a cell may name (shootout.cunning). */
const CUNNING_FACE = {
  'mechanical-aptitude': 1,
  'tactical-theory': 2,
  'common-sense': 3,
  'cool-under-fire': 4,
  'steel-plate': 6,
} as const;

/** Each Cunning result in the story's words, by its code (CUNNING). */
const CUNNING_WORDS = [
  '',
  'Mechanical Aptitude (+1 to fix his gun)',
  'Tactical Theory (no effect on a side with one hand of cards)',
  'Common Sense (no effect: no doors or windows are opened)',
  'Cool Under Fire (no effect on a side with one hand of cards)',
  '',
  'Steel Plate under his shirt (chest wounds ignored)',
];

/**
 * Cunning (000 SKILLS & ATTRIBUTES): "Roll 1 D6 1 Mechanical Aptitude ... 2 Tactical Theory ... 3 Common
 * Sense ... 4-5 Cool Under Fire ... 6 Steel Plate under shirt", thrown for `f` as a gunfight starts, before
 * the first card, or the result the cell names for every Cunning man (`shootout.cunning`), put on him
 * (Figure.cunning). Cool Under Fire may lift the class bar on his side's action cards in `deck`
 * (`shootout.cunningCards`). Register entry cunning-roll.
 *
 * @example throwCunning(f, game.rules.readings, game.deck, dice, log); f.cunning === CUNNING.steelPlate
 */
export function throwCunning(
  f: Gunfighter,
  r: ShootoutReadings,
  deck: FateDeck,
  dice: Dice,
  log: ShotLog | undefined,
): void {
  const face = r.cunning === 'roll' ? dice.d6() : CUNNING_FACE[r.cunning];
  f.cunning = face === 5 ? CUNNING.coolUnderFire : face;
  const waiver = f.cunning === CUNNING.coolUnderFire && r.cunningCards === 'class-waiver';
  deck.mayPlayAnyClass(f.index, waiver);
  if (log) {
    const what = waiver
      ? 'Cool Under Fire (may play any action card his side holds)'
      : CUNNING_WORDS[f.cunning];
    log.line(`${f.name} is Cunning${r.cunning === 'roll' ? ` and throws ${face}` : ''}: ${what}.`);
  }
}
