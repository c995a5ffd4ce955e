import { describe, expect, it } from 'vitest';
import { BlockPlay } from '../../src/sim/BlockPlay.ts';
import { BlockScheduler } from '../../src/sim/BlockScheduler.ts';
import { blockTaskOf } from '../../src/sim/blockTaskOf.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { inlineExecutor } from '../../src/sim/inlineExecutor.ts';
import { planRun } from '../../src/sim/planRun.ts';
import { runBlock } from '../../src/sim/runBlock.ts';
import { watchSlots } from '../../src/sim/watchSlots.ts';
import { SMALL_STUDY } from './simKit.ts';

/** The first block of the small study, 600 trials of its first group. */
function firstTask() {
  const plan = planRun(checkExperiment(SMALL_STUDY, 'small-study'), { blockSize: 600 });
  const block = new BlockScheduler(plan).next()!;
  return { task: blockTaskOf(plan, block, []), block };
}

describe('BlockPlay: a block played in stretches', () => {
  it('gives the tally of the block played in one go, however it is cut, and counts its trials as it goes', () => {
    const { task } = firstTask();
    const whole = runBlock(task);
    expect(whole.ok).toBe(true);
    for (const cut of [1, 3, 16, 17, 250]) {
      const play = new BlockPlay(task);
      const played = new Int32Array(2);
      const counts: number[] = [];
      while (!play.done) {
        // Each stretch ends at the first check (every 16 trials) past `cut` more trials.
        const stop = play.played + cut;
        play.play(() => play.played >= stop, played, 1);
        counts.push(Atomics.load(played, 1));
      }
      expect(play.outcome()).toEqual(whole);
      expect(counts.at(-1)).toBe(600);
      expect(counts.length).toBeGreaterThan(1);
      // The shared count follows the trials played, stretch by stretch, and never goes back.
      expect(counts.every((c, i) => i === 0 || c > counts[i - 1]!)).toBe(true);
      expect(played[0]).toBe(0);
    }
  });

  it('refuses to give the tally of a block not played to its end', () => {
    const play = new BlockPlay(firstTask().task);
    play.play(() => true);
    expect(play.played).toBe(16);
    expect(() => play.outcome()).toThrow(/not played to its end/);
  });

  it('names an unknown scenario as a failed outcome, not a throw', () => {
    const play = new BlockPlay({ ...firstTask().task, scenario: 'no-such' });
    expect(play.done).toBe(true);
    expect(play.outcome()).toMatchObject({ ok: false, message: 'no scenario "no-such" is registered here' });
  });
});

describe('inlineExecutor: a block in the calling thread stops when asked', () => {
  it('plays the same tally as runBlock, and abandons the block when the run is stopped', async () => {
    const { task, block } = firstTask();
    const stop = new AbortController();
    const slots = watchSlots(1, stop.signal);
    const watch = slots.take(block)!;
    expect(slots.take(block)).toBeNull();
    expect(await inlineExecutor().run(task, block, watch)).toEqual(runBlock(task));
    expect(slots.inFlight(() => 4)).toBe(600 * 4);
    slots.release(watch);
    expect(slots.inFlight(() => 4)).toBe(0);

    stop.abort();
    const again = slots.take(block)!;
    expect(slots.inFlight(() => 4)).toBe(0);
    await expect(inlineExecutor().run(task, block, again)).rejects.toThrow(/stopped before/);
  });
});
