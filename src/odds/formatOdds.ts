import { textTable } from '../cli/textTable.ts';
import { Fraction } from '../exact/Fraction.ts';
import type { OddsAnswer } from './answerOdds.ts';
import type { SimulatedValue } from './simulateOdds.ts';

const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const num = (x: number): string => x.toFixed(4);

/** The parameters as words ("dice 6, cap 3, deadeye"), leaving out `skip` and unset flags. */
function describeParams(answer: OddsAnswer, skip?: string): string {
  return Object.entries(answer.params)
    .filter(([k, v]) => k !== skip && v !== false)
    .map(([k, v]) => (v === true ? k : `${k} ${String(v)}`))
    .join(', ');
}

function nonDefaultReadings(answer: OddsAnswer): string[] {
  return answer.mechanic.options
    .filter((o) => answer.options[o.key] !== o.default)
    .map((o) => `${o.key}=${answer.options[o.key]} (docs/rules/interpretations/${o.entry})`);
}

/**
 * The readable table of one answer: a row per probability or expectation (one per value of each
 * distribution) with percent and exact fraction, and, when sampled, the estimate, its 95% interval and
 * whether the exact value lies inside.
 */
export function formatOdds(answer: OddsAnswer, width = Infinity): string {
  const sim = answer.simulation;
  const rows: string[][] = [];
  for (const entry of answer.entries) {
    const s = sim?.results.get(entry.key);
    const values: [string, Fraction, SimulatedValue | undefined][] =
      entry.exact instanceof Fraction
        ? [[entry.label, entry.exact, s as SimulatedValue | undefined]]
        : entry.exact.map((f, k) => [
            entry.label.replace('= k', `= ${k}`),
            f,
            (s as readonly SimulatedValue[] | undefined)?.[k],
          ]);
    for (const [label, f, v] of values) {
      const show = entry.kind === 'expectation' ? num : pct;
      const row = [label, show(f.toNumber()), f.toString()];
      if (v) {
        row.push(
          show(v.estimate),
          `${show(v.interval[0])} .. ${show(v.interval[1])}`,
          `${show(v.check[0])} .. ${show(v.check[1])}`,
          v.exactInside ? 'yes' : 'NO',
        );
      }
      rows.push(row);
    }
  }
  const headers = ['', 'exact', 'fraction'];
  if (sim) headers.push('simulated', '95% interval', '99.9% interval', 'exact inside 99.9%');
  const params = describeParams(answer);
  const lines = [`${answer.mechanic.name}: ${answer.mechanic.summary}${params ? ` (${params})` : ''}`];
  lines.push(`rules: ${answer.mechanic.source}`);
  for (const r of nonDefaultReadings(answer)) lines.push(`reading: ${r}`);
  if (sim) lines.push(`simulated: ${sim.trials} trials, seed ${String(sim.seed)}`);
  lines.push('', textTable(headers, rows, width));
  return lines.join('\n') + '\n';
}

/** One row per value of the swept parameter, a column per probability or expectation (distributions left to --json). */
export function formatOddsSweep(answers: readonly OddsAnswer[], sweep: string, width = Infinity): string {
  const first = answers[0];
  if (!first) return '';
  const scalars = first.entries.filter((e) => e.exact instanceof Fraction);
  const rows = answers.map((a) => [
    String(a.params[sweep]),
    ...a.entries
      .filter((e) => e.exact instanceof Fraction)
      .map((e) => (e.kind === 'expectation' ? num : pct)((e.exact as Fraction).toNumber())),
  ]);
  const fixed = describeParams(first, sweep);
  const lines = [
    `${first.mechanic.name}: ${first.mechanic.summary}${fixed ? ` (${fixed})` : ''}`,
    `rules: ${first.mechanic.source}`,
    ...nonDefaultReadings(first).map((r) => `reading: ${r}`),
    '',
    textTable([sweep, ...scalars.map((e) => e.key)], rows, width),
    '',
    ...scalars.map((e) => `${e.key}: ${e.label}`),
  ];
  return lines.join('\n') + '\n';
}
