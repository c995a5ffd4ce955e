import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { blazeAway } from '../../rules/rwnn/blazeAway.ts';
import { newShotOutcome } from '../../rules/rwnn/ShotOutcome.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';
import { hitCountEntries } from './hitCountEntries.ts';
import { BLAZE_READING_OPTIONS, blazeReadingsFrom, EDITION_PARAM } from './blazeReadingOptions.ts';

/** `odds blaze`: blazing away with n dice and a hit cap. */
export const blazeOdds: OddsMechanic = {
  name: 'blaze',
  summary: 'blazing away: hits, running dry and jams',
  source:
    '000 SHOOTING "Blazing away"; 003 SHOOTING; hit caps 000/003 "breach loaders may only hit once ..."',
  params: [
    { name: 'dice', kind: 'int', min: 1, max: 40, describe: 'firing dice after all modifiers' },
    {
      name: 'cap',
      kind: 'int',
      min: 1,
      max: 10,
      default: 3,
      describe: 'hit cap: breech-loader 1, repeating rifle 2, six-shooter 3, +1 per Quick Shot',
    },
    EDITION_PARAM,
  ],
  options: BLAZE_READING_OPTIONS,
  prepare(params, options) {
    const n = intParam(params, 'dice');
    const cap = intParam(params, 'cap');
    const readings = blazeReadingsFrom(params, options);
    const shot = newShotOutcome();
    const counts = newFaceCounts();
    return {
      exact() {
        const hits = new Array<bigint>(cap + 1).fill(0n);
        const gun = { ok: 0n, 'out-of-ammo': 0n, jammed: 0n };
        let total = 0n;
        forEachCategorySplit(n, [1, 1, 4], ([sixes, ones], ways) => {
          blazeAway(sixes!, ones!, cap, readings, shot);
          hits[shot.hits]! += ways;
          gun[shot.gun] += ways;
          total += ways;
        });
        const p = (w: bigint): Fraction => new Fraction(w, total);
        const dist = hits.map(p);
        return [
          ...hitCountEntries(dist),
          { key: 'pOk', label: 'P(gun fine afterwards)', kind: 'probability', exact: p(gun.ok) },
          { key: 'pOutOfAmmo', label: 'P(out of ammo)', kind: 'probability', exact: p(gun['out-of-ammo']) },
          { key: 'pJammed', label: 'P(jammed)', kind: 'probability', exact: p(gun.jammed) },
          { key: 'hits', label: 'P(hits = k)', kind: 'distribution', exact: dist },
        ];
      },
      sample(dice, out) {
        dice.rollCounts(n, counts);
        blazeAway(counts[6]!, counts[1]!, cap, readings, shot);
        out.fill(0);
        out[0] = shot.hits > 0 ? 1 : 0;
        out[1] = shot.hits;
        out[shot.gun === 'ok' ? 2 : shot.gun === 'out-of-ammo' ? 3 : 4] = 1;
        out[5 + shot.hits] = 1;
      },
    };
  },
};
