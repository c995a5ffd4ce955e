import type { OddsMechanic, ParamSpec, ReadingOption } from '../odds/OddsMechanic.ts';
import { escapeHtml } from '../report/escapeHtml.ts';
import type { OddsPageState } from './oddsPageState.ts';

/** "firing dice after all modifiers" as a label: "Firing dice after all modifiers". */
function sentenceCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function selectHtml(
  id: string,
  name: string,
  values: readonly string[],
  current: string,
  data: string,
): string {
  const items = values
    .map(
      (v) => `<option value="${escapeHtml(v)}"${v === current ? ' selected' : ''}>${escapeHtml(v)}</option>`,
    )
    .join('');
  return `<select id="${id}" name="${escapeHtml(name)}" ${data}>${items}</select>`;
}

function paramHtml(spec: ParamSpec, value: number | boolean | string | undefined): string {
  const id = `param-${spec.name}`;
  const name = escapeHtml(spec.name);
  const words = escapeHtml(sentenceCase(spec.describe));
  if (spec.kind === 'flag') {
    return `<div class="field flag"><label for="${id}"><input type="checkbox" id="${id}" name="${name}" data-param="${name}"${value === true ? ' checked' : ''}><span>${words}</span></label></div>`;
  }
  if (spec.kind === 'choice') {
    return `<div class="field"><label for="${id}">${words}</label>${selectHtml(id, spec.name, spec.choices, String(value), `data-param="${name}"`)}</div>`;
  }
  return `<div class="field"><label for="${id}">${words} <small>(${spec.min} to ${spec.max})</small></label>
<div class="stepper"><button type="button" data-step="-1" data-for="${id}" aria-label="${name} one less">−</button><input type="number" inputmode="numeric" id="${id}" name="${name}" data-param="${name}" min="${spec.min}" max="${spec.max}" step="1" value="${String(value)}"><button type="button" data-step="1" data-for="${id}" aria-label="${name} one more">+</button></div></div>`;
}

function optionHtml(option: ReadingOption, value: string | undefined, index: number): string {
  const id = `option-${index}`;
  const data = `data-option="${escapeHtml(option.key)}"`;
  const select = selectHtml(id, option.key, option.values, value ?? option.default, data);
  return `<div class="field"><label for="${id}">${escapeHtml(sentenceCase(option.describe))} <small>${escapeHtml(option.key)}, default ${escapeHtml(option.default)}; docs/rules/interpretations/${escapeHtml(option.entry)}</small></label>${select}</div>`;
}

/**
 * The page's inputs for `state`: the mechanic, then each parameter in the book's words from the
 * mechanic's own description (a stepper for a number, a box to tick for a flag, a list for a choice), then
 * the readings of ambiguous passages, folded away. Every input names its parameter or reading in
 * `data-param` or `data-option`, so the page reads them back without knowing the mechanic.
 *
 * @example form.innerHTML = controlsHtml(state, ODDS_MECHANICS)
 */
export function controlsHtml(state: OddsPageState, mechanics: readonly OddsMechanic[]): string {
  const m = state.mechanic;
  const choices = mechanics
    .map(
      (x) =>
        `<option value="${escapeHtml(x.name)}"${x === m ? ' selected' : ''}>${escapeHtml(x.name)}: ${escapeHtml(x.summary)}</option>`,
    )
    .join('');
  const readings = m.options.length
    ? `<details class="readings"><summary>Readings of the rules (${m.options.length})</summary>${m.options
        .map((o, i) => optionHtml(o, state.options[o.key], i))
        .join('\n')}</details>`
    : '';
  return `<div class="field"><label for="mechanic">What to throw</label><select id="mechanic" name="mechanic">${choices}</select></div>
<p class="source">Rules: ${escapeHtml(m.source)}</p>
${m.params.map((p) => paramHtml(p, state.params[p.name])).join('\n')}
${readings}`;
}
