/**
 * Writes a path inside a file the way a reader finds it there: keys joined by dots, list positions in
 * brackets.
 *
 * @example formatPath(['sweep', 'range', 2]) === 'sweep.range[2]'
 */
export function formatPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}
