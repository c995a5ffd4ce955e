/**
 * Where a narrated shot tells what happened, one line per roll, choice and wound (a scenario's narrator).
 *
 * @example const log: ShotLog = { line: (t) => lines.push(t) };
 */
export interface ShotLog {
  line(text: string): void;
}
