// `npm run bench -- --only page` runs this in a process of its own (the suite itself is synchronous): it
// builds the players' odds page into a temporary folder, opens it from the file system in headless Chromium
// at a phone's size, steps each mechanic's main parameter through the first values of its table and times,
// inside the page, each change from the input event to the values, the table and the chart all drawn. It
// prints one JSON object, mechanic name to the times in milliseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ODDS_MECHANICS } from '../src/odds/oddsMechanics.ts';
import { buildOddsPage } from '../src/web/buildOddsPage.ts';
import { sweepParam } from '../src/web/sweepParam.ts';
import { findChromium } from './findChromium.ts';

/** The little of the page's globals that the function run in it reads (the project's types have no DOM). */
declare const document: {
  readonly body: { readonly dataset: Record<string, string | undefined> };
  addEventListener(type: string, listener: () => void, options: { once: boolean }): void;
  getElementById(id: string): { value: string; dispatchEvent(event: Event): boolean } | null;
};

const steps = Number(process.argv[2] ?? '5');
const dir = mkdtempSync(join(tmpdir(), 'triggernometry-odds-page-bench-'));
try {
  const file = join(dir, 'odds.html');
  await buildOddsPage(file);
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    headless: true,
    executablePath: findChromium(),
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.route(/^(?!file:)/, (route) => route.abort());
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-answered]');
    const times: Record<string, number[]> = {};
    for (const mechanic of ODDS_MECHANICS) {
      const sweep = sweepParam(mechanic);
      if (!sweep) continue;
      if ((await page.inputValue('#mechanic')) !== mechanic.name) {
        const before = Number(await page.getAttribute('body', 'data-answered'));
        await page.selectOption('#mechanic', mechanic.name);
        await page.waitForFunction((n) => Number(document.body.dataset.answered) > n, before);
      }
      // The first value is the one the page opens on: a change to it would not be answered.
      const ms: number[] = [];
      for (const value of sweep.values.slice(1, steps + 1))
        ms.push(
          await page.evaluate(
            ({ id, value }) =>
              new Promise<number>((resolve) => {
                const started = performance.now();
                document.addEventListener('odds-answered', () => resolve(performance.now() - started), {
                  once: true,
                });
                const input = document.getElementById(id)!;
                input.value = value;
                input.dispatchEvent(new Event('input', { bubbles: true }));
              }),
            { id: `param-${sweep.name}`, value: String(value) },
          ),
        );
      times[mechanic.name] = ms;
    }
    process.stdout.write(`${JSON.stringify(times)}\n`);
  } finally {
    await context.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
