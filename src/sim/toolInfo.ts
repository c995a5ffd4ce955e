import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package's root folder (where package.json, experiments/ and bin/ are). */
export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

let version: string | undefined;
let commit: string | null | undefined;

/** The tool's version from package.json. @example toolVersion() === '0.1.0' */
export function toolVersion(): string {
  version ??= (JSON.parse(readFileSync(`${PACKAGE_ROOT}package.json`, 'utf8')) as { version: string })
    .version;
  return version;
}

/**
 * The git commit the tool runs from, when it runs from a git checkout (null otherwise, e.g. installed from a
 * package), for the provenance of results.
 *
 * @example gitCommit() // '4be5d9a3...' or null
 */
export function gitCommit(): string | null {
  if (commit === undefined) {
    try {
      const out = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: PACKAGE_ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
        encoding: 'utf8',
      }).trim();
      commit = /^[0-9a-f]{40}$/.test(out) ? out : null;
    } catch {
      commit = null;
    }
  }
  return commit;
}
