import type { Argv } from 'yargs';
import { formatRulesetTables, rulesetTablesJson } from '../rules/rwnn/formatRulesetTables.ts';
import type { RwnnRulesetId } from '../rules/rwnn/tables/rulesetTables.ts';
import { rulesetTables } from '../rules/rwnn/tables/rulesetTables.ts';
import type { SourceDocument } from '../rules/SourceRef.ts';
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

function showRuleset(ruleset: RwnnRulesetId, json: boolean): void {
  const tables = rulesetTables(ruleset);
  process.stdout.write(
    json ? `${JSON.stringify(rulesetTablesJson(tables), null, 2)}\n` : formatRulesetTables(tables),
  );
}

function listRulesets(): void {
  const rows = RULESET_IDS.map((id) => [id, RULESETS[id].document, RULESETS[id].description]);
  process.stdout.write(`${textTable(['ruleset', 'document', 'description'], rows)}\n`);
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
              choices: RULESET_IDS,
              describe: 'which ruleset (see `rules list`)',
            })
            .option('json', { type: 'boolean', describe: 'print one JSON object on stdout' })
            // Before validation, so a wrong id gets one plain line naming it rather than yargs' listing.
            .middleware((argv) => {
              const given: unknown = argv.ruleset;
              if (given !== undefined && !isRulesetId(given)) {
                throw new UsageError(
                  `unknown ruleset ${JSON.stringify(given)}: allowed ${RULESET_IDS.join(', ')}`,
                );
              }
            }, true)
            .example('$0 rules show rwnn-quickref', 'the quick reference sheet tables as text')
            .example('$0 rules show rwnn-extended --json', 'the extended edition tables as JSON')
            .epilog('How each table reads: docs/rules/tables.md. Readings: docs/rules/interpretations/.'),
        (argv) => {
          const ruleset: unknown = argv.ruleset;
          // The middleware has already refused anything else; this narrows the type.
          if (!isRulesetId(ruleset)) throw new UsageError(`name a ruleset: ${RULESET_IDS.join(', ')}`);
          showRuleset(ruleset, argv.json === true);
        },
      )
      .command(
        'list',
        'list the rulesets, each with the document it follows',
        (y) => y.example('$0 rules list', 'the ruleset ids to pass to `rules show`'),
        () => listRulesets(),
      )
      .demandCommand(1, 'name a subcommand: show <ruleset>, list')
      .example('$0 rules list', 'the rulesets')
      .example('$0 rules show rwnn-1996', 'every table of the 1996 playtest edition'),
  );
}
