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
 * Each rulebook's title, for text a person reads (the JSON outputs keep the file names, to search in).
 *
 * @example DOCUMENT_TITLES['002_a287e5c7c10177d4.txt'] // 'RWNN quick reference sheet'
 */
export const DOCUMENT_TITLES = {
  '000_53eda652e9702143.txt': 'RWNN extended edition',
  '001_ac753b686cf1a971.txt': 'For A Few Dice More',
  '002_a287e5c7c10177d4.txt': 'RWNN quick reference sheet',
  '003_e162d46cc374eff2.txt': 'RWNN 1996 playtest',
} as const satisfies Record<SourceDocument, string>;

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
