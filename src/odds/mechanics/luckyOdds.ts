import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { LUCKY_SHOT_DICE, luckyShot, type LuckyAmmoReading } from '../../rules/rwnn/luckyShot.ts';
import { newShotOutcome } from '../../rules/rwnn/ShotOutcome.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue } from '../paramValue.ts';
import { BLAZE_READING_OPTIONS, blazeReadingsFrom, EDITION_PARAM } from './blazeReadingOptions.ts';

const AMMO_READINGS: readonly LuckyAmmoReading[] = ['more-ones-than-sixes', 'as-blazing-away'];

/** The lucky-shot ammunition reading as an `--option`, shared by `odds lucky` and `duel`. */
export const LUCKY_AMMO_OPTION: ReadingOption = {
  key: 'lucky.ammo',
  values: AMMO_READINGS,
  default: 'more-ones-than-sixes',
  describe: "000's 'out of ammo as usual': more 1s than 6s, or the edition's whole blazing-away 1s rule",
  entry: 'lucky-shot-ammo.md',
};

/** `odds lucky`: the lucky shot at zero or fewer firing dice. */
export const luckyOdds: OddsMechanic = {
  name: 'lucky',
  summary: 'the lucky shot at zero or fewer dice: 3 dice, two 6s hit',
  source: '000 SHOOTING "Lucky shots"; 002 "Lucky shots"',
  params: [EDITION_PARAM],
  // Not blaze.jam1996Hits: three dice that jam (three 1s) hold no 6, so there are no hits for it to keep.
  options: [LUCKY_AMMO_OPTION, ...BLAZE_READING_OPTIONS.filter((o) => o.key !== 'blaze.jam1996Hits')],
  refuse(params) {
    // 003 SHOOTING prints no lucky shot (register entry lucky-shot-1996): there is nothing to give odds of.
    return params.edition === '1996'
      ? '--edition 1996: the 1996 rules have no lucky shot (a figure left zero or fewer dice cannot fire); use --edition extended'
      : null;
  },
  prepare(params, options) {
    const ammo = choiceValue(options, 'lucky.ammo', AMMO_READINGS, 'more-ones-than-sixes');
    const readings = blazeReadingsFrom(params, options);
    const shot = newShotOutcome();
    const counts = newFaceCounts();
    return {
      exact() {
        const w = { hit: 0n, 'out-of-ammo': 0n, jammed: 0n, total: 0n };
        forEachCategorySplit(LUCKY_SHOT_DICE, [1, 1, 4], ([sixes, ones], ways) => {
          luckyShot(sixes!, ones!, ammo, readings, shot);
          if (shot.hits > 0) w.hit += ways;
          if (shot.gun !== 'ok') w[shot.gun] += ways;
          w.total += ways;
        });
        return [
          { key: 'pHit', label: 'P(hit)', kind: 'probability', exact: new Fraction(w.hit, w.total) },
          {
            key: 'pOutOfAmmo',
            label: 'P(out of ammo)',
            kind: 'probability',
            exact: new Fraction(w['out-of-ammo'], w.total),
          },
          { key: 'pJammed', label: 'P(jammed)', kind: 'probability', exact: new Fraction(w.jammed, w.total) },
        ];
      },
      sample(dice, out) {
        dice.rollCounts(LUCKY_SHOT_DICE, counts);
        luckyShot(counts[6]!, counts[1]!, ammo, readings, shot);
        out[0] = shot.hits > 0 ? 1 : 0;
        out[1] = shot.gun === 'out-of-ammo' ? 1 : 0;
        out[2] = shot.gun === 'jammed' ? 1 : 0;
      },
    };
  },
};
