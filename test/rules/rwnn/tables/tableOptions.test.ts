import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLE_OPTIONS } from '../../../../src/rules/rwnn/tables/tableOptions.ts';
import { RANGE_CHART_EXTENDED, RANGE_CHART_QUICKREF } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import type { RangeChart } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import {
  BLAZING_AWAY_EXTENDED,
  BLAZING_AWAY_QUICKREF,
} from '../../../../src/rules/rwnn/tables/blazingAway.ts';
import type { BlazingAwayTable } from '../../../../src/rules/rwnn/tables/blazingAway.ts';
import { SKILLS } from '../../../../src/rules/rwnn/tables/skills.ts';

const REGISTER = new URL('../../../../docs/rules/interpretations/', import.meta.url);
const HEADINGS = ['## Passage', '## Location', '## Readings', '## Default', '## Option'];

function entry(id: string): string {
  return readFileSync(new URL(`${id}.md`, REGISTER), 'utf8');
}

describe('TABLE_OPTIONS', () => {
  it('names are unique and each default is one of its values', () => {
    const names = TABLE_OPTIONS.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    for (const o of TABLE_OPTIONS) expect(o.values as readonly string[]).toContain(o.default);
  });

  it('each option has a register entry with the five headings that names the option and its values', () => {
    for (const o of TABLE_OPTIONS) {
      expect(existsSync(new URL(`${o.interpretation}.md`, REGISTER)), o.interpretation).toBe(true);
      const text = entry(o.interpretation);
      for (const h of HEADINGS) expect(text, `${o.interpretation} ${h}`).toContain(h);
      expect(text, o.name).toContain(`\`${o.name} = ${o.values.join(' | ')}\``);
    }
  });

  it('every interpretation the tables cite has an entry, and an option unless the entry is data only', () => {
    const cited = new Set<string>();
    const charts: readonly RangeChart[] = [RANGE_CHART_EXTENDED, RANGE_CHART_QUICKREF];
    for (const chart of charts) {
      for (const row of Object.values(chart.rows))
        if (row.borrowedFrom) cited.add(row.borrowedFrom.interpretation);
    }
    const tables: readonly BlazingAwayTable[] = [BLAZING_AWAY_EXTENDED, BLAZING_AWAY_QUICKREF];
    for (const table of tables) {
      for (const row of Object.values(table.rows)) if (row.readsAs) cited.add(row.readsAs.interpretation);
    }
    for (const skill of Object.values(SKILLS)) {
      if (skill.playtest1996?.identifiedBy) cited.add(skill.playtest1996.identifiedBy);
    }
    const withOption = new Set<string>(TABLE_OPTIONS.map((o) => o.interpretation));
    for (const id of cited) {
      const entry = new URL(`${id}.md`, REGISTER);
      expect(existsSync(entry), id).toBe(true);
      // A chart reading no rule plays yet has no option: its entry says so ("none: data only").
      if (!withOption.has(id)) expect(readFileSync(entry, 'utf8'), id).toMatch(/- none: data only/);
    }
  });
});
