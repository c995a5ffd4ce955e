import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';

/** How a blast's damage wounds (5.5, Tab.10): through 4.2's rescue test, or straight off CONSTITUTION. */
export type BlastDamage = 'rescue' | 'wounds';
/** How a stick of dynamite lands (5.5 "thrown following the law COSx2"): where aimed, or by a shooting test. */
export type DynamiteThrow = 'lands' | 'shooting-test';

/** The explosives' readings a game plays. */
export interface ExplosivesReadings {
  readonly blastDamage: BlastDamage;
  readonly dynamiteThrow: DynamiteThrow;
}

const DAMAGES: readonly BlastDamage[] = ['rescue', 'wounds'];
const THROWS: readonly DynamiteThrow[] = ['lands', 'shooting-test'];

export const BLAST_DAMAGE_OPTION: ReadingOption = {
  key: 'fafdm.blastDamage',
  values: DAMAGES,
  default: 'rescue',
  describe:
    "a blast's damage (Tab.10's 6, less Tab.9's protection) goes through the rescue test (4.2, default), or comes straight off CONSTITUTION",
  entry: 'fafdm-blast-damage.md',
};

export const DYNAMITE_THROW_OPTION: ReadingOption = {
  key: 'fafdm.dynamiteThrow',
  values: THROWS,
  default: 'lands',
  describe:
    'a thrown stick lands where aimed (5.5 prints no test, default), or takes a shooting test and falls 1D6 U short on a miss',
  entry: 'fafdm-dynamite-throw.md',
};

/** The explosives' readings selected by `fafdm.blastDamage` and `fafdm.dynamiteThrow`. */
export function explosivesReadingsFrom(options: OptionValues): ExplosivesReadings {
  return {
    blastDamage: choiceValue(options, BLAST_DAMAGE_OPTION.key, DAMAGES, 'rescue'),
    dynamiteThrow: choiceValue(options, DYNAMITE_THROW_OPTION.key, THROWS, 'lands'),
  };
}

/** The explosives' default readings. */
export const DEFAULT_EXPLOSIVES: ExplosivesReadings = explosivesReadingsFrom({});
