import { formatFafdmTables, fafdmTablesJson } from '../rules/fafdm/formatFafdmTables.ts';
import { FAFDM_OPTIONS } from '../rules/fafdm/FafdmReadings.ts';
import { parseOptionFlags } from './parseOptionFlags.ts';
import { terminalWidth } from './terminalWidth.ts';
import { textTable } from './textTable.ts';

/** What `rules list` says of For A Few Dice More: its own engine, one ruleset without editions. */
export const FAFDM_RULESET = {
  document: '001_ac753b686cf1a971.txt',
  description:
    'For A Few Dice More: its own engine (stats, action points, coolness, bands); options, no editions',
} as const;

/**
 * `rules show fafdm [--json] [--option key=value]`: every chart of the FAFDM engine with its source, and the
 * readings in force, with single `fafdm.*` options changed.
 *
 * @example showFafdmRules(['fafdm.rescue=per-damage'], false, false)
 */
export function showFafdmRules(rawOptions: unknown, json: boolean, wide: boolean): void {
  const changed = parseOptionFlags(rawOptions, FAFDM_OPTIONS);
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...fafdmTablesJson(changed), options: changed }, null, 2)}\n`);
    return;
  }
  const given = Object.entries(changed).map(([k, v]) => `${k}=${v}`);
  const head = given.length ? `Options changed from the defaults: ${given.join(', ')}\n\n` : '';
  process.stdout.write(head + formatFafdmTables(changed, terminalWidth(wide)));
}

/**
 * `rules options --ruleset fafdm [--json]`: every option a FAFDM game takes, its values, its default and
 * its register entry.
 *
 * @example listFafdmOptions(true, false) // [{ key: 'fafdm.coolCompare', values: [...], default, entry }, ...]
 */
export function listFafdmOptions(json: boolean, wide: boolean): void {
  const rows = FAFDM_OPTIONS.map((o) => ({
    key: o.key,
    values: o.values,
    default: o.default,
    entry: o.entry,
  }));
  if (json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const table = rows.map((o) => [o.key, o.values.join(' | '), o.default, o.entry]);
  process.stdout.write(
    `${textTable(['option', 'values', 'default', 'register entry'], table, terminalWidth(wide))}\n`,
  );
}
