/** Where a narrated For A Few Dice More game tells its story; `null` in the fast run, which builds no text. */
export interface FafdmLog {
  line(text: string): void;
}

/** What a game counts as it goes, for the metrics: zeroed by the game at its start. */
export interface FafdmCounts {
  shots: number;
  hits: number;
  wounds: number;
  panics: number;
}

/** What a game on a table counts beside the shots: rolls to fight and disengagements (4.3, 4.3.1). */
export interface FafdmTableCounts extends FafdmCounts {
  fights: number;
  disengages: number;
}
