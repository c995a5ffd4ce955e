/**
 * The rulebooks a table can be transcribed from, by file name:
 * - `000_53eda652e9702143.txt`: The Rules With No Name, extended edition (ruleset `rwnn-extended`).
 * - `001_ac753b686cf1a971.txt`: For A Few Dice More, a different Old West ruleset (no RWNN chart cites it).
 * - `002_a287e5c7c10177d4.txt`: The Rules With No Name quick reference sheet (ruleset `rwnn-quickref`).
 * - `003_e162d46cc374eff2.txt`: The Rules With No Name, 1996 playtest edition (ruleset `rwnn-1996`).
 */
export type SourceDocument =
  | '000_53eda652e9702143.txt'
  | '001_ac753b686cf1a971.txt'
  | '002_a287e5c7c10177d4.txt'
  | '003_e162d46cc374eff2.txt';

/**
 * Where a table (or a row of it) is printed: the document and the section heading it appears under,
 * spelled as printed so it can be found by searching the document.
 *
 * @example const ref: SourceRef = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
 */
export interface SourceRef {
  readonly document: SourceDocument;
  readonly section: string;
}
