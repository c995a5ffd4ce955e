import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { readingChoice } from '../../../odds/readingChoice.ts';
import type { RwnnRuleset } from '../ruleset/rwnnRuleset.ts';

/**
 * Readings of the nerve passages (000 NERVE and/or Morale; 003 NERVE) that the books leave open or print
 * differently; each is explained in its entry under docs/rules/interpretations/ (nerve-citizen-graze,
 * nerve-retest, nerve-hard-as-nails, nerve-half-friends, nerve-half-friends-when, bossman-nerve,
 * terrifying-nerve, nerve-rerolls).
 *
 * @example const r: NerveReadings = nerveReadings(rwnnRuleset('rwnn-1996')); // r.citizenGraze === 'wound-only'
 */
export interface NerveReadings {
  /** A Citizen is hurt real bad by "any wound or graze" (000) or by "any wound" (003). */
  readonly citizenGraze: 'wound-or-graze' | 'wound-only';
  /**
   * After his first hurt-real-bad test: 000 "He must throw again each time he suffers an additional wound"
   * (`each-wound`), the same counting a Citizen's grazes too (`each-hurt`), or no second test (`once`, 003).
   */
  readonly retest: 'each-wound' | 'each-hurt' | 'once';
  /** Whether a wound Hard as Nails ignored counts towards being hurt real bad. */
  readonly ignoredWound: 'not-counted' | 'counted';
  /** "half of his friends": the others of his side, or the whole side with himself. */
  readonly friends: 'others' | 'whole-side';
  /** The half-down test: once, when the count reaches half; or again each time another friend goes down. */
  readonly halfDownTest: 'once' | 'each-further';
  /** A Bossman killed, knocked out or gone: his side loses his dice, keeps them, or tests at minus three. */
  readonly bossmanDown: 'no-bonus' | 'keeps-bonus' | 'as-failed';
  /** A Terrifying enemy costs nerve dice while he is in the fight, or always. */
  readonly terrifying: 'in-fight' | 'always';
  /** Lucky, Charmed and Cursed touch nerve dice ("each batch of dice he throws"), or not. */
  readonly rerolls: 'all' | 'none';
}

const opt = (
  key: string,
  values: readonly [string, ...string[]],
  describe: string,
  entry: string,
): ReadingOption => ({ key, values, default: values[0], describe, entry: `${entry}.md` });

/**
 * The nerve readings as `--option key=value`, each with its interpretation entry; the first value is the
 * default (`ruleset`: what the ruleset's nerve source, `source.nerve`, prints).
 *
 * @example NERVE_READING_OPTIONS.find((o) => o.key === 'nerve.friends')?.default === 'others'
 */
export const NERVE_READING_OPTIONS: readonly ReadingOption[] = [
  opt(
    'nerve.citizenGraze',
    ['ruleset', 'wound-or-graze', 'wound-only'],
    'a Citizen is hurt real bad by any wound or graze (000) or by any wound (003)',
    'nerve-citizen-graze',
  ),
  opt(
    'nerve.retest',
    ['ruleset', 'each-wound', 'each-hurt', 'once'],
    'after his first hurt-real-bad test he tests again on each further wound (000), each wound or counted graze, or never (003)',
    'nerve-retest',
  ),
  opt(
    'nerve.ignoredWound',
    ['not-counted', 'counted'],
    'a wound Hard as Nails ignored counts towards being hurt real bad, or not',
    'nerve-hard-as-nails',
  ),
  opt(
    'nerve.friends',
    ['others', 'whole-side'],
    '"half of his friends": the others of his side, or the whole side counting himself',
    'nerve-half-friends',
  ),
  opt(
    'nerve.halfDownTest',
    ['once', 'each-further'],
    'the half-down test is taken once when half are down, or again each time another goes down',
    'nerve-half-friends-when',
  ),
  opt(
    'nerve.bossmanDown',
    ['no-bonus', 'keeps-bonus', 'as-failed'],
    'a Bossman killed, knocked out or gone: no dice for his side, his dice as before, or minus three',
    'bossman-nerve',
  ),
  opt(
    'nerve.terrifying',
    ['in-fight', 'always'],
    'a Terrifying enemy costs nerve dice while he is in the fight, or always',
    'terrifying-nerve',
  ),
  opt(
    'nerve.rerolls',
    ['all', 'none'],
    'Lucky, Charmed and Cursed apply to nerve dice, or not',
    'nerve-rerolls',
  ),
];

function choice<T extends string>(o: OptionValues, key: string): T {
  return readingChoice<T>(NERVE_READING_OPTIONS, o, key);
}

/**
 * The nerve readings of a ruleset with the options given. `ruleset` values follow the ruleset's nerve
 * source (`source.nerve`): 000 makes a Citizen hurt real bad on a graze and retests on each further wound;
 * 003 needs a wound and says nothing of a second test. An unknown value is a TypeError naming the key and
 * the allowed values.
 *
 * @example nerveReadings(rwnnRuleset('rwnn-extended'), { 'nerve.retest': 'once' }).retest === 'once'
 */
export function nerveReadings(ruleset: RwnnRuleset, o: OptionValues = {}): NerveReadings {
  const printed1996 = ruleset.options['source.nerve'] === '1996';
  const graze = choice<'ruleset' | NerveReadings['citizenGraze']>(o, 'nerve.citizenGraze');
  const retest = choice<'ruleset' | NerveReadings['retest']>(o, 'nerve.retest');
  return {
    citizenGraze: graze !== 'ruleset' ? graze : printed1996 ? 'wound-only' : 'wound-or-graze',
    retest: retest !== 'ruleset' ? retest : printed1996 ? 'once' : 'each-wound',
    ignoredWound: choice(o, 'nerve.ignoredWound'),
    friends: choice(o, 'nerve.friends'),
    halfDownTest: choice(o, 'nerve.halfDownTest'),
    bossmanDown: choice(o, 'nerve.bossmanDown'),
    terrifying: choice(o, 'nerve.terrifying'),
    rerolls: choice(o, 'nerve.rerolls'),
  };
}
