/**
 * What a report writes besides its always-present files (summary.md, index.html, data.csv, charts/*.svg).
 * PNGs cost about three times as much as everything else together (resvg rasterises every chart at twice
 * its size), so they are drawn only when asked for: `report --png`.
 *
 * @example const o: ReportOptions = { png: true };
 */
export interface ReportOptions {
  /** Also write charts/<id>.png for every chart, and link them from summary.md and index.html. */
  readonly png?: boolean;
}
