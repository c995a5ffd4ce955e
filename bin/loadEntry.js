// How every entry of the package (the command line, the library) finds its code: the JavaScript build in
// dist/js when there is one (`npm ci` makes it, see buildDist.js), else the TypeScript sources through tsx.
// TRIGGERNOMETRY_FROM_SOURCE=1 runs the sources even beside a build.
import { existsSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

/**
 * The module of entry `name`: dist/js/<name>.js when built, else `source()` (an import of the TypeScript
 * file, made once tsx's loader is registered; it also gives the module its type).
 *
 * @template T
 * @param {string} name the entry's file name in dist/js, without `.js`
 * @param {() => Promise<T>} source imports the entry's TypeScript source
 * @returns {Promise<T>}
 * @example const { main } = await loadEntry('main', () => import('../src/cli/main.ts'));
 */
export async function loadEntry(name, source) {
  const built = new URL(`../dist/js/${name}.js`, import.meta.url);
  if (process.env.TRIGGERNOMETRY_FROM_SOURCE !== '1' && existsSync(built)) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- the build of the module `source` imports
    return await import(built.href);
  }
  // A thread starts without the loader the parent registered through tsx's API, so each entry registers it.
  const { register } = await import('tsx/esm/api');
  register();
  return source();
}
