import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/report/csvText.ts';
import { dataCsv } from '../../src/report/dataCsv.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';

const model = duelSweepModel();
const lines = dataCsv(model).trimEnd().split('\n');
const header = lines[0]!.split(',');
const records = (kind: string): string[] => lines.filter((l) => l.startsWith(`${kind},`));

describe('dataCsv', () => {
  it('is one tidy table: fixed columns, then one column per axis', () => {
    expect(header.slice(0, 7)).toEqual([
      'record',
      'metric',
      'kind',
      'cell',
      'baseline',
      'comparison',
      'estimate',
    ]);
    expect(header.slice(-2)).toEqual(['range', 'policy']);
    for (const l of lines.slice(1)) expect(l.split(',').length).toBeGreaterThanOrEqual(header.length);
  });

  it('has a row per estimate, difference, histogram bin and convergence point', () => {
    expect(records('estimate')).toHaveLength(8 * 4);
    expect(records('difference')).toHaveLength(8);
    const bins = (model.distributions ?? []).reduce(
      (s, d) => s + d.histogram.counts.filter((c) => c > 0).length,
      0,
    );
    expect(records('histogram')).toHaveLength(bins);
    expect(records('convergence')).toHaveLength(2 * 7);
  });

  it('writes an estimate with its interval, level, trials, method, seed and axis values', () => {
    const row = records('estimate').find(
      (l) => l.includes('"range=9,policy=blaze"') && l.includes(',pAWins,'),
    )!;
    const cells = row.replace('"range=9,policy=blaze"', 'KEY').split(',');
    const at = (name: string): string => cells[header.indexOf(name)]!;
    expect(at('estimate')).toBe('0.4');
    expect(Number(at('lower'))).toBeCloseTo(0.39697, 5);
    expect(at('level')).toBe('0.95');
    expect(at('n')).toBe('100000');
    expect(at('method')).toBe('wilson');
    expect(at('seed')).toBe('1');
    expect(cells.slice(-2)).toEqual(['9', 'blaze']);
  });

  it('renames an axis that shares a name with a fixed column', () => {
    const clash = { ...model, axes: [{ ...model.axes[0]!, name: 'metric' }] };
    expect(dataCsv(clash).split('\n')[0]!.endsWith(',axis_metric')).toBe(true);
  });

  it('quotes a field only when it holds a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    // What csv-stringify 6 writes for the same rows with its defaults and booleans cast to true/false.
    const rows = [
      [1.5e-7, 'x'],
      [true, 'say "when"'],
      [false, 'two\nlines'],
      ['', 'cr\r'],
    ];
    expect(csvText(['a', 'b,c'], rows)).toBe(
      'a,"b,c"\n1.5e-7,x\ntrue,"say ""when"""\nfalse,"two\nlines"\n,"cr\r"\n',
    );
  });
});
