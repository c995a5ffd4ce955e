import type { BenchRecord } from './BenchRecord.ts';

/**
 * The baseline after `--update-baseline`: the new record, with the figures of an earlier baseline whose groups
 * this run did not measure (`--only`) kept in place, so updating one group leaves the others alone.
 *
 * @example writeFileAtomic('bench/baseline.json', JSON.stringify(updatedBaseline(old, record), null, 2))
 */
export function updatedBaseline(previous: BenchRecord | null, record: BenchRecord): BenchRecord {
  // A run of every group the baseline holds replaces it whole, in the suite's order.
  if (!previous || previous.groups.every((g) => record.groups.includes(g))) return record;
  const measured = new Map(record.figures.map((f) => [f.name, f]));
  // A figure of a group measured now but not measured again was renamed or removed: it goes.
  const kept = previous.figures
    .filter((f) => measured.has(f.name) || !record.groups.includes(f.group))
    .map((f) => measured.get(f.name) ?? f);
  const added = record.figures.filter((f) => !previous.figures.some((p) => p.name === f.name));
  const groups = [...record.groups, ...previous.groups.filter((g) => !record.groups.includes(g))];
  return { ...record, groups, figures: [...kept, ...added] };
}
