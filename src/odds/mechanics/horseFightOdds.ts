import { newFaceCounts } from '../../dice/Dice.ts';
import { forEachCategorySplit } from '../../exact/forEachCategorySplit.ts';
import { Fraction } from '../../exact/Fraction.ts';
import { newFightHorseSide, OUTFOUGHT, outfoughtAttacker } from '../../rules/rwnn/fight/FightHorse.ts';
import { horseCombatDice, horseFightNumbers } from '../../rules/rwnn/fight/horseCombatDice.ts';
import { fightRound, type FightRound } from '../../rules/rwnn/fightRound.ts';
import {
  fightCallsForControl,
  footResponseOutcome,
  newFootOutcome,
} from '../../rules/rwnn/horse/footResponseOutcome.ts';
import { setHorseFightSides, type HorsebackAttackKind } from '../../rules/rwnn/horse/horseFightSides.ts';
import type { FootResponseId } from '../../rules/rwnn/tables/attackedOnFoot.ts';
import { FIGHTING_MODIFIERS_EXTENDED } from '../../rules/rwnn/tables/fightingModifiers.ts';
import { HORSE_MOVEMENT } from '../../rules/rwnn/tables/horseMovement.ts';
import type { OddsEntry, OddsMechanic } from '../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../paramValue.ts';
import {
  HORSE_FIGHT_READING_OPTIONS,
  horseReadingsFrom,
  RIDER_PARAM,
  riderParam,
} from './horseReadingOptions.ts';

const KINDS: readonly HorsebackAttackKind[] = ['trample', 'passing-blow', 'halt'];
const RESPONSES: readonly FootResponseId[] = ['stand-and-fight', 'dive', 'dodge', 'heroic-leap'];

/** The keys of the 0/1 entries, in the order {@link exchangeFlags} writes them. */
const FLAG_KEYS = [
  ['pDefenderHit', 'P(the man on foot takes at least one hit)'],
  ['pRiderControlThrow', 'P(the rider throws for loss of control after the round)'],
  ['pKnockedDownWinded', 'P(the man is knocked down and winded until the next Joker)'],
  ['pMovesAway', 'P(he dives or dodges a die of inches out of the way)'],
  ['pInSaddle', 'P(his heroic leap puts him in the saddle)'],
  ['pMayStopBolt', 'P(standing unhit, he may throw to stop the bolting horse)'],
] as const;

/**
 * `odds horse-fight`: one exchange between a rider and a man on foot (000 FIGHTING FROM HORSEBACK &
 * TRAMPLING; PASSING BLOWS; ATTACKING CHARACTERS ON FOOT; FIGHTING's "Horse combat only:" lines): the rider's
 * and the man's dice after the horse lines, the round's net hits, and what the man's response and the rider's
 * control make of it. The hits' effects are the fighting chart's (`odds fight` for the dice alone).
 */
