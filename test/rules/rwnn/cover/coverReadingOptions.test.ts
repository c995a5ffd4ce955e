import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coverReadings } from '../../../../src/rules/rwnn/cover/CoverReadings.ts';
import {
  COVER_READING_OPTIONS,
  coverReadingsFrom,
} from '../../../../src/rules/rwnn/cover/coverReadingOptions.ts';
import { TABLE_READING_OPTIONS } from '../../../../src/scenarios/shootout/table/tableReadingOptions.ts';

const dir = fileURLToPath(new URL('../../../../docs/rules/interpretations/', import.meta.url));

describe('cover reading options', () => {
  it("default to each ruleset's readings", () => {
    for (const id of ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'] as const)
      expect(coverReadingsFrom(id, {})).toEqual(coverReadings(id));
  });

  it("set single readings, `ruleset` keeping the edition's own", () => {
    expect(coverReadingsFrom('rwnn-extended', { 'cover.terrainStop': 'quickref' }).terrainStop).toBe(
      'quickref',
    );
    expect(coverReadingsFrom('rwnn-quickref', { 'cover.terrainStop': 'ruleset' }).terrainStop).toBe(
      'quickref',
    );
    expect(coverReadingsFrom('rwnn-1996', { 'cover.notFiring': 'as-firing' }).notFiring).toBe('as-firing');
  });

  it("refuse a value that is not one of the option's", () => {
    expect(() => coverReadingsFrom('rwnn-extended', { 'cover.penetration': 'sometimes' })).toThrow(
      /cover.penetration/,
    );
  });

  it.each([...COVER_READING_OPTIONS, ...TABLE_READING_OPTIONS].map((o) => [o.key, o] as const))(
    '%s has its register entry, naming the option, its values and default',
    (_, o) => {
      const file = `${dir}${o.entry}`;
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(o.key);
      for (const v of o.values) expect(text).toContain(v);
      expect(text).toContain(`default \`${o.default}\``);
    },
  );
});
