import { tacticVerdictLines } from './tacticVerdictLines.ts';
import type { ChartSpec } from './charts/ChartSpec.ts';
import { describeComparison } from './describeComparison.ts';
import { describeMethods } from './describeMethods.ts';
import { markdownTable } from './markdownTable.ts';
import type { ReportModel } from './ReportModel.ts';
import type { ReportOptions } from './ReportOptions.ts';
import { reportTables } from './reportTables.ts';
import { studyHeadline } from './studyHeadline.ts';
import { trialsPerCellText } from './trialsPerCellText.ts';

/**
 * summary.md: what a CI job posts and a designer reads first. "What this study shows" (at most five
 * sentences, largest first), the provenance, then every finding as a sentence (each significant difference
 * in its unit with its interval), the estimates and comparisons as tables, and links to the charts.
 * Everything in it comes from the model; it never reads the clock.
 *
 * @example writeFileSync('summary.md', summaryMarkdown(model, reportCharts(model)));
 */
export function summaryMarkdown(
  model: ReportModel,
  charts: readonly ChartSpec[],
  options: ReportOptions = {},
): string {
  const tables = reportTables(model);
  const { method, comparisons: m, alpha } = model.correction;
  const out: string[] = [`# ${model.experiment.name}`, ''];
  if (model.experiment.description) out.push(model.experiment.description, '');
  for (const w of model.warnings ?? []) out.push(`> **Warning:** ${w}`, '');
  const headline = studyHeadline(model);
  out.push('## What this study shows', '');
  for (const s of headline.sentences) out.push(`- **${s.lead}**: ${s.text}.`);
  if (headline.sentences.length) out.push('');
  out.push(headline.note, '');
  out.push(...tacticVerdictLines(model));
  out.push('## Run', '', markdownTable(tables.provenance), '');

  out.push('## All findings', '');
  if (model.comparisons.length === 0) out.push('This study makes no comparisons.', '');
  else {
    const significant = model.comparisons.filter((c) => c.significant);
    const family =
      method === 'holm'
        ? `after Holm's correction for the ${m} comparisons in this study (α = ${alpha})`
        : `at α = ${alpha}, without correction for multiple comparisons`;
    out.push(
      significant.length
        ? `${significant.length} of ${model.comparisons.length} differences are significant:`
        : `No difference is significant ${family}.`,
      '',
    );
    for (const c of significant) out.push(`- **${c.label}**: ${describeComparison(model, c)}.`);
    if (significant.length) out.push('');
  }

  out.push('## Estimates', '');
  out.push(
    `Each entry is an estimate with its 95% interval in brackets; ${trialsPerCellText(model)}. ${describeMethods(model)}`.trim(),
    '',
    markdownTable(tables.estimates),
    '',
  );
  if (model.comparisons.length) {
    out.push('## Comparisons', '');
    out.push(
      `Differences are cell minus baseline; "pp" is percentage points.${method === 'holm' ? ` Holm p is the p-value adjusted for all ${m} comparisons; a difference is significant when it is below ${alpha}.` : ''}`,
      '',
      markdownTable(tables.comparisons),
      '',
    );
  }
  out.push('## Charts', '', 'Interactive versions are in index.html; data.csv holds every number above.', '');
  for (const c of charts)
    out.push(
      options.png === true
        ? `- [${c.title}](charts/${c.id}.png) ([SVG](charts/${c.id}.svg)): ${c.caption}`
        : `- [${c.title}](charts/${c.id}.svg): ${c.caption}`,
    );
  return out.join('\n') + '\n';
}