export const horseFightOdds: OddsMechanic = {
  name: 'horse-fight',
  summary:
    'a rider against a man on foot: trample, passing blow or halted fight, and the man’s dive, dodge, stand or leap',
  source: '000 FIGHTING FROM HORSEBACK & TRAMPLING; PASSING BLOWS; ATTACKING CHARACTERS ON FOOT; FIGHTING',
  params: [
    RIDER_PARAM,
    {
      name: 'dice',
      kind: 'int',
      min: 0,
      max: 6,
      default: 2,
      describe: "dice of the rider's last movement throw",
    },
    {
      name: 'how',
      kind: 'choice',
      choices: KINDS,
      default: 'trample',
      describe:
        'trample (two dice or more), passing blow (two or more), or halt alongside (one die, or standing)',
    },
    {
      name: 'response',
      kind: 'choice',
      choices: RESPONSES,
      default: 'stand-and-fight',
      describe: 'what the man on foot does (dive is compulsory for Citizens and Yellow characters)',
    },
    {
      name: 'attack',
      kind: 'int',
      min: 0,
      max: 30,
      default: 3,
      describe: "the rider's fighting dice before the horse lines (his row and other modifiers; Fist 3)",
    },
    {
      name: 'defend',
      kind: 'int',
      min: 0,
      max: 30,
      default: 4,
      describe: "the man's fighting dice before the horse lines (Fist 4)",
    },
    { name: 'lance', kind: 'flag', describe: 'the rider carries a mounted lance' },
    { name: 'bolting', kind: 'flag', describe: 'the horse is bolting' },
  ],
  options: HORSE_FIGHT_READING_OPTIONS,
  refuse(params) {
    const rider = riderParam(params);
    const dice = intParam(params, 'dice');
    const how = choiceValue(params, 'how', KINDS, 'trample');
    const move = HORSE_MOVEMENT.classes[rider].dice;
    const max = move.kind === 'always' ? move.count : move.max;
    if (dice > max || (move.kind === 'always' && dice !== 0 && dice !== move.count))
      return `--dice: a ${rider} rider's last throw is ${move.kind === 'always' ? `0 (stopped) or ${max}` : `0..${max}`} dice`;
    if (how === 'halt' && dice > 1)
      return '--how halt: only a last throw of one die (or none) halts alongside';
    if (how !== 'halt' && dice < 2)
      return `--how ${how}: only a last throw of two dice or more tramples or passes`;
    return null;
  },
  prepare(params, options) {
    const r = horseReadingsFrom(options);
    const how = choiceValue(params, 'how', KINDS, 'trample');
    const response = choiceValue(params, 'response', RESPONSES, 'stand-and-fight');
    const bolting = flagParam(params, 'bolting');
    const rider = newFightHorseSide();
    const foot = newFightHorseSide();
    setHorseFightSides(
      {
        rider: riderParam(params),
        movementDice: intParam(params, 'dice'),
        kind: how,
        lance: flagParam(params, 'lance'),
        response,
      },
      rider,
      foot,
    );
    const numbers = horseFightNumbers(FIGHTING_MODIFIERS_EXTENDED.modifiers);
    const nA = Math.max(0, intParam(params, 'attack') + horseCombatDice(numbers, rider));
    const nD = Math.max(0, intParam(params, 'defend') + horseCombatDice(numbers, foot));
    const round: FightRound = { netHits: 0, attackerKnockedDown: false };
    const outcome = newFootOutcome();
    /** The 0/1 observations of one round with these 6s, into `out` from `at`. */
    const exchangeFlags = (sA: number, sD: number, out: Float64Array, at: number): number => {
      fightRound(sA, sD, round);
      const hit = round.netHits > 0;
      const outthrown =
        round.attackerKnockedDown && outfoughtAttacker(rider, foot) === OUTFOUGHT.controlThrow;
      footResponseOutcome(
        response,
        { trample: how === 'trample', attackerSixes: sA, defenderSixes: sD, hit, horseBolting: bolting },
        r,
        outcome,
      );
      // LOSS OF CONTROL 4: "As a result of attempting to trample a character", whatever the round.
      const control = how === 'trample' || fightCallsForControl(r, false, outthrown);
      out[at] = hit ? 1 : 0;
      out[at + 1] = control ? 1 : 0;
      out[at + 2] = outcome.knockedDownWinded ? 1 : 0;
      out[at + 3] = outcome.movesAway ? 1 : 0;
      out[at + 4] = outcome.inSaddle ? 1 : 0;
      out[at + 5] = outcome.mayStopBolt ? 1 : 0;
      return round.netHits;
    };
    const countsA = newFaceCounts();
    const countsD = newFaceCounts();
    return {
      exact(): readonly OddsEntry[] {
        const flags = new Array<bigint>(FLAG_KEYS.length).fill(0n);
        const net = new Array<bigint>(nA + 1).fill(0n);
        const seen = new Float64Array(FLAG_KEYS.length);
        let total = 0n;
        forEachCategorySplit(nA, [1, 5], ([sA], wa) => {
          forEachCategorySplit(nD, [1, 5], ([sD], wd) => {
            const w = wa * wd;
            net[exchangeFlags(sA!, sD!, seen, 0)]! += w;
            for (let i = 0; i < seen.length; i++) if (seen[i] === 1) flags[i]! += w;
            total += w;
          });
        });
        return [
          {
            key: 'attackDice',
            label: "rider's dice after the horse lines",
            kind: 'expectation',
            exact: new Fraction(BigInt(nA), 1n),
          },
          {
            key: 'defendDice',
            label: "man's dice after the horse lines",
            kind: 'expectation',
            exact: new Fraction(BigInt(nD), 1n),
          },
          ...FLAG_KEYS.map(([key, label], i): OddsEntry => ({
            key,
            label,
            kind: 'probability',
            exact: new Fraction(flags[i]!, total),
          })),
          {
            key: 'netHits',
            label: 'P(net hits = k)',
            kind: 'distribution',
            exact: net.map((w) => new Fraction(w, total)),
          },
        ];
      },
      sample(dice, out) {
        out.fill(0);
        out[0] = nA;
        out[1] = nD;
        const sA = dice.rollCounts(nA, countsA)[6]!;
        const sD = nD > 0 ? dice.rollCounts(nD, countsD)[6]! : 0;
        const hits = exchangeFlags(sA, sD, out, 2);
        out[2 + FLAG_KEYS.length + hits] = 1;
      },
    };
  },
};
