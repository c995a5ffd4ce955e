/** The style of every report page (a run's, a balance search's): one look across the reports. @example vegaPageHead(title, REPORT_STYLE, bundles) */
export const REPORT_STYLE = `
body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 32px 48px; background: white; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
figure { margin: 1.5em 0; overflow-x: auto; }
figcaption { color: #444; font-size: 0.9em; max-width: 900px; margin-top: 0.4em; }
.findings li, .headline li { margin: 0.4em 0; }
.headline { font-size: 1.05em; }
details summary { cursor: pointer; }
.note { color: #444; font-size: 0.9em; }
.chart-error { color: #a00; }
.warning { background: #fff4e5; border-left: 4px solid #e69500; padding: 8px 12px; }
`;
