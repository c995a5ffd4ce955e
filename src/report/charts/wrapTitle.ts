import { dejaVuSansWidth } from '../dejaVuSansWidth.ts';

/** Axis titles are set at 13px bold (see chartConfig). */
const TITLE_FONT_SIZE = 13;

/**
 * An axis title broken into lines no wider than `room` pixels (before its bracketed unit when that is
 * enough, else at the words; a single word wider than that keeps its own line), or the title itself when
 * it fits. A y-axis title runs along its axis: in a panel
 * shorter than the title, one line would run into the panel above.
 *
 * @example wrapTitle('Difference in A wins (percentage points)', 200) // ['Difference in A wins', '(percentage points)']
 */
export function wrapTitle(title: string, room: number): string | string[] {
  const width = (s: string): number => dejaVuSansWidth(s, TITLE_FONT_SIZE, true);
  if (width(title) <= room) return title;
  // A unit in brackets makes the natural second line: "Difference in A wins" / "(percentage points)".
  const bracket = title.lastIndexOf(' (');
  if (bracket > 0) {
    const lines = [title.slice(0, bracket), title.slice(bracket + 1)];
    if (lines.every((l) => width(l) <= room)) return lines;
  }
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && width(longer) > room) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}
