import type { ReadingOption } from '../../odds/OddsMechanic.ts';
import { COVER_READING_OPTIONS } from '../../rules/rwnn/cover/coverReadingOptions.ts';
import { EMOTION_READING_OPTIONS } from '../../rules/rwnn/emotions/EmotionReadings.ts';
import { FIGHT_READING_OPTIONS } from '../../rules/rwnn/fight/fightReadingOptions.ts';
import { NERVE_READING_OPTIONS } from '../../rules/rwnn/nerve/NerveReadings.ts';
import { SHOTGUN_READING_OPTIONS } from '../../rules/rwnn/shotgun/shotgunReadingOptions.ts';
import { DUEL_OPTIONS } from '../duel/duelOptions.ts';
import { TABLE_READING_OPTIONS } from './table/tableReadingOptions.ts';
import { SHOOTOUT_READING_OPTIONS } from './shootoutReadingOptions.ts';
import { DYNAMITE_SHOOTOUT_OPTIONS } from './dynamite/DynamiteRules.ts';
import { INDIAN_READING_OPTIONS } from './indian/indianReadingOptions.ts';
import { MUZZLE_SHOOTOUT_OPTIONS } from './arms/MuzzleRules.ts';
import { THROW_SHOOTOUT_OPTIONS } from './arms/ThrowRules.ts';
import { MELEE_SHOOTOUT_OPTIONS } from './melee/MeleeRules.ts';
import { HIDING_READING_OPTIONS } from './hiding/hidingReadingOptions.ts';
import { HORSE_SHOOTOUT_OPTIONS } from './horse/horseShootoutOptions.ts';
import { HERD_SHOOTOUT_OPTIONS } from './herd/herdShootoutOptions.ts';
import { LARIAT_READING_OPTIONS } from './lariat/lariatReadingOptions.ts';
import { DOCTOR_READING_OPTIONS } from './doctor/doctorReadingOptions.ts';
import { TOWNSFOLK_READING_OPTIONS } from './townsfolk/townsfolkReadingOptions.ts';

/**
 * Every option a shootout takes: the duel's (ruleset options, shot and skill readings, fate deck and
 * movement, since a shootout plays all of them), then the table's geometry, cover, fighting, shotguns,
 * nerve, hatred and fear, the shootout's own readings and its horses'. Each names its register entry.
 *
 * @example SHOOTOUT_OPTIONS.some((o) => o.key === 'shootout.shotgunRule')
 */
export const SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  ...DUEL_OPTIONS,
  ...TABLE_READING_OPTIONS,
  ...COVER_READING_OPTIONS,
  ...FIGHT_READING_OPTIONS,
  ...SHOTGUN_READING_OPTIONS,
  ...NERVE_READING_OPTIONS,
  ...EMOTION_READING_OPTIONS,
  ...SHOOTOUT_READING_OPTIONS,
  ...DYNAMITE_SHOOTOUT_OPTIONS,
  ...INDIAN_READING_OPTIONS,
  ...MUZZLE_SHOOTOUT_OPTIONS,
  ...THROW_SHOOTOUT_OPTIONS,
  ...MELEE_SHOOTOUT_OPTIONS,
  ...HIDING_READING_OPTIONS,
  ...HORSE_SHOOTOUT_OPTIONS,
  ...HERD_SHOOTOUT_OPTIONS,
  ...LARIAT_READING_OPTIONS,
  ...DOCTOR_READING_OPTIONS,
  ...TOWNSFOLK_READING_OPTIONS,
];
