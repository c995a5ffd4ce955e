import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../src/rules/rwnn/tables/skills.ts';

const doc = readFileSync(fileURLToPath(new URL('../../docs/shootouts.md', import.meta.url)), 'utf8');

/** The body of the `## heading` section of a markdown text, up to the next `## ` heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const rest = text.slice(start + heading.length + 5);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The cells of every body row of the markdown tables in `text` (header and separator rows left out). */
function tableRows(text: string): string[][] {
  const rows: string[][] = [];
  let header = true;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      header = true;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((c) => c.trim());
    if (header) {
      header = false;
      continue;
    }
    if (cells.every((c) => /^-+$/.test(c))) continue;
    rows.push(cells);
  }
  return rows;
}

describe('docs/shootouts.md "Skills in a shootout" covers every skill', () => {
  const rows = tableRows(section(doc, 'Skills in a shootout'));
  const ids = rows.map((r) => r[0]!.replace(/^`|`$/g, ''));

  it('has the section, listed in the contents', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(doc).toContain('- [Skills in a shootout](#skills-in-a-shootout)');
  });

  it('every row has three cells and says what takes effect', () => {
    for (const r of rows) {
      expect(r, r.join(' | ')).toHaveLength(3);
      expect(r[1], `${r[0]} says nothing about what takes effect`).not.toBe('');
    }
  });

  it.each(Object.keys(SKILLS))('%s has exactly one row', (id) => {
    expect(ids.filter((x) => x === id)).toHaveLength(1);
  });

  it('names no skill the skill table lacks, in the table order', () => {
    expect(ids.filter((id) => !(id in SKILLS))).toEqual([]);
    expect(ids).toEqual(Object.keys(SKILLS));
  });
});

describe('the row parser', () => {
  it('reads every body row of the one section, doubles included', () => {
    const text = '\n## S\n\n| skill | a | b |\n| - | - | - |\n| `agile` | x | |\n| `agile` | y | |\n\n## T\n';
    const found = tableRows(section(text, 'S')).map((r) => r[0]);
    expect(found).toEqual(['`agile`', '`agile`']);
    expect(tableRows(section(text, 'T'))).toEqual([]);
  });
});
