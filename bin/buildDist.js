// Compiles the TypeScript sources into dist/js: the command line, the library and the worker threads then
// start from plain JavaScript instead of compiling TypeScript through tsx at every start. `npm ci` runs this
// (the `prepare` script), and so do the test setup, `npm start` and `npm run bench`, so that neither the tests
// nor the bench can run a stale build. `node bin/buildDist.js` after editing src/ by hand.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Where the build goes. Two folders deep like src/<concept>/, so that paths the sources take relative to
 * their own module (`new URL('../../', import.meta.url)` for the package root) mean the same compiled.
 */
export const DIST = `${ROOT}dist/js`;

/** The entries, by their name in dist/js: the command line, the library, a worker thread. */
const ENTRIES = {
  main: 'src/cli/main.ts',
  index: 'src/index.ts',
  blockWorker: 'src/sim/blockWorker.ts',
};

/**
 * The packages compiled into the build, because loading them module by module costs every start: yargs and
 * its helpers are ~40 modules, seedrandom eight CommonJS files (~40 ms through Node's ES module loader, for
 * the seeds of `odds --simulate`). vega and vega-lite are ~150 ES modules between them (the d3 packages
 * included): loaded one by one they cost a report about 0.45 s of CPU more than as one chunk. Every other
 * dependency stays an import of node_modules (piscina and resvg find files of their own beside their code;
 * the report reads vega's browser builds from node_modules by path).
 */
const BUNDLED = new Set(['yargs', 'seedrandom', 'vega', 'vega-lite']);

/**
 * yargs renders a command's whole help after running it (to have it at hand should the command fail), and
 * string-width measures that text grapheme by grapheme, building an emoji pattern for each: nearly a tenth of
 * a second of every `odds`. Printable ASCII is one column a character, so the width of such text is its
 * length; any other text is still measured by string-width itself.
 *
 * @type {import('esbuild').Plugin}
 */
const asciiFirstStringWidth = {
  name: 'ascii-first-string-width',
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, (args) =>
      args.pluginData === 'real'
        ? undefined
        : { path: args.importer, namespace: 'ascii-first-string-width', pluginData: args.resolveDir },
    );
    b.onLoad({ filter: /.*/, namespace: 'ascii-first-string-width' }, (args) => ({
      // `require`, so that the build loads string-width (and the Unicode data it sets up) on first use only.
      contents: [
        'const PRINTABLE_ASCII = /^[\\x20-\\x7e]*$/;',
        'let stringWidth;',
        'export default (text, options) =>',
        "  typeof text === 'string' && PRINTABLE_ASCII.test(text)",
        '    ? text.length',
        "    : (stringWidth ??= require('string-width').default)(text, options);",
      ].join('\n'),
      resolveDir: String(args.pluginData),
      pluginData: 'real',
    }));
  },
};

/**
 * Builds dist/js from src/: one file per entry and shared chunks, each command's code in the chunk its
 * `import()` names, so that a command loads only what it uses. The new build replaces the old one by
 * renaming, so a process starting meanwhile finds either build whole (or none, and runs the sources).
 *
 * @example await buildDist() // dist/js/main.js, dist/js/index.js, dist/js/blockWorker.js and chunks
 */
export async function buildDist() {
  /** @type {{ dependencies: Record<string, string> }} */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- package.json, as declared above
  const { dependencies } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));
  const next = `${DIST}.${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: next,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: '[name]-[hash]',
    external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
    plugins: [asciiFirstStringWidth],
    logLevel: 'warning',
  });
  const old = `${DIST}.old.${process.pid}`;
  try {
    renameSync(DIST, old);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  renameSync(next, DIST);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await buildDist();
