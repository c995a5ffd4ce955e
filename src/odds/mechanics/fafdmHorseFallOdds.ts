import { Fraction } from '../../exact/Fraction.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmCounts } from '../../rules/fafdm/FafdmLog.ts';
import { fafdmReadingsFrom } from '../../rules/fafdm/FafdmReadings.ts';
import { OPEN_GROUND } from '../../rules/fafdm/FafdmShotSituation.ts';
import { HORSE_SHOT_TOTAL, horseAfterShot } from '../../rules/fafdm/horse/horseFalls.ts';
import { FALL_DAMAGE_OPTION, HORSE_FALL_OPTION } from '../../rules/fafdm/horse/horseOptions.ts';
import { HorseState } from '../../rules/fafdm/horse/HorseState.ts';
import { REFLEXES_OPTION } from '../../rules/fafdm/reflexes/reflexesOption.ts';
import { passingDice } from '../../rules/fafdm/reflexes/reflexesTest.ts';
import { rescueWounds } from '../../rules/fafdm/rescueWounds.ts';
import { shotDamage } from '../../rules/fafdm/shotDamage.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import type { OddsMechanic } from '../OddsMechanic.ts';
import { flagParam, intParam } from '../paramValue.ts';
import { forEachTwoDice } from './forEachTwoDice.ts';

/** The rider's COS in the sampled form: enough that no fall eliminates him (the fall takes one wound). */
const RIDER_COS = 9;

/**
 * `odds fafdm-horse-fall`: one shooting test at a rider (001 4.2, 4.2.2): does his horse fall, and is he
 * wounded by the fall? `--score` is the test without its die (SHOT + weapon bonus + every Tab.3 modifier,
 * the horse's row included); a miss, or a shot of 7 (`fafdm.horseFall`), throws 1D6 for the horse, a 6
 * brings it down; from a running horse (`--running`) the rider then takes a reflexes test (one die of two,
 * `fafdm.reflexes`) and failing it, the fall (`fafdm.fallDamage`: one wound, or one damage through the
 * rescue test). The sampled form plays the games' `horseAfterShot`.
 */
export const fafdmHorseFallOdds: OddsMechanic = {
  name: 'fafdm-horse-fall',
  summary: 'For A Few Dice More: a shot at a rider brings his horse down, and the fall wounds him',
  source: '001 4.2 FIRE (a shot of 7 at a man on a horse), 4.2.2 (a miss), 2.4 REFLEXES TEST',
  params: [
    {
      name: 'score',
      kind: 'int',
      min: -6,
      max: 18,
      describe:
        'the shooting test without its die: SHOT + weapon bonus + Tab.3 modifiers (horse rows included)',
    },
    { name: 'ref', kind: 'int', min: 0, max: 12, describe: "the rider's REF" },
    { name: 'running', kind: 'flag', describe: 'his horse runs (the reflexes test and the fall)' },
  ],
  options: [HORSE_FALL_OPTION, FALL_DAMAGE_OPTION, REFLEXES_OPTION],
  prepare(params, options) {
    const score = intParam(params, 'score');
    const ref = intParam(params, 'ref');
    const running = flagParam(params, 'running');
    const r = fafdmReadingsFrom(options);
    const h = r.horse!;
    const bandit = FAFDM_BANDS.outlaws.characters.bandit;
    const shooter = new FafdmFigure('Shooter', bandit, 'six-shot');
    const rider = new FafdmFigure('Rider', { ...bandit, ref, cos: RIDER_COS }, 'six-shot');
    rider.horse = new HorseState('horse', true);
    const counts: FafdmCounts = { shots: 0, hits: 0, wounds: 0, panics: 0 };
    return {
      exact() {
        // Shot dice that throw the 1D6 for the horse, a miss (4.2.2) or the hit the reading names (4.2); then
        // one face of six (a 6) brings it down: triggers / 36.
        let triggers = 0n;
        for (let d = 1; d <= 6; d++) {
          const total = d + score;
          const damage = shotDamage(total, r.shotTable);
          const onHit = h.horseFall === 'total-seven' ? total === HORSE_SHOT_TOTAL : damage === 1;
          if (damage === 0 || onHit) triggers++;
        }
        const falls = new Fraction(triggers, 36n);
        let thrown = 0n;
        forEachTwoDice((d1, d2) => {
          if (passingDice(d1, d2, ref, 0, h.reflexes) < 1) thrown++;
        });
        let hurt = 6n;
        if (h.fallDamage === 'rescue') {
          hurt = 0n;
          for (let d = 1; d <= 6; d++) if (rescueWounds(d + 1 - ref) > 0) hurt++;
        }
        const wounded = running
          ? new Fraction(triggers * thrown * hurt, 36n * 36n * 6n)
          : new Fraction(0n, 1n);
        return [
          { key: 'pHorseFalls', label: 'P(his horse falls)', kind: 'probability', exact: falls },
          { key: 'pRiderWounded', label: 'P(the fall wounds him)', kind: 'probability', exact: wounded },
        ];
      },
      sample(dice, out) {
        rider.reset();
        rider.horse!.gait = running ? 'run' : 'trot';
        const total = dice.d6() + score;
        horseAfterShot(
          shooter,
          rider,
          total,
          shotDamage(total, r.shotTable),
          dice,
          r,
          counts,
          OPEN_GROUND,
          null,
        );
        out[0] = rider.horse!.fallen ? 1 : 0;
        out[1] = rider.cos < RIDER_COS ? 1 : 0;
      },
    };
  },
};
