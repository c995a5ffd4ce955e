import { build } from 'esbuild';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { vegaBrowserBundles } from '../report/vegaBrowserBundles.ts';
import { writeFileAtomic } from '../sim/writeFileAtomic.ts';
import { oddsPageHtml } from './oddsPageHtml.ts';

const ENTRY = fileURLToPath(new URL('./page/oddsPage.ts', import.meta.url));
/** Where `npm run build:web` writes the page; the nightly workflow publishes this folder. */
export const DEFAULT_ODDS_PAGE = 'site/odds.html';

/**
 * Bundles the page's script with esbuild (the odds engine and the registry of mechanics, compiled from the
 * same TypeScript as the `odds` command), puts it and the vega builds into odds.html, and writes it
 * atomically to `out`. Returns the page's size in bytes.
 *
 * @example await buildOddsPage('site/odds.html')
 */
export async function buildOddsPage(out: string): Promise<number> {
  const bundled = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    // BigInt literals (the exact fractions) need ES2020.
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0]?.text;
  if (script === undefined) throw new Error('esbuild wrote no script for the odds page');
  const html = oddsPageHtml(script, vegaBrowserBundles());
  writeFileAtomic(out, html);
  return Buffer.byteLength(html);
}

const USAGE = `usage: npm run build:web [-- FILE]
Writes the players' odds page, one self-contained HTML file, to FILE (default ${DEFAULT_ODDS_PAGE}).
See docs/odds-page.md.
`;

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
  } else if (args.length > 1 || args[0]?.startsWith('-')) {
    process.stderr.write(
      `build:web takes one argument, the file to write (got ${args.join(' ')}); see --help\n`,
    );
    process.exitCode = 2;
  } else {
    const out = args[0] ?? DEFAULT_ODDS_PAGE;
    const bytes = await buildOddsPage(out);
    process.stderr.write(
      `odds page: wrote ${relative(process.cwd(), out) || out} (${Math.round(bytes / 1024)} kB)\n`,
    );
  }
}
