import type { Throughput } from './Throughput.ts';

/**
 * The floor every throughput is divided by: Marsaglia's xorshift128 inlined in the loop, faces by
 * multiply-shift with no rejection (slightly biased, which the project's dice are not). Nothing simpler makes
 * d6 faster in JavaScript, so "x% of the floor" says how much of the machine's raw dice speed a piece of work
 * keeps, a figure that moves far less between machines than d6 or duels per second.
 *
 * @example const play = DICE_FLOOR.prepare(); play(1000) === 1000
 */
export const DICE_FLOOR: Throughput = {
  group: 'floor',
  name: 'dice floor: plain xorshift128',
  unit: 'd6/s',
  noun: 'd6',
  batch: 40_000_000,
  prepare: () => (count) => {
    let x = 123456789;
    let y = 362436069;
    let z = 521288629;
    let w = 88675123;
    let sink = 0;
    for (let i = 0; i < count; i++) {
      const t = x ^ (x << 11);
      x = y;
      y = z;
      z = w;
      w = w ^ (w >>> 19) ^ (t ^ (t >>> 8));
      sink += (((w >>> 0) * 6 * 2.3283064365386963e-10) | 0) + 1;
    }
    if (sink === 0) throw new Error('unreachable: keeps the loop from being optimised away');
    return count;
  },
};
