import type { Argv } from 'yargs';
import { formatRulesetTables, rulesetTablesJson } from '../rules/rwnn/formatRulesetTables.ts';
import { EDITION_PRESETS } from '../rules/rwnn/ruleset/editionPresets.ts';
import { RULESET_OPTIONS } from '../rules/rwnn/ruleset/rulesetOptions.ts';
import { presetValue } from '../rules/rwnn/ruleset/withPresetValues.ts';
import { SHOOTOUT_OPTIONS } from '../scenarios/shootout/shootoutOptions.ts';
import { rwnnRuleset } from '../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { RwnnRulesetId } from '../rules/rwnn/tables/rulesetTables.ts';
import { parseOptionFlags } from './parseOptionFlags.ts';
import { FAFDM_RULESET, listFafdmOptions, showFafdmRules } from './fafdmRules.ts';
import { DOCUMENT_TITLES, type SourceDocument } from '../rules/SourceRef.ts';
import { terminalWidth, WIDE_OPTION } from './terminalWidth.ts';
import { textTable } from './textTable.ts';
import { UsageError } from './UsageError.ts';

/** What `rules list` says about a ruleset: the book it follows and how its tables are put together. */
interface RulesetSummary {
  readonly document: SourceDocument;
  readonly description: string;
}

const RULESET_IDS = [
  'rwnn-extended',
  'rwnn-quickref',
  'rwnn-1996',
] as const satisfies readonly RwnnRulesetId[];

const RULESETS = {
  'rwnn-extended': {
    document: '000_53eda652e9702143.txt',
    description: "The Rules With No Name, extended edition (with the quick reference sheet's fighting chart)",
  },
  'rwnn-quickref': {
    document: '002_a287e5c7c10177d4.txt',
    description: "The Rules With No Name quick reference sheet, with 000's tables for what the sheet omits",
  },
  'rwnn-1996': {
    document: '003_e162d46cc374eff2.txt',
    description:
      "The Rules With No Name, 1996 playtest edition: 000's charts with 003's skills, nerve and Fix gun",
  },
} as const satisfies { readonly [K in RwnnRulesetId]: RulesetSummary };

const isRulesetId = (value: unknown): value is RwnnRulesetId =>
  typeof value === 'string' && (RULESET_IDS as readonly string[]).includes(value);

/** The rulesets `rules show` takes: the Rules With No Name editions and For A Few Dice More. */
const SHOWN_IDS = [...RULESET_IDS, 'fafdm'] as const;

function showRuleset(preset: RwnnRulesetId, rawOptions: unknown, json: boolean, wide: boolean): void {
  const changed = parseOptionFlags(rawOptions, RULESET_OPTIONS);
  const ruleset = rwnnRuleset(preset, changed);
  if (json) {
    const data = { ...rulesetTablesJson(ruleset.tables), options: ruleset.options };
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return;
  }
  const given = Object.entries(changed).map(([k, v]) => `${k}=${v}`);
  const head = given.length ? `Options changed from the ${preset} preset: ${given.join(', ')}\n\n` : '';
  process.stdout.write(head + formatRulesetTables(ruleset.tables, terminalWidth(wide)));
}

/** One option as `rules options` shows it: its values, each edition preset's value, what reads it, its entry. */
interface OptionRow {
  readonly key: string;
  readonly values: readonly string[];
  readonly default: string;
  readonly presets: { readonly [R in RwnnRulesetId]: string };
  readonly readBy: string;
  readonly entry: string;
}

/**
 * Every option a Rules With No Name game takes (the shootout's list holds the duel's and the ruleset's),
 * each with the value each edition preset plays. What reads a ruleset option is recorded with it; a reading
 * option is read by the rule module its key names (`shot.*`, `shootout.*`, `move.*`...).
 */
function optionRows(): OptionRow[] {
  const readers = new Map(RULESET_OPTIONS.map((o) => [o.key, o.readBy]));
  return SHOOTOUT_OPTIONS.map((o) => {
    const preset = (id: RwnnRulesetId): string =>
      (EDITION_PRESETS[id] as Readonly<Record<string, string>>)[o.key] ?? presetValue(o, id);
    return {
      key: o.key,
      values: o.values,
      default: o.default,
      presets: {
        'rwnn-extended': preset('rwnn-extended'),
        'rwnn-quickref': preset('rwnn-quickref'),
        'rwnn-1996': preset('rwnn-1996'),
      },
      readBy: readers.get(o.key) ?? o.key.slice(0, o.key.indexOf('.')),
      entry: o.entry,
    };
  });
}

