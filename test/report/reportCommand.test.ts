// `triggernometry report <run-dir>` as a user runs it, on a copy of a stored run.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { expectUsageError, runCli } from '../cli/runCli.ts';
import { RESULTS_FILE } from '../fixtures/report/modelVariants.ts';

const root = mkdtempSync(join(tmpdir(), 'triggernometry-report-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function runDir(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  copyFileSync(fileURLToPath(RESULTS_FILE), join(dir, 'results.json'));
  return dir;
}

// Two reports in all, each a second or two of CPU: one with --png in the run folder, one without it to --out.
describe('triggernometry report', () => {
  it('rebuilds the report inside the run folder, next to results.json; --png adds a PNG of every chart', () => {
    const dir = runDir('run');
    const r = runCli(['report', dir, '--png']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^report of duel-range-policy written to .*: summary\.md, index\.html, data\.csv and \d+ charts in charts\/ \(SVG and PNG\)\n$/,
    );
    expect(readdirSync(dir).sort()).toEqual([
      'charts',
      'data.csv',
      'index.html',
      'results.json',
      'summary.md',
    ]);
    const charts = readdirSync(join(dir, 'charts'));
    expect(charts.filter((f) => f.endsWith('.svg')).length).toBeGreaterThanOrEqual(4);
    expect(charts.filter((f) => f.endsWith('.png')).length).toBe(
      charts.filter((f) => f.endsWith('.svg')).length,
    );
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('# duel-range-policy');
  });

  it('writes to --out instead, leaving the run folder as it was, and draws no PNG without --png', () => {
    const dir = runDir('run-out');
    const out = join(root, 'elsewhere', 'report');
    expect(runCli(['report', dir, '--out', out, '--quiet'])).toMatchObject({ status: 0, stdout: '' });
    expect(readdirSync(dir)).toEqual(['results.json']);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const charts = readdirSync(join(out, 'charts'));
    expect(charts.filter((f) => f.endsWith('.svg')).length).toBeGreaterThanOrEqual(4);
    // PNGs are drawn on demand only (--png): they cost more than the rest of the report together.
    expect(charts.filter((f) => f.endsWith('.png'))).toEqual([]);
  });

  it('--help says what it writes', () => {
    const r = runCli(['report', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('triggernometry report <run-dir>');
    expect(r.stdout).toContain('--out');
  });

  it.each([
    [
      ['report', join(root, 'nowhere')],
      /<run-dir> must be the folder of a run \(holding results\.json\) or of a balance search \(holding balance\.json\)/,
    ],
    [['report', root], /results\.json not found: give the folder of a run/],
    [['report'], /Not enough non-option arguments|run-dir/],
  ])('%j: one line, exit 2, nothing on stdout', (args, message) => expectUsageError(args, message));

  it('refuses a results.json that is not a run, writing nothing', () => {
    const dir = join(root, 'broken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'results.json'), '{"format": "something else"}');
    expectUsageError(['report', dir], /results\.json: format must be triggernometry\/results@1/);
    expect(readdirSync(dir)).toEqual(['results.json']);
  });
});
