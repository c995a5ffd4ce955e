import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBalanceReportFiles } from '../../src/balance/buildBalanceReportFiles.ts';
import { readBalanceFile } from '../../src/balance/readBalanceFile.ts';
import { compileChart } from '../../src/report/compileChart.ts';
import { ResultsFileError } from '../../src/report/readResultsFile.ts';

const FIXTURE = new URL('../fixtures/balance/deadeye-by-range.json', import.meta.url).pathname;

/** A balance search of two slices (range 3 and 6), as `balance` wrote it. */
const results = readBalanceFile(FIXTURE);

describe("a balance search's report", async () => {
  const files = await buildBalanceReportFiles(results);
  const html = files.get('index.html') as string;

  it('states the question, each slice with its crossing, 95% interval, bracket and trials', () => {
    expect(html).toContain('Where along a.extraDice does A wins minus B wins (pAWins-pBWins) reach 0?');
    expect(html).toContain(
      '<strong>range=3</strong>: pAWins-pBWins crosses 0 at a.extraDice = 3.34 (95% CI 3.03 to 3.57), between 3 and 4, rising; 26,000 trials.',
    );
    expect(html).toContain(
      '<strong>range=6</strong>: pAWins-pBWins crosses 0 at a.extraDice = 3.33 (95% CI 3.07 to 3.53), between 3 and 4, rising; 48,500 trials.',
    );
    expect(html).toContain('74,500 trials in all');
  });

  it('draws every slice together, then one chart a slice, each with the curve, target, crossing and band', () => {
    const json = /<script id="report-charts" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    const charts = JSON.parse(json![1]!) as {
      id: string;
      spec: { layer: { data: { values: unknown[] } }[] };
    }[];
    expect(charts.map((c) => c.id)).toEqual(['crossing', 'crossing-range-3', 'crossing-range-6']);
    for (const c of charts) {
      expect(html).toContain(`<div class="chart" id="chart-${c.id}"`);
      expect(files.get(`charts/${c.id}.svg`)).toMatch(/^<svg /);
      expect(compileChart(c.spec as never).warnings).toEqual([]);
    }
    // The range=6 chart: its five values, the target line at 0, its crossing (band and diamond).
    const [band, bars, , target, , diamond] = charts[2]!.spec.layer;
    expect(bars!.data.values).toHaveLength(5);
    expect(target!.data.values).toEqual([{ y: 0 }]);
    const [lo, hi] = results.slices[1]!.result.crossing!.ci95;
    const estimate = results.slices[1]!.result.crossing!.estimate;
    expect(band!.data.values).toEqual([{ slice: 'range=6', x: estimate, lo, hi, y: 0 }]);
    expect(diamond!.data.values).toEqual(band!.data.values);
  });

  it("shows each slice's curve as a table and the command that repeats the search", () => {
    expect(html).toContain('<h3>range=3</h3>');
    expect(html).toContain(results.command!);
    expect(files.get('summary.md')).toContain('[index.html](index.html)');
  });

  it('rebuilds the command from the fields of a balance.json that recorded none', async () => {
    const older = { ...results };
    delete older.command;
    const html = (await buildBalanceReportFiles(older)).get('index.html') as string;
    expect(html).toContain(
      'triggernometry balance deadeye-in-dice --axis a.extraDice --values 0,1,2,3,4,5 --metric pAWins-pBWins --target 0 --precision 0.5 --first-trials 500 --max-trials 16000 --design sequential --seed 5',
    );
  });

  it('refuses a balance.json with a field missing or of the wrong kind, naming it', () => {
    const broken = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
      slices: { result: { bracket: unknown } }[];
    };
    broken.slices[1]!.result.bracket = [3];
    const path = join(mkdtempSync(join(tmpdir(), 'balance-report-')), 'balance.json');
    writeFileSync(path, JSON.stringify(broken));
    expect(() => readBalanceFile(path)).toThrow(ResultsFileError);
    expect(() => readBalanceFile(path)).toThrow(
      `${path}: slices[1].result.bracket must be two numbers or null`,
    );
  });
});
