import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Shard } from '../../sim/Shard.ts';
import { SimError } from '../../sim/SimError.ts';
import { writeFileAtomic } from '../../sim/writeFileAtomic.ts';
import type { PointSums } from '../PointSampler.ts';

/** One played block of a fair-cost study: its cells' and pairs' integer sums. */
export interface BlockSums {
  readonly cells: readonly PointSums[];
  readonly pairs: readonly PointSums[];
}

/**
 * A fair-cost study's ledger file: the study it belongs to (`planId`: the study, its seed and trials), the
 * shard it plays (or null for all of it) and every block played so far by its global index. Sums are exact
 * integers, so blocks added in any order, from any split, give the same bits.
 *
 * @example { format: 'triggernometry/fair-cost-blocks@1', planId: '5be0...', shard: '2/3', blocks: { '4': ... } }
 */
interface LedgerFile {
  readonly format: 'triggernometry/fair-cost-blocks@1';
  readonly planId: string;
  readonly study: string;
  readonly shard: string | null;
  readonly total: number;
  readonly blocks: Record<string, BlockSums>;
}

const FORMAT = 'triggernometry/fair-cost-blocks@1';
const shardText = (s: Shard | null): string | null => (s === null ? null : `${s.k}/${s.n}`);

function readLedger(path: string, planId: string): LedgerFile {
  let saved: LedgerFile;
  try {
    saved = JSON.parse(readFileSync(path, 'utf8')) as LedgerFile;
  } catch (error) {
    throw new SimError(
      'checkpoint-mismatch',
      `${path} is not a readable fair-cost ledger (${String(error)})`,
    );
  }
  if (saved.format !== FORMAT || saved.planId !== planId)
    throw new SimError(
      'checkpoint-mismatch',
      `${path} belongs to another fair-cost study (${saved.study ?? '?'}): use the same file, --seed and --trials, or delete it`,
    );
  return saved;
}

/**
 * The blocks of a fair-cost study played so far, kept in `path` (written atomically after every block) so
 * that an interrupted study resumes where it stopped (`resume`), a shard's blocks can be merged with the
 * others', and the study's sums come out the same for any split.
 *
 * @example const ledger = new FairCostLedger(join(out, 'faircost-blocks.json'), planId, 'fafdm-characters', 40, null, false);
 */
export class FairCostLedger {
  private readonly blocks: Record<string, BlockSums> = {};
  /** Blocks taken from the file rather than played. */
  readonly kept: number;

  constructor(
    private readonly path: string,
    private readonly planId: string,
    private readonly study: string,
    readonly total: number,
    readonly shard: Shard | null,
    resume: boolean,
  ) {
    if (path === '' || !existsSync(path)) {
      if (resume) throw new SimError('bad-request', `--resume: there is no fair-cost ledger at ${path}`);
      this.kept = 0;
      return;
    }
    if (!resume)
      throw new SimError(
        'bad-request',
        `the blocks of an interrupted fair-cost study are at ${path}: pass --resume to continue it, or delete it to start afresh`,
      );
    const saved = readLedger(path, planId);
    if (saved.shard !== shardText(shard))
      throw new SimError(
        'checkpoint-mismatch',
        `${path} holds shard ${saved.shard ?? 'none'}, not ${shardText(shard) ?? 'the whole study'}: resume with the same --shard`,
      );
    Object.assign(this.blocks, saved.blocks);
    this.kept = Object.keys(saved.blocks).length;
  }

  /** Whether this run plays block `i` (its shard's) and has not yet. */
  wants(i: number): boolean {
    return (this.shard === null || i % this.shard.n === this.shard.k - 1) && this.blocks[i] === undefined;
  }

  /** Keeps a played block in memory only. */
  keep(i: number, sums: BlockSums): void {
    this.blocks[i] = sums;
  }

  /** Records a played block and saves the ledger. */
  record(i: number, sums: BlockSums): void {
    this.blocks[i] = sums;
    this.save();
  }

  /**
   * Writes the ledger as it stands. Saved before the first block too, so that a study killed before any
   * block came back (a queue's blocks are all out at once) still resumes, re-attaching to its jobs.
   */
  save(): void {
    const file: LedgerFile = {
      format: FORMAT,
      planId: this.planId,
      study: this.study,
      shard: shardText(this.shard),
      total: this.total,
      blocks: this.blocks,
    };
    writeFileAtomic(this.path, JSON.stringify(file));
  }

  /** Takes in the blocks of the shards' ledgers at `paths` (of this same study). */
  merge(paths: readonly string[]): void {
    for (const p of paths) {
      if (!existsSync(p)) throw new SimError('bad-request', `--merge: no fair-cost ledger at ${p}`);
      Object.assign(this.blocks, readLedger(p, this.planId).blocks);
    }
  }

  /** Block `i`'s sums; throws when it was never played (a shard missing from a merge). */
  block(i: number): BlockSums {
    const b = this.blocks[i];
    if (b === undefined)
      throw new SimError(
        'merge-refused',
        `block ${i} of ${this.total} has not been played: merge the ledgers of every shard (--merge)`,
      );
    return b;
  }

  /** The study is done: its ledger is no longer needed. */
  finish(): void {
    rmSync(this.path, { force: true });
  }
}
