import { describe, expect, it } from 'vitest';
import { rulesetTables } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SourceRef } from '../../../../src/rules/SourceRef.ts';

const RULESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];
const DOCUMENT = /^00[0-3]_[0-9a-f]{16}\.txt$/;

function expectSource(source: SourceRef | undefined): void {
  expect(source?.document).toMatch(DOCUMENT);
  expect(source?.section.trim().length).toBeGreaterThan(0);
}

describe('rulesetTables', () => {
  it.each(RULESETS)('%s: every table, row and skill carries a source', (id) => {
    const t = rulesetTables(id);
    expect(t.ruleset).toBe(id);
    for (const table of [
      t.rangeChart,
      t.firingModifiers,
      t.blazingAway,
      t.woundCharts.normal,
      t.woundCharts.tough,
      t.fastDraw,
      t.nerve,
      t.fightingChart,
      t.fightingModifiers,
      t.fixGun,
    ]) {
      expectSource(table.source);
    }
    for (const row of Object.values(t.rangeChart.rows)) expectSource(row.source);
    for (const row of Object.values(t.blazingAway.rows)) expectSource(row.source);
    for (const effect of Object.values(t.woundEffects))
      for (const rule of effect.rules) expectSource(rule.source);
    for (const skill of t.skills) expectSource(skill.source);
    if (t.skillChits) expectSource(t.skillChits.source);
  });

  it("rwnn-extended: 000's tables, with 002's fighting chart (000 prints none)", () => {
    const t = rulesetTables('rwnn-extended');
    expect(t.rangeChart.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.firingModifiers.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.woundCharts.normal.source.section).toBe('Appendix – B');
    expect(t.woundCharts.tough.source.section).toBe('Appendix – C');
    expect(t.fastDraw.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.nerve.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.fightingChart.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.fightingModifiers.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.fixGun.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.skillEdition).toBe('extended');
    expect(t.skills).toHaveLength(36);
    expect(t.skillChits?.chits).toHaveLength(34);
  });

  it("rwnn-quickref: 002's range chart, modifiers, wound and fighting charts; 000 for the rest", () => {
    const t = rulesetTables('rwnn-quickref');
    expect(t.rangeChart.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.rangeChart.rows.shotgun.bands.close?.dice).toBe(4);
    expect(t.firingModifiers.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.blazingAway.rows.shotgun.bonus?.dice).toBe(4);
    expect(t.woundCharts.normal.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.woundCharts.tough.source.section).toBe('Appendix – C');
    expect(t.fightingChart.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.fightingModifiers.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.fixGun.source.document).toBe('002_a287e5c7c10177d4.txt');
    expect(t.fastDraw.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.nerve.source.document).toBe('000_53eda652e9702143.txt');
    expect(t.skillEdition).toBe('extended');
  });

  it("rwnn-1996: 000's charts with 003's skills, nerve triggers and Fix gun", () => {
    const t = rulesetTables('rwnn-1996');
    expect(t.rangeChart).toBe(rulesetTables('rwnn-extended').rangeChart);
    expect(t.woundCharts).toEqual(rulesetTables('rwnn-extended').woundCharts);
    expect(t.fastDraw.dice).toEqual({ citizen: 3, gunman: 4, shootist: 5, legend: 6 });
    expect(t.nerve.source).toEqual({ document: '003_e162d46cc374eff2.txt', section: 'NERVE' });
    expect(t.fixGun.source.document).toBe('003_e162d46cc374eff2.txt');
    expect(t.skillEdition).toBe('playtest1996');
    expect(t.skills).toHaveLength(32);
    expect(t.skills.find((s) => s.id === 'lightning-fast')?.name).toBe('Fast draw');
    expect(t.skills.find((s) => s.id === 'jumpy')?.name).toBe('Nervous');
    expect(t.skills.find((s) => s.id === 'stealthy')?.name).toBe('Stalker');
    expect(t.skills.find((s) => s.id === 'bossman')?.name).toBe('Boss');
    expect(t.skills.find((s) => s.id === 'clumsy')).toBeUndefined();
    expect(t.skillChits).toBeNull();
  });
});
