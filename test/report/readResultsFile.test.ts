import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readResultsFile, ResultsFileError } from '../../src/report/readResultsFile.ts';
import { RESULTS_FILE } from '../fixtures/report/modelVariants.ts';

const dir = mkdtempSync(join(tmpdir(), 'triggernometry-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const good = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown> & {
  cells: Record<string, unknown>[];
  comparisons: Record<string, unknown>[];
};

let files = 0;
function fileWith(text: string): string {
  const path = join(dir, `case-${++files}.json`);
  writeFileSync(path, text);
  return path;
}

describe('readResultsFile', () => {
  it('reads a run of the runner', () => {
    expect(readResultsFile(fileURLToPath(RESULTS_FILE)).experiment.name).toBe('duel-range-policy');
  });

  it.each([
    ['a missing file', null, /not found: give the folder of a run/],
    ['text that is not JSON', '{"format":', /is not valid JSON/],
    ['another format', JSON.stringify({ format: 'other' }), /format must be triggernometry\/results@1/],
    [
      'a cell without tallies',
      JSON.stringify({ ...good, cells: [{ ...good.cells[0], tally: 3 }] }),
      /cells\[0\]\.tally must be an object/,
    ],
    [
      'a histogram with a negative count',
      JSON.stringify({
        ...good,
        cells: [
          {
            ...good.cells[0],
            tally: {
              trials: 1,
              metrics: {
                exchanges: {
                  n: 1,
                  sum: 1,
                  sumSquares: 1,
                  histogram: { lower: 0.5, width: 1, counts: [-1], underflow: 0, overflow: 0 },
                },
              },
            },
          },
        ],
        comparisons: [],
      }),
      /cells\[0\]\.tally\.metrics\.exchanges\.histogram\.counts must be a list of counts/,
    ],
    [
      'a convergence point without a trial count',
      JSON.stringify({
        ...good,
        cells: [{ ...good.cells[0], convergence: [{ trials: -1, metrics: {} }] }, ...good.cells.slice(1)],
      }),
      /cells\[0\]\.convergence\[0\]\.trials must be a count/,
    ],
    [
      'a convergence point with a broken tally',
      JSON.stringify({
        ...good,
        cells: [
          { ...good.cells[0], convergence: [{ trials: 1000, metrics: { pAWins: { n: 1000, sum: 'x' } } }] },
          ...good.cells.slice(1),
        ],
      }),
      /cells\[0\]\.convergence\[0\]\.metrics\.pAWins\.sum must be a number/,
    ],
    [
      'a comparison naming an unknown cell',
      JSON.stringify({ ...good, comparisons: [{ ...good.comparisons[0], variant: 'range=99' }] }),
      /comparisons\[0\]\.variant must be the key of a cell of this run/,
    ],
    [
      'no cells',
      JSON.stringify({ ...good, cells: [], comparisons: [] }),
      /cells must be a list of at least one cell/,
    ],
  ])('names the problem in %s', (_, text, message) => {
    const path = text === null ? join(dir, 'missing', 'results.json') : fileWith(text);
    expect(() => readResultsFile(path)).toThrow(ResultsFileError);
    expect(() => readResultsFile(path)).toThrow(message);
  });
});
