import { DOCUMENT_TITLES } from '../../../src/rules/SourceRef.ts';
import { describe, expect, it } from 'vitest';
import { formatRulesetTables, rulesetTablesJson } from '../../../src/rules/rwnn/formatRulesetTables.ts';
import { rulesetTables } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SourceRef } from '../../../src/rules/SourceRef.ts';

const RULESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];

/** The headings the listing gives, one per table of a ruleset. */
const HEADINGS = [
  'Range chart',
  'Firing modifiers',
  'Blazing away',
  'Wound chart (normal)',
  'Wound chart (tough)',
  'Wound effects',
  'Fast draw',
  'Nerve',
  'Skills',
  'Skill chits',
  'Fighting chart',
  'Fighting modifiers',
  'Fix gun',
];

const isSourceRef = (v: unknown): v is SourceRef =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { document?: unknown }).document === 'string' &&
  typeof (v as { section?: unknown }).section === 'string';

/** Every source a ruleset's tables cite, at any depth (tables, rows, bonus lines, quoted rules). */
function citedSources(value: unknown, out: SourceRef[] = []): SourceRef[] {
  if (isSourceRef(value)) out.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) citedSources(v, out);
  return out;
}

describe('formatRulesetTables', () => {
  it.each(RULESETS)('%s: a heading for every table, each followed by its source line', (id) => {
    const lines = formatRulesetTables(rulesetTables(id)).split('\n');
    for (const heading of HEADINGS) {
      const at = lines.findIndex((l) => l === heading || l.startsWith(`${heading}: `));
      expect(at, heading).toBeGreaterThan(0);
      // The heading is underlined, then the source line follows.
      expect(lines[at + 2], heading).toMatch(/^source: /);
    }
  });

  it.each(RULESETS)('%s: names every document and section its tables cite', (id) => {
    const tables = rulesetTables(id);
    const text = formatRulesetTables(tables);
    const cited = citedSources(tables);
    expect(cited.length).toBeGreaterThan(0);
    for (const ref of cited) expect(text).toContain(`${DOCUMENT_TITLES[ref.document]}, ${ref.section}`);
  });

  it('marks borrowed range rows with where they come from, and missing bands with —', () => {
    const text = formatRulesetTables(rulesetTables('rwnn-quickref'));
    // 002 has no carbine row; it reads 000's RANGE CHART "Carbine:" row.
    expect(text).toMatch(
      /^carbine +2": 1 +6": 2 +12": 2 +18": 1 +in sight: -1 +borrowed: carbine row, extended edition \(quickref-missing-range-rows\) +RWNN extended edition, RANGE CHART$/m,
    );
    // 002 RANGES & NUMBER OF DICE, "Shotgun (Template)": extreme band "N/A".
    expect(text).toMatch(/^shotgun +2": 2 +6": 4 +9": 2 +12": 0 +— +"Shotgun \(Template\)"/m);
  });

  it('says so when a ruleset has no chit sheet (1996)', () => {
    expect(formatRulesetTables(rulesetTables('rwnn-1996'))).toMatch(/^Skill chits\n=+\nsource: none \(/m);
  });
});

describe('rulesetTablesJson', () => {
  it.each(RULESETS)('%s: survives a JSON round trip unchanged (no functions, Maps or undefined)', (id) => {
    const json = rulesetTablesJson(rulesetTables(id));
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(json);
  });

  it.each(RULESETS)('%s: the documented top-level keys, each table carrying its source', (id) => {
    const json = rulesetTablesJson(rulesetTables(id));
    expect(Object.keys(json)).toEqual([
      'ruleset',
      'ranges',
      'firingModifiers',
      'blazingAway',
      'woundCharts',
      'woundEffects',
      'fastDraw',
      'nerve',
      'skills',
      'skillChits',
      'fightingChart',
      'fightingModifiers',
      'fixGun',
    ]);
    expect(json.ruleset).toBe(id);
    for (const table of [
      json.ranges,
      json.firingModifiers,
      json.blazingAway,
      json.woundCharts.normal,
      json.woundCharts.tough,
      json.fastDraw,
      json.nerve,
      json.fightingChart,
      json.fightingModifiers,
      json.fixGun,
    ]) {
      expect(isSourceRef(table.source)).toBe(true);
    }
    expect(json.woundEffects.sources.length).toBeGreaterThan(0);
    expect(json.skills.sources).toHaveLength(1);
    if (json.skillChits) expect(isSourceRef(json.skillChits.source)).toBe(true);
    else expect(id).toBe('rwnn-1996');
  });
});
