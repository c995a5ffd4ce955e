import { describe, expect, it } from 'vitest';
import { formatResults } from '../../src/cli/formatResults.ts';
import { textTable } from '../../src/cli/textTable.ts';
import { storedResults } from '../fixtures/report/modelVariants.ts';

const headers = ['cell', 'A wins', 'B wins', 'Both down', 'Exchanges'];
const rows = [
  [
    'range=12;a.policy=deliberate;b.policy=blaze',
    '49.30% ±2.19',
    '48.65% ±2.19',
    '2.05% ±0.63',
    '3.313 ±0.141',
  ],
];

describe('textTable at a terminal width', () => {
  it('prints every cell whole without a width (--wide, a pipe or a file)', () => {
    expect(textTable(headers, rows)).toContain('range=12;a.policy=deliberate;b.policy=blaze  49.30% ±2.19');
  });

  it('shortens the first column, then wraps the others into stacked tables, every line within the width', () => {
    for (const width of [80, 60, 40]) {
      const lines = textTable(headers, rows, width).split('\n');
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width);
      // No cell is lost: each value is still printed whole.
      for (const cell of rows[0]!.slice(1)) expect(lines.join('\n')).toContain(cell);
    }
    expect(textTable(headers, rows, 80)).toMatch(
      /^range=12;a\.policy=[a-z]*… {2}49\.30% ±2\.19 {2}48\.65% ±2\.19 {2}2\.05% ±0\.63 {2}3\.313 ±0\.141$/m,
    );
    expect(textTable(headers, rows, 60).split('\n\n')).toHaveLength(2);
    expect(textTable(headers, rows, 40).split('\n\n')).toHaveLength(4);
  });
});

describe("run's results as text", () => {
  it('heads the metrics in words and fits the terminal', () => {
    const text = formatResults(storedResults(), null, 80);
    expect(text).toMatch(/^cell +trials +A wins +B wins/m);
    expect(text).toContain('d A wins');
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
  });
});
