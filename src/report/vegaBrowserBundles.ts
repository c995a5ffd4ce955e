import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The browser builds of vega, vega-lite and vega-embed, in the order they must load. @example vegaBrowserBundles().vega */
export interface VegaBrowserBundles {
  readonly vega: string;
  readonly vegaLite: string;
  readonly vegaEmbed: string;
}

const require = createRequire(import.meta.url);

/** A package's minified browser build, found next to the entry point its exports map resolves to. */
function bundle(pkg: string, file: string): string {
  return readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8');
}

let cached: VegaBrowserBundles | undefined;

/**
 * Reads the installed browser builds (UMD: vega sets `vega`, vega-lite `vegaLite`, vega-embed `vegaEmbed`),
 * so index.html can carry them inline and open from the file system with no network. Read once per process.
 *
 * @example reportHtml(model, charts, vegaBrowserBundles())
 */
export function vegaBrowserBundles(): VegaBrowserBundles {
  cached ??= {
    vega: bundle('vega', 'vega.min.js'),
    vegaLite: bundle('vega-lite', 'vega-lite.min.js'),
    vegaEmbed: bundle('vega-embed', 'vega-embed.min.js'),
  };
  return cached;
}
