import seedrandom from 'seedrandom';
import { newFaceCounts } from '../src/dice/Dice.ts';
import { DiceStream } from '../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../src/dice/StreamKey.ts';
import { deliberatePolicy } from '../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { NO_SKILLS } from '../src/scenarios/duel/Duellist.ts';
import { duelRules } from '../src/scenarios/duel/DuelRules.ts';
import { runDuels, type DuelSetup } from '../src/scenarios/duel/runDuels.ts';
import { studyCellThroughput } from './studyCellThroughput.ts';
import type { Throughput } from './Throughput.ts';

const DICE_TARGET = 300e6;
const DUEL_TARGET = 1e6;
const SHOOTOUT_TARGET = 20_000;
const met = (ok: boolean): string => (ok ? 'met' : 'MISSED');

/** The dice module's d6 stream, seeded once per throughput. */
const stream = (): DiceStream => new DiceStream(deriveStreamKey(1, 'bench/dice'), 0);

/** The reference duel: two plain Gunmen at 6", both deliberate, rwnn-extended, seed 1, trials from 0. */
function referenceDuel(): DuelSetup {
  const gunman = { cls: 'gunman' as const, skills: NO_SKILLS, policy: deliberatePolicy };
  return {
    a: { ...gunman, name: 'A' },
    b: { ...gunman, name: 'B' },
    range: 6,
    rules: duelRules(rwnnRuleset('rwnn-extended')),
  };
}

/**
 * The suite's in-process throughputs, each divided by the dice floor measured in the same run. A new one is
 * one more entry here, e.g. `{ group: 'stampede', name: 'reference stampede: in-process', unit: 'games/s',
 * noun: 'game', batch: 5_000, prepare: () => (n) => playStampedes(n) }`, its function returning the games
 * played (or `{ units, dice }`); a new group is selectable with `--only` at once.
 *
 * @example THROUGHPUTS.map((t) => t.name)
 */
