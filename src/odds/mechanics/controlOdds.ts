import { Fraction } from '../../exact/Fraction.ts';
import { newControlOutcome } from '../../rules/rwnn/horse/ControlOutcome.ts';
import { lossOfControl, nextTurnControl } from '../../rules/rwnn/horse/lossOfControl.ts';
import { BUCKING_SEQUENCE } from '../../rules/rwnn/tables/buckingSequence.ts';
import { DIE_FACES } from '../../rules/rwnn/tables/DieFace.ts';
import { LOSS_OF_CONTROL, type HorseReaction } from '../../rules/rwnn/tables/lossOfControl.ts';
import type { OddsEntry, OddsMechanic } from '../OddsMechanic.ts';
import { intParam } from '../paramValue.ts';
import {
  CONTROL_READING_OPTIONS,
  horseReadingsFrom,
  RIDER_PARAM,
  riderParam,
} from './horseReadingOptions.ts';

const ZERO = new Fraction(0n, 1n);
const ONE = new Fraction(1n, 1n);

/** The chance of a die landing on one of `faces`. */
const onOne = (faces: readonly number[]): Fraction => new Fraction(BigInt(faces.length), 6n);

/** The chance the second throw gives `reaction`. */
function reactionChance(reaction: HorseReaction): Fraction {
  return new Fraction(
    BigInt(DIE_FACES.filter((f) => LOSS_OF_CONTROL.reaction[f].outcome === reaction).length),
    6n,
  );
}

/** x to the power k, k >= 0. */
function pow(x: Fraction, k: number): Fraction {
  let p = ONE;
  for (let i = 0; i < k; i++) p = p.mul(x);
  return p;
}

/**
 * `odds control`: a throw for loss of control and what follows it over `turns` of the rider's turns (000
 * LOSS OF CONTROL and its bucking sequence).
 */
export const controlOdds: OddsMechanic = {
  name: 'control',
  summary: 'a throw for loss of control: keeps it, bucks, rears, bolts, thrown, still bucking or bolting',
  source: '000 LOSS OF CONTROL, "Bucking sequence"',
  params: [
    RIDER_PARAM,
    {
      name: 'turns',
      kind: 'int',
      min: 1,
      max: 10,
      default: 1,
      describe:
        "the rider's turns counted, the throw's own first: later turns play on a bucking or bolting horse",
    },
  ],
  options: CONTROL_READING_OPTIONS,
  prepare(params, options) {
    const rider = riderParam(params);
    const turns = intParam(params, 'turns');
    const r = horseReadingsFrom(options);
    const out = newControlOutcome();
    return {
      exact(): readonly OddsEntry[] {
        const lost = new Fraction(
          BigInt(DIE_FACES.filter((f) => LOSS_OF_CONTROL.losesControl[f].outcome === 'loses-control').length),
          6n,
        );
        const bucks = lost.mul(reactionChance('bucks'));
        const rears = lost.mul(reactionChance('rears'));
        const bolts = lost.mul(reactionChance('bolts'));
        const regain = onOne(BUCKING_SEQUENCE.regainControl.byClass[rider].faces);
        const partD = onOne(BUCKING_SEQUENCE.thrownOn.byClass[rider].faces);
        // One bucking round: thrown when c fails and d comes up, on again when both fail.
        const roundThrown = ONE.sub(regain).mul(partD);
        const roundOn = ONE.sub(regain).mul(ONE.sub(partD));
        const rounds = r.bucking === 'until-resolved' ? Infinity : turns;
        // Thrown within the rounds played: a geometric sum, in full when played out at once.
        const buckThrown =
          rounds === Infinity
            ? roundThrown.div(ONE.sub(roundOn))
            : roundThrown.mul(ONE.sub(pow(roundOn, rounds))).div(ONE.sub(roundOn));
        const stillBucking = rounds === Infinity ? ZERO : pow(roundOn, rounds);
        const boltRegain =
          rider === 'inept'
            ? ZERO
            : onOne(
                BUCKING_SEQUENCE.regainControl.byClass[r.boltRegain === 'as-inept' ? 'inept' : rider].faces,
              );
        const stillBolting = pow(ONE.sub(boltRegain), turns - 1);
        const riderThrown = r.thrownAgain === 'rider-thrown';
        const p = (key: string, label: string, exact: Fraction): OddsEntry => ({
          key,
          label,
          kind: 'probability',
          exact,
        });
        return [
          p('pKeepsControl', 'P(keeps control)', ONE.sub(lost)),
          p('pBucks', 'P(loses control, the horse bucks)', bucks),
          p('pRears', 'P(loses control, the horse rears)', rears),
          p('pBolts', 'P(loses control, the horse bolts)', bolts),
          p(
            'pThrown',
            'P(rider thrown within the turns)',
            riderThrown ? lost : rears.mul(partD).add(bucks.mul(buckThrown)),
          ),
          p(
            'pStillBucking',
            'P(still bucking after the turns)',
            riderThrown ? ZERO : bucks.mul(stillBucking),
          ),
          p(
            'pStillBolting',
            'P(still on a bolting horse after the turns)',
            riderThrown ? ZERO : bolts.mul(stillBolting),
          ),
        ];
      },
      sample(dice, o) {
        lossOfControl(rider, r, dice, out);
        for (let t = 1; t < turns; t++) nextTurnControl(rider, r, dice, out);
        o[0] = out.lost ? 0 : 1;
        o[1] = out.reaction === 'bucks' ? 1 : 0;
        o[2] = out.reaction === 'rears' ? 1 : 0;
        o[3] = out.reaction === 'bolts' ? 1 : 0;
        o[4] = out.thrown ? 1 : 0;
        o[5] = out.bucking ? 1 : 0;
        o[6] = out.bolting ? 1 : 0;
      },
    };
  },
};
