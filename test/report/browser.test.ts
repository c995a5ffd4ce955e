// Opens a report's index.html in headless Chromium from the file system, as a designer would, and checks
// that every chart drew an SVG with marks and that the console stayed free of errors. No network is
// involved: the page carries vega, vega-lite, vega-embed and the data inline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBalanceReportFiles } from '../../src/balance/buildBalanceReportFiles.ts';
import { readBalanceFile } from '../../src/balance/readBalanceFile.ts';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { writeReport } from '../../src/report/writeReport.ts';
import { writeReportDirectory } from '../../src/report/writeReportDirectory.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';
import { findChromium } from '../../bench/findChromium.ts';

/** The little of a DOM element the page function reads (the project's types do not include the DOM). */
interface ChartElement {
  readonly id: string;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): { readonly length: number };
}

/** What the page showed of each chart: its id, and counts of SVGs and of drawn data marks. */
interface ChartState {
  readonly id: string;
  readonly rendered: string | undefined;
  readonly svgs: number;
  readonly marks: number;
}

/**
 * Opens a report page from the file system with every request off it refused, waits until all its charts
 * are drawn, and returns what each chart showed and every console error, page error or network request.
 */
async function openReport(
  context: BrowserContext,
  file: string,
): Promise<{ page: Page; charts: ChartState[]; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A page that reached for the network would hang or fail here: refuse every request off the file system.
  await page.route(/^(?!file:)/, (route) => {
    problems.push(`network request: ${route.request().url()}`);
    return route.abort();
  });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-charts-rendered="true"]', { timeout: 120_000 });
  const charts: ChartState[] = await page.$$eval('.chart', (els: ChartElement[]) =>
    els.map((el) => ({
      id: el.id,
      rendered: el.getAttribute('data-rendered') ?? undefined,
      svgs: el.querySelectorAll('svg').length,
      // Data marks only: vega gives them the role "mark"; axes, legends and titles have others.
      marks: el.querySelectorAll('svg g[class*="role-mark"] path, svg g[class*="role-mark"] line').length,
    })),
  );
  return { page, charts, problems };
}

describe('index.html in headless Chromium', () => {
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-browser-'));
  const model = duelSweepModel();

  // One Chromium for both pages, each in a fresh context of its own: starting the browser is most of the cost.
  let browser: Browser;

  beforeAll(async () => {
    await writeReport(model, join(dir, 'report'));
    browser = await chromium.launch({ headless: true, executablePath: findChromium() });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws every chart as an SVG with marks, with no console or page errors', async () => {
    const context = await browser.newContext();
    try {
      const { page, charts, problems } = await openReport(context, join(dir, 'report', 'index.html'));
      const expected = reportCharts(model).map((c) => `chart-${c.id}`);
      expect(charts.map((c) => c.id)).toEqual(expected);
      for (const c of charts) {
        expect(c.rendered, c.id).toBe('true');
        expect(c.svgs, c.id).toBeGreaterThanOrEqual(1);
        expect(c.marks, c.id).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
      // Look at it as a reader would: a screenshot of the whole page, at a laptop's width. No chart may make
      // the page scroll sideways, and the headline comes before the first chart.
      await page.setViewportSize({ width: 1280, height: 900 });
      const shot = await page.screenshot({ fullPage: true, path: join(dir, 'index.png') });
      expect(shot.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(shot.readUInt32BE(16)).toBe(1280);
      // A page of charts and tables is tall; a blank or broken one would be the viewport's height at most.
      expect(shot.readUInt32BE(20)).toBeGreaterThan(2000);
      const layout = await page.evaluate(`(() => {
        const top = (s) => document.querySelector(s).getBoundingClientRect().top;
        return {
          scrollWidth: document.documentElement.scrollWidth,
          widest: Math.max(...[...document.querySelectorAll('.chart svg')].map((svg) => svg.getBoundingClientRect().width)),
          headline: top('ul.headline'),
          firstChart: top('.chart'),
        };
      })()`);
      const { scrollWidth, widest, headline, firstChart } = layout as Record<string, number>;
      expect(scrollWidth).toBeLessThanOrEqual(1280);
      expect(widest).toBeLessThanOrEqual(1000);
      expect(headline).toBeLessThan(firstChart!);
    } finally {
      await context.close();
    }
  });

  it("draws a balance search's charts too (every slice, then one a slice)", async () => {
    const results = readBalanceFile(
      new URL('../fixtures/balance/deadeye-by-range.json', import.meta.url).pathname,
    );
    await writeReportDirectory(join(dir, 'balance'), await buildBalanceReportFiles(results));
    const context = await browser.newContext();
    try {
      const { charts, problems } = await openReport(context, join(dir, 'balance', 'index.html'));
      expect(charts.map((c) => c.id)).toEqual([
        'chart-crossing',
        'chart-crossing-range-3',
        'chart-crossing-range-6',
      ]);
      for (const c of charts) {
        expect(c.rendered, c.id).toBe('true');
        expect(c.marks, c.id).toBeGreaterThan(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
