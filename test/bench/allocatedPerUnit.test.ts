import { describe, expect, it } from 'vitest';
import { allocatedPerUnit } from '../../bench/allocatedPerUnit.ts';
import type { Throughput } from '../../bench/Throughput.ts';

/**
 * A throughput whose every unit allocates one array of `doubles` fractions (or nothing, for 0): a plain array,
 * whose elements live on the heap (a typed array's would not).
 */
function allocating(doubles: number): Throughput {
  return {
    group: 'test',
    name: `allocates ${doubles}`,
    unit: 'units/s',
    noun: 'unit',
    batch: 2_000,
    prepare() {
      const keep: number[][] = [];
      return (count) => {
        let sink = 0;
        for (let i = 0; i < count; i++) {
          if (doubles > 0) {
            const a = new Array<number>(doubles).fill(i + 0.5);
            sink += a[doubles - 1]!;
            // Keep one in a hundred so that not every array dies young.
            if (i % 100 === 0) keep.push(a);
          } else sink += (i * 7) % 3;
        }
        if (keep.length > 100) keep.length = 0;
        return sink >= 0 ? count : 0;
      };
    },
  };
}

describe('allocatedPerUnit', () => {
  it('finds a unit that allocates 8 kB of numbers, short-lived ones included', () => {
    // 2,000 units of 8,000 bytes of elements (plus the array's headers): 16 MB at a
    // 256-byte mean interval is some 60,000 samples, so the estimate is within a percent or two, not 15%.
    const bytes = allocatedPerUnit(allocating(1000), 2_000);
    expect(bytes).toBeGreaterThan(8000 * 0.85);
    expect(bytes).toBeLessThan(8000 * 1.15 + 256);
  });

  it('finds next to nothing in work that allocates nothing', () => {
    expect(allocatedPerUnit(allocating(0), 200_000)).toBeLessThan(1);
  });
});
