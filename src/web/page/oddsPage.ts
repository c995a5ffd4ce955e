// The odds page in the browser: reads its state from the address, shows the inputs, the answer, the chart
// and the table, and answers every change of input at once. Everything it computes comes from the same
// modules as the `odds` command; this file only wires them to the page.
import type { EmbedOptions, Result, VisualizationSpec } from 'vega-embed';
import { ODDS_MECHANICS } from '../../odds/oddsMechanics.ts';
import { answerHtml, refusalHtml } from '../answerHtml.ts';
import { answerPageState } from '../answerPageState.ts';
import { controlsHtml } from '../controlsHtml.ts';
import { ODDS_CHART_DATA, oddsChartRows, oddsChartSpec, type OddsChartRow } from '../oddsChartSpec.ts';
import { defaultState, pageQuery, readPageState, type OddsPageState } from '../oddsPageState.ts';
import { sweepTableHtml } from '../sweepTableHtml.ts';

/** vega-embed's browser build, inlined in the page ahead of this script, sets this global. */
declare const vegaEmbed: (el: HTMLElement, spec: VisualizationSpec, opts: EmbedOptions) => Promise<Result>;

function element<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
}

const form = element<HTMLFormElement>('controls');
const answerEl = element('answer');
const sweepEl = element('sweep');
const chartEl = element('chart');
const problemsEl = element('problems');
const linkEl = element<HTMLAnchorElement>('share');

let state: OddsPageState = defaultState(ODDS_MECHANICS[0]!);
let chart: { readonly shape: string; readonly result: Result } | undefined;
/** Charts are drawn one after another, so a quick second change never races the first. */
let drawing: Promise<void> = Promise.resolve();
let answered = 0;

/** Replaces the chart's bars; a new chart only when the mechanic's shape of answer changes. */
async function drawChart(rows: readonly OddsChartRow[]): Promise<void> {
  chartEl.hidden = rows.length === 0;
  if (rows.length === 0) return;
  const shape = JSON.stringify([state.mechanic.name, [...new Set(rows.map((r) => r.series))]]);
  if (chart?.shape !== shape) {
    chart?.result.finalize();
    const spec = oddsChartSpec(rows) as VisualizationSpec;
    const result = await vegaEmbed(chartEl, spec, { renderer: 'svg', actions: false });
    chart = { shape, result };
    return;
  }
  // vega tags the objects it is given, so it gets copies.
  await chart.result.view
    .data(
      ODDS_CHART_DATA,
      rows.map((r) => ({ ...r })),
    )
    .runAsync();
}

/** Shows `next`: the address, the answer, the table and the chart; then says so on the body, with the time. */
function show(next: OddsPageState, rebuildControls: boolean): void {
  const started = performance.now();
  state = next;
  if (rebuildControls) form.innerHTML = controlsHtml(state, ODDS_MECHANICS);
  const query = pageQuery(state);
  history.replaceState(null, '', query);
  linkEl.href = query;
  const { answer, sweep } = answerPageState(state);
  answerEl.innerHTML = 'refused' in answer ? refusalHtml(answer.refused) : answerHtml(answer);
  sweepEl.innerHTML = sweep
    ? sweepTableHtml(sweep.param, sweep.rows, state.params[sweep.param.name])
    : '<p class="note">This throw has no number of dice or distance to run a table over.</p>';
  const rows = 'refused' in answer ? [] : oddsChartRows(answer.entries);
  const id = ++answered;
  drawing = drawing
    .then(() => drawChart(rows))
    .catch((error: unknown) => {
      console.error('the chart failed to draw:', error);
      chartEl.textContent = 'The chart failed to draw.';
    })
    .then(() => {
      if (id !== answered) return;
      const ms = performance.now() - started;
      document.body.dataset.answerMs = ms.toFixed(1);
      document.body.dataset.answered = String(id);
      document.dispatchEvent(new CustomEvent('odds-answered', { detail: { ms } }));
    });
}

/** The state the inputs now say, or undefined while a number being typed is not yet a whole number in range. */
function stateFromInputs(): OddsPageState | undefined {
  const params: Record<string, number | boolean | string> = {};
  let complete = true;
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-param]')) {
    const name = el.dataset.param!;
    const spec = state.mechanic.params.find((p) => p.name === name);
    if (!spec) continue;
    if (spec.kind === 'flag') params[name] = (el as HTMLInputElement).checked;
    else if (spec.kind === 'choice') params[name] = el.value;
    else {
      const n = Number(el.value);
      const ok = el.value.trim() !== '' && Number.isInteger(n) && n >= spec.min && n <= spec.max;
      el.setAttribute('aria-invalid', String(!ok));
      if (ok) params[name] = n;
      else complete = false;
    }
  }
  const options: Record<string, string> = { ...state.options };
  for (const el of form.querySelectorAll<HTMLSelectElement>('[data-option]'))
    options[el.dataset.option!] = el.value;
  return complete ? { mechanic: state.mechanic, params, options } : undefined;
}

function onInput(event: Event): void {
  const target = event.target as HTMLElement;
  if (target.id === 'mechanic') {
    const mechanic = ODDS_MECHANICS.find((m) => m.name === (target as HTMLSelectElement).value);
    if (mechanic) show(defaultState(mechanic), true);
    return;
  }
  const next = stateFromInputs();
  if (next) show(next, false);
}

/** A stepper's − or +: one step within the parameter's range, then the same as typing it. */
function onStep(event: Event): void {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-step]');
  if (!button) return;
  const input = element<HTMLInputElement>(button.dataset.for!);
  const spec = state.mechanic.params.find((p) => p.name === input.dataset.param);
  if (spec?.kind !== 'int') return;
  const current = Number.isInteger(Number(input.value)) ? Number(input.value) : (spec.default ?? spec.min);
  input.value = String(Math.min(spec.max, Math.max(spec.min, current + Number(button.dataset.step))));
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A tap on a row of the table sets the main parameter to that row's value. */
function onSweepRow(event: Event): void {
  const row = (event.target as HTMLElement).closest<HTMLTableRowElement>('tr[data-sweep-value]');
  const name = row?.closest<HTMLElement>('table[data-sweep]')?.dataset.sweep;
  const input =
    name === undefined ? null : form.querySelector<HTMLInputElement>(`input[data-param="${name}"]`);
  if (!row || !input) return;
  input.value = row.dataset.sweepValue!;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

form.addEventListener('input', onInput);
sweepEl.addEventListener('click', onSweepRow);
form.addEventListener('click', onStep);
form.addEventListener('submit', (event) => event.preventDefault());

const read = readPageState(location.search, ODDS_MECHANICS);
problemsEl.textContent = read.problems.join(' ');
problemsEl.hidden = read.problems.length === 0;
show(read.state, true);
