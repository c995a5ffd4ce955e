import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import type { RwnnRulesetId } from '../tables/rulesetTables.ts';
import { DEFAULT_FIGHT_READINGS, fightReadings, type FightReadings } from './FightReadings.ts';

const D = DEFAULT_FIGHT_READINGS;

/** One option whose values are a reading's union, so the values and the default stay in step. */
function option<T extends string>(
  key: string,
  values: readonly T[],
  dflt: T,
  describe: string,
  entry: string,
): ReadingOption & { readonly values: readonly T[]; readonly default: T } {
  return { key, values, default: dflt, describe, entry: `${entry}.md` };
}

const OPTIONS = {
  defenceRow: option(
    'fight.defenceRow',
    ['own-weapon', 'attackers-weapon'] as const,
    D.defenceRow,
    "the defender's dice: the Defend column of his own weapon's row, or of the attacker's",
    'fight-defence-row',
  ),
  shotgunShoots: option(
    'fight.shotgunShoots',
    ['rifle-row', 'no-row'] as const,
    D.shotgunShoots,
    'a shotgun or sawn-off shot in contact: on the rifle row, or not at all',
    'fight-shotgun-row',
  ),
  toughFightingChart: option(
    'fight.toughFightingChart',
    ['minus-one', 'no-change'] as const,
    D.toughFightingChart,
    "Tough's one* off the effect dice on the fighting chart's throw too, or on wound-chart throws only",
    'fight-tough-effect',
  ),
  expertFighter: option(
    'fight.expertFighter',
    ['own-hits', 'own-and-received'] as const,
    D.expertFighter,
    "an Expert Fighter's 1 up or down on the damage roll of his own hits, or of hits on him too",
    'fight-expert-fighter',
  ),
  rightArmWound: option(
    'fight.rightArmWound',
    ['once', 'per-wound'] as const,
    D.rightArmWound,
    '"Wounded right arm - 1" once for any wound there, or per wound',
    'fight-wounded-right-arm',
  ),
  escapeBy: option(
    'fight.escapeBy',
    ['either', 'defender-only'] as const,
    D.escapeBy,
    'who may escape instead of applying the result on more 6s: either fighter, or the defender only',
    'fight-escape',
  ),
  terribleSevers: option(
    'fight.terribleSevers',
    ['thrown-serious', 'any-serious'] as const,
    D.terribleSevers,
    'a terrible wound severs or runs through on a serious wound as thrown, or on one made from a graze too',
    'fight-terrible-wound-serious',
  ),
  severedLimb: option(
    'fight.severedLimb',
    ['serious-wound', 'knocked-out', 'dead'] as const,
    D.severedLimb,
    "a severed arm or leg: the serious wound with the cell's knock (a severed arm never fires again), also knocked out, or dead",
    'fight-severed-limb',
  ),
  clubNoFire: option(
    'fight.clubNoFire',
    ['clubber', 'both-fighters'] as const,
    D.clubNoFire,
    'after a gun is clubbed in a fight: the clubber may not fire on his next turn, or neither fighter may',
    'fight-club-no-fire',
  ),
  stuckWeapon: option(
    'fight.stuckWeapon',
    ['thrown', 'not-thrown'] as const,
    D.stuckWeapon,
    'the 50% throw for the blade sticking after it runs through the body: made (a die, 4-6 stuck), or not',
    'fight-stuck-weapon',
  ),
};

/**
 * The close-combat readings as `--option key=value`, each with its interpretation entry (`fight.clubNoFire`
 * changes a shootout's game only where `melee.clubbing` clubs guns). The fight engine also reads
 * `unfireableGun` and `knockedOutOnGround`, but no game fights with a gun it cannot fire or attacks a
 * knocked-out man (he leaves every fight and cannot be charged) yet, so those keep their defaults and are no
 * options (fight-unfireable-gun, fight-knocked-out-victim).
 *
 * @example FIGHT_READING_OPTIONS.find((o) => o.key === 'fight.severedLimb')?.default === 'serious-wound'
 */
export const FIGHT_READING_OPTIONS: readonly ReadingOption[] = Object.values(OPTIONS);

/**
 * The fight readings of a ruleset with the options given; an unknown value is a TypeError naming the key
 * and the allowed values.
 *
 * @example fightReadingsFrom('rwnn-extended', { 'fight.stuckWeapon': 'not-thrown' }).stuckWeapon === 'not-thrown'
 */
export function fightReadingsFrom(ruleset: RwnnRulesetId, o: OptionValues = {}): FightReadings {
  const pick = <T extends string>(x: { key: string; values: readonly T[]; default: T }): T =>
    choiceValue(o, x.key, x.values, x.default);
  return fightReadings(ruleset, {
    defenceRow: pick(OPTIONS.defenceRow),
    shotgunShoots: pick(OPTIONS.shotgunShoots),
    toughFightingChart: pick(OPTIONS.toughFightingChart),
    expertFighter: pick(OPTIONS.expertFighter),
    rightArmWound: pick(OPTIONS.rightArmWound),
    escapeBy: pick(OPTIONS.escapeBy),
    terribleSevers: pick(OPTIONS.terribleSevers),
    severedLimb: pick(OPTIONS.severedLimb),
    stuckWeapon: pick(OPTIONS.stuckWeapon),
    clubNoFire: pick(OPTIONS.clubNoFire),
  });
}