function listOptions(json: boolean, wide: boolean): void {
  const rows = optionRows();
  if (json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const table = rows.map((o) => [
    o.key,
    o.values.join(' | '),
    ...RULESET_IDS.map((id) => o.presets[id]),
    o.readBy,
    o.entry,
  ]);
  process.stdout.write(
    `${textTable(['option', 'values', ...RULESET_IDS, 'read by', 'register entry'], table, terminalWidth(wide))}\n`,
  );
}

function listRulesets(): void {
  const rows: string[][] = RULESET_IDS.map((id) => [
    id,
    DOCUMENT_TITLES[RULESETS[id].document],
    RULESETS[id].document,
    RULESETS[id].description,
  ]);
  rows.push([
    'fafdm',
    DOCUMENT_TITLES[FAFDM_RULESET.document],
    FAFDM_RULESET.document,
    FAFDM_RULESET.description,
  ]);
  process.stdout.write(
    `${textTable(['ruleset', 'book', 'file', 'description'], rows, terminalWidth(false))}\n`,
  );
}

/**
 * Registers `rules show <ruleset> [--json]` (every implemented table of a ruleset with its source, to hold
 * against the book) and `rules list` (the rulesets and the documents they follow).
 *
 * @example cli = rulesCommand(cli); // triggernometry rules show rwnn-quickref --json
 */
export function rulesCommand(cli: Argv): Argv {
  return cli.command('rules', 'the implemented rule tables of a ruleset, each with its source', (rules) =>
    rules
      .command(
        'show <ruleset>',
        'print every table of a ruleset with the document and section it is transcribed from',
        (y) =>
          y
            .positional('ruleset', {
              type: 'string',
              choices: SHOWN_IDS,
              describe: 'which ruleset (see `rules list`)',
            })
            .option('json', { type: 'boolean', describe: 'print one JSON object on stdout' })
            .option('wide', WIDE_OPTION)
            .option('option', {
              type: 'string',
              array: true,
              describe: 'change one option of the preset, key=value (see `rules options`); repeatable',
            })
            // Before validation, so a wrong id gets one plain line naming it rather than yargs' listing.
            .middleware((argv) => {
              const given: unknown = argv.ruleset;
              if (given !== undefined && given !== 'fafdm' && !isRulesetId(given)) {
                throw new UsageError(
                  `unknown ruleset ${JSON.stringify(given)}: allowed ${SHOWN_IDS.join(', ')}`,
                );
              }
            }, true)
            .example('$0 rules show rwnn-quickref', 'the quick reference sheet tables as text')
            .example('$0 rules show rwnn-extended --json', 'the extended edition tables as JSON')
            .example('$0 rules show fafdm', "For A Few Dice More's charts and its readings in force")
            .example(
              '$0 rules show rwnn-1996 --option source.woundChart=quickref',
              "the 1996 edition with the quick reference sheet's wound chart",
            )
            .epilog('How each table reads: docs/rules/tables.md. Readings: docs/rules/interpretations/.'),
        (argv) => {
          const ruleset: unknown = argv.ruleset;
          if (ruleset === 'fafdm') return showFafdmRules(argv.option, argv.json === true, argv.wide === true);
          // The middleware has already refused anything else; this narrows the type.
          if (!isRulesetId(ruleset)) throw new UsageError(`name a ruleset: ${RULESET_IDS.join(', ')}`);
          showRuleset(ruleset, argv.option, argv.json === true, argv.wide === true);
        },
      )
      .command(
        'list',
        'list the rulesets, each with the document it follows',
        (y) => y.example('$0 rules list', 'the ruleset ids to pass to `rules show`'),
        () => listRulesets(),
      )
      .command(
        'options',
        "list every option of a Rules With No Name game: its values, each edition preset's value, what reads it, its register entry",
        (y) =>
          y
            .option('json', {
              type: 'boolean',
              describe:
                'print one JSON array: { key, values, default, presets: { <ruleset>: value }, readBy, entry } per option',
            })
            .option('wide', WIDE_OPTION)
            .option('ruleset', {
              type: 'string',
              choices: ['rwnn', 'fafdm'],
              default: 'rwnn',
              describe:
                "whose options: The Rules With No Name's (with each edition's value) or For A Few Dice More's",
            })
            .example('$0 rules options', 'the options to pass as --option key=value')
            .example('$0 rules options --ruleset fafdm', "For A Few Dice More's options and their defaults")
            .example('$0 rules options --json', 'the same as JSON, each preset\'s value under "presets"'),
        (argv) =>
          argv.ruleset === 'fafdm'
            ? listFafdmOptions(argv.json === true, argv.wide === true)
            : listOptions(argv.json === true, argv.wide === true),
      )
      .demandCommand(1, 'name a subcommand: show <ruleset>, list, options')
      .example('$0 rules list', 'the rulesets')
      .example('$0 rules show rwnn-1996', 'every table of the 1996 playtest edition'),
  );
}
