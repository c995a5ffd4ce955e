import { Fraction } from '../../exact/Fraction.ts';
import { newFaceCounts } from '../../dice/Dice.ts';
import { hogTieWriggle } from '../../rules/rwnn/lariat/hogTieWriggle.ts';
import { lariatEscape, lariatEscapeModifier, type RopedMan } from '../../rules/rwnn/lariat/lariatEscape.ts';
import { DEFAULT_LARIAT_READINGS, type LariatReadings } from '../../rules/rwnn/lariat/LariatReadings.ts';
import { LARIAT } from '../../rules/rwnn/tables/lariat.ts';
import type { OddsMechanic, ReadingOption } from '../OddsMechanic.ts';
import { choiceValue, flagParam } from '../paramValue.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';
import { WOUND_PARAMS, woundsParam } from './woundParams.ts';

const WOUNDS = ['per-wound', 'per-severity'] as const;

/** The reading of the escape's "Each Wound", as an `--option`. */
export const LARIAT_ESCAPE_OPTION: ReadingOption = {
  key: 'lariat.escapeWounds',
  values: WOUNDS,
  default: DEFAULT_LARIAT_READINGS.escapeWounds,
  describe: '"Each Wound = -1": one a wound, or two for a serious wound',
  entry: 'lariat-escape.md',
};

/** `odds lariat-escape`: a roped man's throw to get free, and a hog-tied man's to wriggle loose (000 Lariats). */
export const lariatEscapeOdds: OddsMechanic = {
  name: 'lariat-escape',
  summary: 'a roped man escaping on 2D6 (6 or more, modified); a hog-tied man wriggling loose',
  source: '000 "Lariats"',
  params: [
    { name: 'strong', kind: 'flag', describe: 'the roped man is Strong (+1)' },
    { name: 'runt', kind: 'flag', describe: 'the roped man is a Runt (-1)' },
    ...WOUND_PARAMS,
  ],
  options: [LARIAT_ESCAPE_OPTION],
  prepare(params, options) {
    const r: LariatReadings = {
      escapeWounds: choiceValue(options, 'lariat.escapeWounds', WOUNDS, DEFAULT_LARIAT_READINGS.escapeWounds),
    };
    const man: RopedMan = {
      strong: flagParam(params, 'strong'),
      runt: flagParam(params, 'runt'),
      wounds: woundsParam(params),
    };
    const counts = newFaceCounts();
    return {
      exact() {
        const mod = lariatEscapeModifier(man, r);
        let escapes = 0;
        forEachTwoDice((a, b) => {
          if (a + b + mod >= LARIAT.escape.atLeast) escapes++;
        });
        // Two or more 6s of three dice: three 6s (1 way) or two and another face (3 places x 5 faces).
        const wriggle = 1 + 3 * 5;
        return [
          {
            key: 'pEscape',
            label: 'P(the roped man escapes)',
            kind: 'probability',
            exact: new Fraction(BigInt(escapes), 36n),
          },
          {
            key: 'pWriggleLoose',
            label: 'P(hog-tied: wriggles loose in one action)',
            kind: 'probability',
            exact: new Fraction(BigInt(wriggle), 216n),
          },
        ];
      },
      sample(dice, out) {
        out[0] = lariatEscape(man, r, dice) ? 1 : 0;
        out[1] = hogTieWriggle(dice, counts) ? 1 : 0;
      },
    };
  },
};
