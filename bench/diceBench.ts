import seedrandom from 'seedrandom';
import { newFaceCounts } from '../src/dice/Dice.ts';
import { DiceStream } from '../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../src/dice/StreamKey.ts';
import type { BenchFigure } from './measure.ts';
import { medianRate } from './measure.ts';

const DICE = 40_000_000;
const TARGET = 300e6;

/**
 * The plainest fast generator there is, as a floor: Marsaglia's xorshift128 inlined in the loop, faces by
 * multiply-shift with no rejection (slightly biased, which the project's dice are not). Nothing simpler
 * produces d6 faster in JavaScript, so the dice module is judged by its ratio to this.
 */
function plainFloor(): number {
  let x = 123456789;
  let y = 362436069;
  let z = 521288629;
  let w = 88675123;
  let sink = 0;
  for (let i = 0; i < DICE; i++) {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = w ^ (w >>> 19) ^ (t ^ (t >>> 8));
    sink += (((w >>> 0) * 6 * 2.3283064365386963e-10) | 0) + 1;
  }
  if (sink === 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return DICE;
}

/** d6 per second: the dice module's bulk fill, face counts and single rolls, beside the plain floor. */
export function diceBench(runs: number): { figures: BenchFigure[]; floor: number } {
  const dice = new DiceStream(deriveStreamKey(1, 'bench/dice'), 0);
  const pool = new Uint8Array(4096);
  const counts = newFaceCounts();
  const floor = medianRate(plainFloor, runs);
  const bulk = medianRate(() => {
    let sink = 0;
    for (let i = 0; i < DICE; i += pool.length) sink += dice.fillD6(pool)[17]!;
    return sink > 0 ? DICE : 0;
  }, runs);
  const pools = medianRate(() => {
    let sink = 0;
    for (let i = 0; i < DICE; i += 6) sink += dice.rollCounts(6, counts)[6]!;
    return sink >= 0 ? DICE : 0;
  }, runs);
  const single = medianRate(() => {
    let sink = 0;
    for (let i = 0; i < DICE; i++) sink += dice.d6();
    return sink > 0 ? DICE : 0;
  }, runs);
  // seedrandom's own fastest generator, for the record of why the dice module runs its own xoshiro128**.
  const xor128 = seedrandom.xor128('bench');
  const viaSeedrandom = medianRate(() => {
    let sink = 0;
    for (let i = 0; i < DICE; i++) sink += (((xor128.int32() >>> 0) * 6 * 2.3283064365386963e-10) | 0) + 1;
    return sink > 0 ? DICE : 0;
  }, runs);
  const vsFloor = (rate: number): string => `${((100 * rate) / floor).toFixed(0)}% of floor`;
  const bulkOk = bulk >= TARGET && bulk * 1.5 >= floor;
  return {
    floor,
    figures: [
      {
        name: 'dice floor: plain xorshift128 d6/s',
        value: floor,
        unit: 'd6/s',
        biggerIsBetter: true,
        extra: 'the floor',
      },
      {
        name: 'dice: bulk pool fill d6/s',
        value: bulk,
        unit: 'd6/s',
        biggerIsBetter: true,
        extra: `${vsFloor(bulk)}; target >= 300M/s and within 1.5x of floor: ${bulkOk ? 'met' : 'MISSED'}`,
      },
      {
        name: 'dice: 6-dice face counts d6/s',
        value: pools,
        unit: 'd6/s',
        biggerIsBetter: true,
        extra: vsFloor(pools),
      },
      {
        name: 'dice: single d6() d6/s',
        value: single,
        unit: 'd6/s',
        biggerIsBetter: true,
        extra: vsFloor(single),
      },
      {
        name: 'seedrandom xor128 d6/s (comparison)',
        value: viaSeedrandom,
        unit: 'd6/s',
        biggerIsBetter: true,
        extra: `${vsFloor(viaSeedrandom)}; biased faces, one closure call per die`,
      },
    ],
  };
}
