import { newFaceCounts } from '../../dice/Dice.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { bowShot, newBowShot, type BrokenStringHits } from '../../rules/rwnn/indian/bowShot.ts';
import type { IndianClass } from '../../rules/rwnn/tables/IndianClass.ts';
import { INDIAN_WEAPONS } from '../../rules/rwnn/tables/indianWeapons.ts';
import type { OddsEntry, OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, intParam } from '../paramValue.ts';

const CLASSES: readonly IndianClass[] = ['young-blood', 'warrior', 'mighty-warrior'];
const HITS: readonly BrokenStringHits[] = ['stand', 'lost'];

/** The reading of a throw with more 1s than 6s, as an `--option`. */
export const BROKEN_STRING_OPTION: ReadingOption = {
  key: 'bows.brokenStringHits',
  values: HITS,
  default: 'stand',
  describe: 'a throw with more 1s than 6s ends the bow; its 6s still hit, or the throw misses',
  entry: 'bow-broken-string.md',
};

/** `odds bow`: an Indian's bow shot, deliberate, hits by class, a broken string (000 INDIAN WEAPONS, "Bows"). */
export const bowOdds: OddsMechanic = {
  name: 'bow',
  summary: "a bow's shot: hits up to 1, 2 or 3 by class, and the bow out of action",
  source: '000 INDIAN WEAPONS, "Bows"',
  params: [
    {
      name: 'dice',
      kind: 'int',
      min: 0,
      max: 12,
      default: 3,
      describe: 'firing dice, from the pistol row with long range to 24" and the modifiers',
    },
    {
      name: 'class',
      kind: 'choice',
      choices: CLASSES,
      default: 'warrior',
      describe: 'the bowman: Young Blood (1 hit at most), Warrior (2), Mighty Warrior (3)',
    },
  ],
  options: [BROKEN_STRING_OPTION],
  prepare(params, options) {
    const n = intParam(params, 'dice');
    const shooter = choiceValue(params, 'class', CLASSES, 'warrior');
    const reading = choiceValue(options, 'bows.brokenStringHits', HITS, 'stand');
    const cap = INDIAN_WEAPONS.bows.deliberate.maxHits[shooter];
    const counts = newFaceCounts();
    const out = newBowShot();
    return {
      exact(): readonly OddsEntry[] {
        // Sixes, ones and the other four faces: each split's ways out of 6^n.
        const hits = new Array<bigint>(cap + 1).fill(0n);
        let broken = 0n;
        forEachCategorySplit(n, [1, 1, 4], ([sixes, ones], ways) => {
          const out = ones! > sixes!;
          if (out) broken += ways;
          hits[out && reading === 'lost' ? 0 : Math.min(sixes!, cap)]! += ways;
        });
        const total = 6n ** BigInt(n);
        return [
          {
            key: 'hits',
            label: 'P(hits = k)',
            kind: 'distribution',
            exact: hits.map((w) => new Fraction(w, total)),
          },
          {
            key: 'pOutOfAction',
            label: 'P(more 1s than 6s: the bow cannot be fired again)',
            kind: 'probability',
            exact: new Fraction(broken, total),
          },
        ];
      },
      sample(dice, o) {
        bowShot(n, shooter, reading, dice, counts, out);
        for (let k = 0; k <= cap; k++) o[k] = k === out.hits ? 1 : 0;
        o[cap + 1] = out.outOfAction ? 1 : 0;
      },
    };
  },
};
