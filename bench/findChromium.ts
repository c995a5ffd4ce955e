import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's package puts its launcher here; other systems name it differently on the PATH. */
const KNOWN = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of a Chromium to drive with playwright-core: Debian's /usr/bin/chromium, or the first of the
 * usual names on the PATH. Throws, saying how to install one, when there is none: the browser test must
 * fail loudly rather than be skipped.
 *
 * @example chromium.launchPersistentContext(dir, { executablePath: findChromium() })
 */
export function findChromium(): string {
  const found = chromiumPath();
  if (!found)
    throw new Error(
      'Chromium not found (looked for /usr/bin/chromium and chromium on the PATH): the browser tests and the ' +
        "bench's odds page group need it. Install it with `apt-get install -y chromium` (Debian; .ci/run does " +
        'this in CI).',
    );
  return found;
}

/** The path of a Chromium, or undefined where there is none (the bench skips its page group, with a note). */
export function chromiumPath(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => NAMES.map((n) => join(dir, n)));
  return [...KNOWN, ...onPath].find(executable);
}
