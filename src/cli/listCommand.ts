import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Argv } from 'yargs';
import type { Scenario } from '../scenarios/Scenario.ts';
import type { loadExperiment } from '../sim/loadExperiment.ts';
import type { RulesetEntry } from '../sim/rulesetRegistry.ts';
import { PACKAGE_ROOT } from '../sim/toolInfo.ts';
import { textTable } from './textTable.ts';
import { UsageError } from './UsageError.ts';
import { terminalWidth, WIDE_OPTION } from './terminalWidth.ts';

const CATALOG = ['policies', 'weapons', 'skills', 'classes', 'bands'] as const;
const WHAT = ['scenarios', 'rulesets', ...CATALOG, 'options', 'metrics', 'experiments'] as const;
type What = (typeof WHAT)[number];
const SINGULAR = {
  policies: 'policy',
  weapons: 'weapon',
  skills: 'skill',
  classes: 'class',
  bands: 'band',
} as const;
type Rows = { readonly headers: readonly string[]; readonly rows: readonly (readonly string[])[] };

/** The registries and loader, imported when `list` runs (the other commands do not need them). */
interface Sources {
  readonly scenarios: readonly Scenario[];
  readonly rulesets: readonly RulesetEntry[];
  readonly load: typeof loadExperiment;
  readonly isSimError: (e: unknown) => boolean;
}

async function sources(): Promise<Sources> {
  const [{ allScenarios }, { allRulesets }, { loadExperiment }, { SimError }] = await Promise.all([
    import('../scenarios/scenarioRegistry.ts'),
    import('../sim/rulesetRegistry.ts'),
    import('../sim/loadExperiment.ts'),
    import('../sim/SimError.ts'),
  ]);
  return {
    scenarios: allScenarios(),
    rulesets: allRulesets(),
    load: loadExperiment,
    isSimError: (e) => e instanceof SimError,
  };
}

function shippedExperiments(src: Sources): Rows {
  const dir = join(PACKAGE_ROOT, 'experiments');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .sort()
    : [];
  const rows = files.map((f) => {
    const file = relative(process.cwd(), join(dir, f)) || f;
    try {
      const e = src.load(file);
      const t = e.trials;
      const trials = t.kind === 'fixed' ? String(t.trials) : `±${t.epsilon}, at most ${t.maxTrials}`;
      return [e.name, e.scenario, String(e.cells.length), trials, file, e.description.split('\n')[0] ?? ''];
    } catch (error) {
      if (!src.isSimError(error)) throw error;
      return [f, '?', '?', '?', file, `invalid: ${(error as Error).message}`];
    }
  });
  return { headers: ['experiment', 'scenario', 'cells', 'trials', 'file', 'description'], rows };
}

function section(what: What, src: Sources): Rows {
  const scenarios = src.scenarios;
  switch (what) {
    case 'scenarios':
      return {
        headers: ['scenario', 'cast', 'params', 'summary'],
        rows: scenarios.map((s) => [s.name, s.castKey, s.params.map((p) => p.name).join(', '), s.summary]),
      };
    case 'rulesets':
      return {
        headers: ['ruleset', 'system', 'summary'],
        rows: src.rulesets.map((r) => [r.id, r.system, r.summary]),
      };
    case 'options':
      return {
        headers: ['scenario', 'option', 'values', 'default'],
        rows: scenarios.flatMap((s) =>
          s.options.map((o) => [s.name, o.key, o.values.join(' | '), o.default]),
        ),
      };
    case 'metrics':
      return {
        headers: ['scenario', 'metric', 'kind', 'meaning'],
        rows: scenarios.flatMap((s) => s.metrics.map((m) => [s.name, m.name, m.kind, m.describe])),
      };
    case 'experiments':
      return shippedExperiments(src);
    default:
      return {
        headers: ['scenario', SINGULAR[what]],
        rows: scenarios.flatMap((s) => (s.catalog[what] ?? []).map((v) => [s.name, v])),
      };
  }
}

async function list(argv: Record<string, unknown>): Promise<void> {
  const given = argv.what;
  if (given !== undefined && !(WHAT as readonly unknown[]).includes(given))
    throw new UsageError(`list what? one of ${WHAT.join(', ')} (got ${JSON.stringify(given)})`);
  const chosen: readonly What[] = given === undefined ? WHAT : [given as What];
  const src = await sources();
  const sections = chosen.map((w) => [w, section(w, src)] as const);
  if (argv.json === true) {
    const json = Object.fromEntries(
      sections.map(([w, s]) => [
        w,
        s.rows.map((r) => Object.fromEntries(s.headers.map((h, i) => [h, r[i] ?? '']))),
      ]),
    );
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  const width = terminalWidth(argv.wide === true);
  const text = sections.map(([w, s]) => {
    const table = textTable(s.headers, s.rows, width);
    return chosen.length > 1 ? `${w}:\n${table}` : table;
  });
  process.stdout.write(`${text.join('\n\n')}\n`);
}

/**
 * Registers `list [what]`: the scenarios, rulesets, policies, weapons, skills, classes, options, metrics and
 * shipped experiments the runner knows, everything when `what` is left out.
 *
 * @example cli = listCommand(cli); // triggernometry list policies
 */
export function listCommand(cli: Argv): Argv {
  return cli.command(
    'list [what]',
    'list what experiments can name: scenarios, rulesets, policies, weapons, skills, experiments...',
    (y) =>
      y
        .positional('what', { type: 'string', describe: WHAT.join(' | ') })
        .option('json', { type: 'boolean', describe: 'print one JSON object on stdout' })
        .option('wide', WIDE_OPTION)
        .example('$0 list experiments', 'the studies shipped in experiments/')
        .example('$0 list skills', 'the skills a figure may take, by scenario'),
    (argv) => list(argv as Record<string, unknown>),
  );
}
