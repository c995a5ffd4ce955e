import { existsSync, readFileSync, rmSync } from 'node:fs';
import { SimError } from '../sim/SimError.ts';
import { writeFileAtomic } from '../sim/writeFileAtomic.ts';
import type { PointSampler, SampleReply, SampleRequest } from './PointSampler.ts';

/**
 * A balance search's checkpoint: every reply the samplers gave so far, by slice and request. The search is
 * a deterministic function of those replies, so a resumed search replays them and asks the runner only
 * for what is missing, ending exactly where an unbroken search would.
 *
 * @example { format: 'triggernometry/balance-checkpoint@1', id: '5be0...', replies: { 'base|0,4|0-4|0-2000': ... } }
 */
interface BalanceCheckpoint {
  readonly format: 'triggernometry/balance-checkpoint@1';
  readonly id: string;
  readonly replies: Record<string, SampleReply>;
}

const requestKey = (slice: string, r: SampleRequest): string =>
  `${slice}|${r.points.join(',')}|${r.pairs.map((p) => p.join('-')).join(',')}|${r.from}-${r.to}`;

/**
 * The replies of a search, kept in a checkpoint file when one is given (written atomically after every
 * reply), and read back from it on resume. `id` names the search (experiment, seed, axis, metric, design):
 * a checkpoint of another search is refused.
 *
 * @example const log = new ReplayLog('reports/x/balance/checkpoint.json', id, true); const s = log.wrap('base', sampler);
 */
export class ReplayLog {
  private readonly replies: Record<string, SampleReply> = {};
  /** Replies taken from the checkpoint rather than played. */
  replayed = 0;

  constructor(
    private readonly path: string | null,
    private readonly id: string,
    resume: boolean,
  ) {
    if (!path || !existsSync(path)) return;
    if (!resume)
      throw new SimError(
        'bad-request',
        `a checkpoint of an interrupted search is at ${path}: pass --resume to continue it, or delete it to start afresh`,
      );
    const saved = JSON.parse(readFileSync(path, 'utf8')) as BalanceCheckpoint;
    if (saved.format !== 'triggernometry/balance-checkpoint@1' || saved.id !== id)
      throw new SimError('checkpoint-mismatch', `${path} is the checkpoint of another search`);
    Object.assign(this.replies, saved.replies);
  }

  /** The sampler of one slice, answering from the log where it can. */
  wrap(slice: string, sampler: PointSampler): PointSampler {
    return {
      proportion: sampler.proportion,
      paired: sampler.paired,
      sample: async (request) => {
        const key = requestKey(slice, request);
        const known = this.replies[key];
        if (known) {
          this.replayed++;
          return known;
        }
        const reply = await sampler.sample(request);
        this.replies[key] = reply;
        this.save();
        return reply;
      },
    };
  }

  /** The search ended: its checkpoint is no longer needed. */
  finish(): void {
    if (this.path) rmSync(this.path, { force: true });
  }

  private save(): void {
    if (!this.path) return;
    const checkpoint: BalanceCheckpoint = {
      format: 'triggernometry/balance-checkpoint@1',
      id: this.id,
      replies: this.replies,
    };
    writeFileAtomic(this.path, JSON.stringify(checkpoint));
  }
}