export const THROUGHPUTS: readonly Throughput[] = [
  {
    group: 'dice',
    name: 'dice: bulk pool fill',
    unit: 'd6/s',
    noun: 'd6',
    batch: 40_000_000,
    prepare() {
      const dice = stream();
      const pool = new Uint8Array(4096);
      return (count) => {
        let sink = 0;
        for (let i = 0; i < count; i += pool.length) sink += dice.fillD6(pool)[17]!;
        return sink > 0 ? count : 0;
      };
    },
    target: (rate, floor) =>
      `target >= 300M/s and within 1.5x of the floor: ${met(rate >= DICE_TARGET && rate * 1.5 >= floor)}`,
  },
  {
    group: 'dice',
    name: 'dice: 6-dice face counts',
    unit: 'd6/s',
    noun: 'd6',
    batch: 40_000_000,
    prepare() {
      const dice = stream();
      const counts = newFaceCounts();
      return (count) => {
        let sink = 0;
        for (let i = 0; i < count; i += 6) sink += dice.rollCounts(6, counts)[6]!;
        return sink >= 0 ? count : 0;
      };
    },
  },
  {
    group: 'dice',
    name: 'dice: single d6()',
    unit: 'd6/s',
    noun: 'd6',
    batch: 40_000_000,
    prepare() {
      const dice = stream();
      return (count) => {
        let sink = 0;
        for (let i = 0; i < count; i++) sink += dice.d6();
        return sink > 0 ? count : 0;
      };
    },
  },
  {
    // seedrandom's own fastest generator, for the record of why the dice module runs its own xoshiro128**.
    group: 'dice',
    name: 'dice: seedrandom xor128 (comparison)',
    unit: 'd6/s',
    noun: 'd6',
    batch: 40_000_000,
    comparison: true,
    prepare() {
      const xor128 = seedrandom.xor128('bench');
      return (count) => {
        let sink = 0;
        for (let i = 0; i < count; i++)
          sink += (((xor128.int32() >>> 0) * 6 * 2.3283064365386963e-10) | 0) + 1;
        return sink > 0 ? count : 0;
      };
    },
  },
  {
    group: 'duel',
    name: 'reference duel: in-process',
    unit: 'duels/s',
    noun: 'duel',
    batch: 1_000_000,
    prepare() {
      const setup = referenceDuel();
      return (count) => {
        const t = runDuels(setup, 1, 0, count);
        return { units: t.trials, dice: t.dice };
      };
    },
    target: (rate) => `target >= 1M/s: ${met(rate >= DUEL_TARGET)}`,
  },
  // The four-a-side main street shootout (the first cell of the editions study: the 1996 rules), played as
  // the runner's workers play it.
  {
    ...studyCellThroughput({
      group: 'shootout',
      name: 'reference shootout: 4-a-side main street, in-process',
      unit: 'games/s',
      noun: 'game',
      batch: 2_000,
      study: 'shootout-editions.yaml',
    }),
    target: (rate: number) => `target >= 20000/s: ${met(rate >= SHOOTOUT_TARGET)}`,
  },
  // A mounted table: four riders charging three men behind cover on the prairie crossing (the first cell of
  // the posse study: Poor cavalry), played as the runner's workers play it. No target yet: the figure is
  // watched for drift, beside the table without horses above.
  studyCellThroughput({
    group: 'shootout',
    name: 'mounted shootout: 4 riders against 3 in cover, in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 500,
    study: 'horse-posse-charge.yaml',
  }),
  // For A Few Dice More's reference duel (a Guard and a Bandit, six-shots, 8U), played as the runner's
  // workers play it.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM reference duel: in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 200_000,
    study: 'fafdm-reference-duel.yaml',
  }),
  // A For A Few Dice More skirmish (the first cell of the skirmish study: the Sheriff and four Guards against
  // the Boss and three Bandits, both advancing), played as the runner's workers play it. No target yet.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM skirmish: 5 against 4 on the town edge, in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 2_000,
    study: 'fafdm-skirmish.yaml',
  }),
  // A For A Few Dice More scenario (the first cell of the bank robbery study, 10.1: the Lawmen and the
  // Outlaws both advancing, the loot bags carried for an edge), played as the runner's workers play it:
  // the scenario's own rules on top of the skirmish. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM scenario: the bank robbery (10.1), in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 1_000,
    study: 'fafdm-bank-robbery.yaml',
  }),
  // A scenario played round a ward (the first cell of the fafdm-prisoner study, 10.1 PRISONER: the keeper walks the arrested bandit to the jail), as the
  // runner's workers play it. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM scenario: the prisoner (10.1 PRISONER), in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 1000,
    study: 'fafdm-prisoner.yaml',
  }),
  // A scenario played round a ward (the first cell of the fafdm-kidnapping study, 10.2: the captor drags the girl for an edge), as the
  // runner's workers play it. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM scenario: the kidnapping (10.2), in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 1000,
    study: 'fafdm-kidnapping.yaml',
  }),
  // A scenario played round a ward (the first cell of the fafdm-murder study, 10.4: the mayor in the bank, the killers at its door), as the
  // runner's workers play it. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM scenario: the murder (10.4), in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 1000,
    study: 'fafdm-murder.yaml',
  }),
  // A scenario played round a ward (the first cell of the fafdm-meeting study, 10.6: the politician, his guard, the sniper and eight civilians), as the
  // runner's workers play it. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM scenario: the meeting (10.6), in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 1000,
    study: 'fafdm-meeting.yaml',
  }),
  // A For A Few Dice More campaign (the first cell of the campaign study: twenty matches, the Lawmen against
  // the Outlaws, $50 a win), played as the runner's workers play it: the matches and everything between
  // them. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'fafdm',
    name: 'FAFDM campaign: 20 matches, Lawmen against Outlaws, in-process',
    unit: 'campaigns/s',
    noun: 'campaign',
    batch: 20,
    study: 'fafdm-campaign.yaml',
  }),
  // A stampede straight at a man on foot (the first cell of the on-foot study: a Citizen who holds), played
  // as the runner's workers play it. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'stampede',
    name: 'reference stampede: a man in its way, in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 20_000,
    study: 'stampede-on-foot.yaml',
  }),
  // A Cattle Drive up a trail past a gunman 4" beside it who fires on every card (the first cell of the
  // ambush study): the Fate deck, the group move on the Joker, the stampede checks and the stampede it sets
  // off. No target yet: the figure is watched for drift.
  studyCellThroughput({
    group: 'stampede',
    name: 'reference cattle drive: ambushed on a trail, in-process',
    unit: 'games/s',
    noun: 'game',
    batch: 10_000,
    study: 'drive-ambush.yaml',
  }),
];
