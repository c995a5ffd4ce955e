import { describe, expect, it } from 'vitest';
import { BlockScheduler, type PlannedBlock } from '../../src/sim/BlockScheduler.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { planRun } from '../../src/sim/planRun.ts';
import { emptyGroupTally } from '../../src/sim/Tally.ts';
import { SMALL_STUDY } from './simKit.ts';

const experiment = checkExperiment({ ...SMALL_STUDY, trials: 1000 }, 'x.yaml');

/** Every block a scheduler hands out, completed at once with an empty tally of the block's size. */
function drain(s: BlockScheduler, plan: ReturnType<typeof planRun>): PlannedBlock[] {
  const out: PlannedBlock[] = [];
  for (let b = s.next(); b; b = s.next()) {
    out.push(b);
    const t = emptyGroupTally(plan.groups[b.group]!.layout);
    t.trials = b.to - b.from;
    s.complete(b, t);
  }
  return out;
}

describe('BlockScheduler', () => {
  it('hands out every trial of every group once, for any block size', () => {
    for (const blockSize of [1, 7, 300, 1000, 5000]) {
      const plan = planRun(experiment, { blockSize });
      const s = new BlockScheduler(plan);
      const blocks = drain(s, plan);
      expect(s.finished).toBe(true);
      for (const g of plan.groups) {
        const mine = blocks.filter((b) => b.group === g.index).sort((a, b) => a.from - b.from);
        expect(mine.reduce((n, b) => n + b.to - b.from, 0)).toBe(1000);
        mine.forEach((b, i) => expect(b.from).toBe(i === 0 ? 0 : mine[i - 1]!.to));
      }
    }
  });

  it('splits the blocks into disjoint shards that together make the whole', () => {
    const all = drain(
      new BlockScheduler(planRun(experiment, { blockSize: 100 })),
      planRun(experiment, { blockSize: 100 }),
    );
    const parts = [1, 2, 3].map((k) => {
      const plan = planRun(experiment, { blockSize: 100, shard: { k, n: 3 } });
      return drain(new BlockScheduler(plan), plan);
    });
    const key = (b: PlannedBlock) => `${b.group}:${b.from}`;
    expect(parts.flat().map(key).sort()).toEqual(all.map(key).sort());
    expect(parts.map((p) => p.length)).toEqual([7, 7, 6]);
  });

  it('continues a checkpointed state without handing out a finished block again', () => {
    const plan = planRun(experiment, { blockSize: 100 });
    const first = new BlockScheduler(plan);
    const b1 = first.next()!;
    const b2 = first.next()!;
    const t = emptyGroupTally(plan.groups[b2.group]!.layout);
    t.trials = 100;
    first.complete(b2, t);
    const resumed = new BlockScheduler(plan, first.states());
    const rest = drain(resumed, plan);
    expect(rest.some((b) => b.group === b2.group && b.from === b2.from)).toBe(false);
    expect(rest.some((b) => b.group === b1.group && b.from === b1.from)).toBe(true);
    expect(rest).toHaveLength(19);
  });
});
