import { FIRING_MODIFIERS_EXTENDED, FIRING_MODIFIERS_QUICKREF } from '../tables/firingModifiers.ts';
import type { FiringModifier, FiringModifierId, FiringModifierList } from '../tables/firingModifiers.ts';
import type { OptionValue } from './OptionValue.ts';

const TWO_PISTOLS: readonly FiringModifierId[] = [
  'two-pistols',
  'two-pistols-wrong-handed-or-rifle-single-handed',
];
const SOFT_AND_HARD: readonly FiringModifierId[] = ['target-in-soft-cover', 'target-in-hard-cover'];

function line(list: FiringModifierList, id: FiringModifierId): FiringModifier {
  const m = list.modifiers.find((x) => x.id === id);
  if (!m) throw new Error(`firing modifier ${id} is missing from ${list.source.document}`);
  return m;
}

/** The line with its dice set by an option, saying so beside the printed words. */
function setDice(m: FiringModifier, dice: number, option: string): FiringModifier {
  return m.dice === dice ? m : { ...m, dice, printed: `${m.printed} [${option}: ${dice}]` };
}

/**
 * Applies the firing-modifier readings: the two-pistols penalty, the shotgun-after-moving penalty (000 words
 * it in one line with pistols, so a different shotgun value adds 002's own line, which a shot prefers) and
 * the cover lines (000's one line against 002's soft and hard cover). A changed number keeps its printed
 * words and names the option beside them, so `rules show` says where it came from.
 *
 * @example applyFiringModifierOptions(FIRING_MODIFIERS_EXTENDED, value).modifiers
 */
export function applyFiringModifierOptions(list: FiringModifierList, value: OptionValue): FiringModifierList {
  let mods: FiringModifier[] = [...list.modifiers];
  const two = value('tables.twoPistolsModifier');
  if (two !== 'ruleset') {
    const dice = two === 'minus-two' ? -2 : -3;
    mods = mods.map((m) => (TWO_PISTOLS.includes(m.id) ? setDice(m, dice, 'tables.twoPistolsModifier') : m));
  }
  const shotgun = value('tables.shotgunAfterMovingModifier');
  if (shotgun !== 'ruleset') {
    const dice = shotgun === 'minus-one' ? -1 : -2;
    const own = mods.findIndex((m) => m.id === 'shotgun-after-moving');
    if (own >= 0) mods[own] = setDice(mods[own]!, dice, 'tables.shotgunAfterMovingModifier');
    else if (dice !== -1)
      mods.push(
        setDice(
          line(FIRING_MODIFIERS_QUICKREF, 'shotgun-after-moving'),
          dice,
          'tables.shotgunAfterMovingModifier',
        ),
      );
  }
  const cover = value('tables.coverFiringModifier');
  const hasSingle = mods.some((m) => m.id === 'target-in-cover');
  if (cover === 'single' && !hasSingle) {
    mods = mods.filter((m) => !SOFT_AND_HARD.includes(m.id));
    mods.unshift(line(FIRING_MODIFIERS_EXTENDED, 'target-in-cover'));
  }
  if (cover === 'soft-and-hard' && hasSingle) {
    mods = mods.filter((m) => m.id !== 'target-in-cover');
    mods.unshift(...SOFT_AND_HARD.map((id) => line(FIRING_MODIFIERS_QUICKREF, id)));
  }
  return { ...list, modifiers: mods };
}
