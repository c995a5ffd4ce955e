import { performance } from 'node:perf_hooks';
import { gunPrice } from '../../rules/fafdm/campaign/equipmentTable.ts';
import { FAFDM_BANDS, type FafdmCharacterRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import type { BlockExecutor } from '../../sim/BlockExecutor.ts';
import { inlineExecutor } from '../../sim/inlineExecutor.ts';
import { SimError } from '../../sim/SimError.ts';
import { playBlockTwice } from '../playBlockTwice.ts';
import { gitCommit, toolVersion } from '../../sim/toolInfo.ts';
import { addSums, emptySums, type PointSums } from '../PointSampler.ts';
import type { FairCostGroup } from './fairCostCells.ts';
import { FAIR_COST_METRIC, fairCostPlan, type StudyBlock } from './fairCostPlan.ts';
import type { FairCostResults, FairCostRow, FairCostStudy, FairCostVerdict } from './FairCostStudy.ts';
import { worthRatio } from './worthRatio.ts';
import { FairCostLedger, type BlockSums } from './FairCostLedger.ts';
import { contentHash } from '../../sim/contentHash.ts';
import type { Shard } from '../../sim/Shard.ts';

const Z95 = 1.959963984540054;

/** Sums of a band's cells and of its pairs, added block by block. */
interface GroupSums {
  readonly cells: PointSums[];
  readonly pairs: PointSums[];
}

function verdict(listed: number, ci: readonly [number, number] | null): FairCostVerdict {
  if (!ci) return 'unknown';
  return listed > ci[1] ? 'over' : listed < ci[0] ? 'under' : 'within';
}

const rate = (s: PointSums): number => s.sum / s.n;

function rowsOf(
  study: FairCostStudy,
  g: FairCostGroup,
  sums: GroupSums,
  referenceCost: number,
): FairCostRow[] {
  // Weapons are priced as a swap for the six-shot, whose own Tab.15 price is taken as fair.
  const offset = study.price === 'weapons' ? gunPrice('six-shot') : 0;
  return g.subjects.map((s, k) => {
    const w = worthRatio(
      {
        base: sums.cells[0]!,
        reference: sums.cells[1]!,
        subject: sums.cells[k + 2]!,
        referenceMinusBase: sums.pairs[0]!,
        subjectMinusBase: sums.pairs[1 + 2 * k]!,
        subjectMinusReference: sums.pairs[2 + 2 * k]!,
      },
      Z95,
    );
    const dollars = (r: number): number => offset + referenceCost * r;
    const ci = w.ci ? ([dollars(w.ci[0]), dollars(w.ci[1])] as const) : null;
    return {
      band: g.band.band,
      subject: s.subject,
      name: s.name,
      listed: s.listed,
      fair: { estimate: dollars(w.estimate), ci95: ci },
      verdict: verdict(s.listed, ci),
      winRate: {
        base: rate(sums.cells[0]!),
        subject: rate(sums.cells[k + 2]!),
        reference: rate(sums.cells[1]!),
      },
      logit: { subject: w.subjectLogit, reference: w.referenceLogit },
    };
  });
}

/** How a fair-cost study is played: where its ledger is kept, which shard, what to merge, when to stop. */
export interface FairCostRunOptions {
  /** The ledger file of played blocks (null: none is kept, as in a test). */
  readonly ledgerPath?: string | null;
  readonly resume?: boolean;
  /** Play only this slice of the blocks (block i is shard (i mod n) + 1), and price nothing yet. */
  readonly shard?: Shard | null;
  /** The ledgers of the shards to price from, instead of playing. */
  readonly merge?: readonly string[];
  readonly signal?: AbortSignal;
  /** Told after every block this run plays: blocks done (kept ones included) and the total to play. */
  readonly onBlock?: (done: number, total: number) => void;
}

/** What a shard's run leaves: its blocks are in the ledger, for `--merge`. */
export interface FairCostShardDone {
  readonly shard: string;
  readonly blocks: number;
  readonly total: number;
  readonly ledger: string;
}

/**
 * Plays a fair-cost study and prices every subject in dollars: for each band, its base skirmish, the same
 * with the reference character added to the opponent, and the same with each subject added (or swapped
 * in), all on the band's trial streams (common random numbers); the logistic model's steps give each
 * subject's worth in reference characters ({@link worthRatio}), times the reference's listed cost. Blocks
 * go through the runner's block code on any executor and are summed as integers, so the result (and its
 * `digest`) does not depend on the number of workers, on a resumed interruption or on a split into shards.
 *
 * @example const results = await runFairCostStudy(readFairCostStudy(file), poolExecutor(4));
 */
export async function runFairCostStudy(
  study: FairCostStudy,
  executor: BlockExecutor = inlineExecutor(),
  options: FairCostRunOptions = {},
): Promise<FairCostResults> {
  const r = await playFairCostStudy(study, executor, { ...options, shard: null });
  if ('shard' in r) throw new SimError('bad-request', 'a shard of a study prices nothing');
  return r;
}

/**
 * {@link runFairCostStudy}, or with `options.shard` one slice of its blocks kept in the ledger for a later
 * `merge`. Stopped by `options.signal`, it throws an `interrupted` error once the blocks in flight are in
 * the ledger.
 *
 * @example const done = await playFairCostStudy(study, executor, { ledgerPath, shard: { k: 1, n: 2 } });
 */
export async function playFairCostStudy(
  study: FairCostStudy,
  executor: BlockExecutor = inlineExecutor(),
  options: FairCostRunOptions = {},
): Promise<FairCostResults | FairCostShardDone> {
  const started = performance.now();
  try {
    const { groups, blocks, planId } = fairCostPlan(study);
    const shard = options.shard ?? null;
    const ledgerPath = options.ledgerPath ?? null;
    const ledger = new FairCostLedger(
      ledgerPath ?? '',
      planId,
      study.name,
      blocks.length,
      shard,
      ledgerPath !== null && options.resume === true,
    );
    const save = ledgerPath !== null;
    if (options.merge) ledger.merge(options.merge);
    else {
      if (save) ledger.save();
      await playBlocks(blocks, executor, ledger, save, options);
    }
    if (options.signal?.aborted === true)
      throw new SimError(
        'interrupted',
        `stopped; the blocks played so far are in ${ledgerPath ?? 'no ledger'}`,
      );
    if (shard !== null)
      return {
        shard: `${shard.k}/${shard.n}`,
        blocks: blocks.filter((_, i) => i % shard.n === shard.k - 1).length,
        total: blocks.length,
        ledger: ledgerPath ?? '',
      };
    const sums: GroupSums[] = groups.map((_, g) => {
      const first = blocks.find((b) => b.group === g)!.task;
      return { cells: first.cells.map(() => emptySums()), pairs: first.pairs.map(() => emptySums()) };
    });
    blocks.forEach((b, i) => {
      const played = ledger.block(i);
      played.cells.forEach((c, k) => addSums(sums[b.group]!.cells[k]!, c));
      played.pairs.forEach((p, k) => addSums(sums[b.group]!.pairs[k]!, p));
    });
    const refCard = (FAFDM_BANDS[study.opponent.band].characters as Record<string, FafdmCharacterRow>)[
      study.reference
    ]!;
    const rows = groups.flatMap((g, i) => rowsOf(study, g, sums[i]!, refCard.cost));
    const cells = groups.reduce((n, g) => n + 2 + g.subjects.length, 0);
    if (save && !options.merge) ledger.finish();
    return {
      format: 'triggernometry/fair-cost@1',
      study: study.name,
      description: study.description,
      price: study.price,
      seed: String(study.seed),
      trialsPerCell: study.trials,
      games: cells * study.trials,
      digest: contentHash({ planId, sums }),
      reference: { character: `${study.opponent.band}/${study.reference}`, cost: refCard.cost },
      opponent: study.opponent,
      rows,
      provenance: {
        version: toolVersion(),
        gitCommit: gitCommit(),
        workers: executor.workers,
        wallTimeSeconds: Math.round(performance.now() - started) / 1000,
      },
    };
  } finally {
    await executor.close();
  }
}

/** Plays the blocks the ledger wants, a window of them at a time, recording each as it ends; none after a stop. */
async function playBlocks(
  blocks: readonly StudyBlock[],
  executor: BlockExecutor,
  ledger: FairCostLedger,
  save: boolean,
  { signal, onBlock }: FairCostRunOptions,
): Promise<void> {
  const pending = blocks.map((_, i) => i).filter((i) => ledger.wants(i));
  const mine = blocks.filter((_, i) => ledger.shard === null || i % ledger.shard.n === ledger.shard.k - 1);
  let next = 0;
  let done = mine.length - pending.length;
  const lane = async (): Promise<void> => {
    while (next < pending.length && signal?.aborted !== true) {
      const i = pending[next++]!;
      const tally = await playBlockTwice(executor, blocks[i]!.task, blocks[i]!.group);
      const sums: BlockSums = {
        cells: tally.cells.map((c) => c.metrics[FAIR_COST_METRIC]!),
        pairs: tally.pairs.map((p) => p.differences[FAIR_COST_METRIC]!),
      };
      if (save) ledger.record(i, sums);
      else ledger.keep(i, sums);
      onBlock?.(++done, mine.length);
    }
  };
  const window = executor.window ?? Math.max(1, 2 * executor.workers);
  await Promise.all(Array.from({ length: Math.min(window, pending.length) }, lane));
}
