import type { Seed } from '../../dice/StreamKey.ts';
import type { FafdmTacticName } from '../../policies/fafdm/fafdmTactics.ts';
import { hasGunPrice } from '../../rules/fafdm/campaign/equipmentTable.ts';
import { checkRoster, STARTING_DOLLARS } from '../../rules/fafdm/checkRoster.ts';
import type { SkirmishTableId } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS, type FafdmBandId } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS, type FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { fafdmSkirmishScenario } from '../../scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { MAX_BAND_FIGURES } from '../../scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { isJsonObject, showJson } from '../../scenarios/jsonValues.ts';
import type { JsonObject, JsonValue } from '../../scenarios/Scenario.ts';
import { formatIssue, SimError, type ExperimentIssue } from '../../sim/SimError.ts';
import { readYamlFile } from '../../sim/readYamlFile.ts';
import type { FairCostBand, FairCostPrice, FairCostStudy } from './FairCostStudy.ts';
import { skirmishSetup } from './fairCostCells.ts';

const FIELDS = [
  'name',
  'description',
  'seed',
  'trials',
  'price',
  'dollars',
  'skirmish',
  'opponent',
  'reference',
  'bands',
  'weapons',
];
const MAX_TRIALS = 10_000_000;

/** A roster as given, a count that is not a number kept as NaN for checkRoster to name. */
const counted = (o: JsonObject): Record<string, number> =>
  Object.fromEntries(Object.entries(o).map(([c, n]) => [c, typeof n === 'number' ? n : NaN]));

/** The skirmish's paths in a study file's words. */
const STUDY_PATH: readonly (readonly [RegExp, string])[] = [
  [/^params\.(table|turnCap)/, 'skirmish.$1'],
  [/^options/, 'skirmish.options'],
  [/^sides\.[ab]\.tactic/, 'skirmish.tactic'],
  [/^sides\.b\.roster/, 'opponent.roster'],
];

/**
 * Reads and checks a fair-cost study file (YAML or JSON; see docs/balance.md#fair-costs): every problem is
 * an issue naming its path, and the first is thrown as a {@link SimError} `invalid-experiment` (exit code 2)
 * before anything is played. The skirmish's own reader checks the table, options, tactic and rosters, so
 * its messages are the ones `run` gives.
 *
 * @example const study = readFairCostStudy('experiments/fair-costs/fafdm-characters.yaml');
 */
export function readFairCostStudy(file: string): FairCostStudy {
  const { value, locate } = readYamlFile(file, 'fair-cost study file');
  return checkFairCostStudy(value, file, locate);
}

/**
 * Checks a study file's parsed content as {@link readFairCostStudy} does; `file` names it in messages and
 * in the study (a queue worker checks the content a job carries, under the run's file name).
 *
 * @example const study = checkFairCostStudy(job.study, job.file);
 */
export function checkFairCostStudy(
  value: unknown,
  file: string,
  locate: (segments: readonly (string | number)[]) => number | undefined = () => undefined,
): FairCostStudy {
  const issues: ExperimentIssue[] = [];
  const fail = (path: string, expected: string): void => {
    const line = locate(path.split('.').filter(Boolean));
    issues.push({ file, path, expected, ...(line === undefined ? {} : { line }) });
  };
  const done = (): void => {
    if (issues.length > 0) throw new SimError('invalid-experiment', formatIssue(issues[0]!), issues);
  };
  if (!isJsonObject(value as JsonValue)) {
    fail('', 'a mapping with name, seed, trials, price, skirmish, opponent, reference and bands');
    done();
  }
  const o = value as JsonObject;
  for (const k of Object.keys(o)) if (!FIELDS.includes(k)) fail(k, `one of ${FIELDS.join(', ')}`);
  const name = o.name;
  if (typeof name !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(name))
    fail('name', `a name of lower-case letters, digits and dashes (got ${showJson(name)})`);
  const seed = o.seed;
  if (!(typeof seed === 'string' && seed.length > 0) && !(typeof seed === 'number' && Number.isInteger(seed)))
    fail('seed', `an integer or a word (got ${showJson(seed)})`);
  const trials = o.trials;
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 100 || trials > MAX_TRIALS)
    fail(
      'trials',
      `an integer from 100 to ${MAX_TRIALS}, the trials of every cell (got ${showJson(trials)})`,
    );
  const price = o.price ?? 'characters';
  if (price !== 'characters' && price !== 'weapons')
    fail('price', `characters or weapons (got ${showJson(price)})`);
  const dollars = o.dollars ?? STARTING_DOLLARS;
  if (typeof dollars !== 'number' || !Number.isInteger(dollars) || dollars < 1 || dollars > 5000)
    fail('dollars', `an integer from 1 to 5000, each band's dollars (got ${showJson(dollars)})`);
  const skirmish = o.skirmish ?? {};
  if (!isJsonObject(skirmish)) fail('skirmish', 'a mapping with table, turnCap, tactic and options');
  else
    for (const k of Object.keys(skirmish))
      if (!['table', 'turnCap', 'tactic', 'options'].includes(k))
        fail(`skirmish.${k}`, 'one of table, turnCap, tactic, options');
  const opponent = o.opponent;
  if (!isJsonObject(opponent) || typeof opponent.band !== 'string' || !(opponent.band in FAFDM_BANDS))
    fail(
      'opponent.band',
      `one of ${Object.keys(FAFDM_BANDS).join(', ')} (got ${showJson(isJsonObject(opponent) ? opponent.band : opponent)})`,
    );
  const bandsGiven = o.bands;
  if (!isJsonObject(bandsGiven) || Object.keys(bandsGiven).length === 0)
    fail('bands', 'a mapping of band: { roster, carrier } with at least one band');
  done();
  const opp = opponent as JsonObject;
  const oppBand = opp.band as FafdmBandId;
  const reference = o.reference;
  const oppList = FAFDM_BANDS[oppBand].characters as Record<string, { role: string }>;
  if (typeof reference !== 'string' || oppList[reference]?.role !== 'ordinary')
    fail(
      'reference',
      `an ordinary character of the ${oppBand} list, added to the opponent: ${Object.keys(oppList)
        .filter((c) => oppList[c]!.role === 'ordinary')
        .join(', ')} (got ${showJson(reference)})`,
    );
  let studyOpponent: Record<string, number> = {};
  if (!isJsonObject(opp.roster)) fail('opponent.roster', 'a mapping character: count');
  else {
    studyOpponent = counted(opp.roster);
    for (const e of checkRoster(oppBand, studyOpponent, dollars as number)) fail('opponent.roster', e);
  }
  // The guns Tab.15 prices (a 17-round load has no row of its own), but the six-shot they are swapped for.
  const priced = FAFDM_GUN_IDS.filter((g) => g !== 'six-shot' && hasGunPrice(g));
  let weapons: FafdmGunId[] = priced;
  if (o.weapons !== undefined) {
    const w = o.weapons;
    if (
      !Array.isArray(w) ||
      w.length === 0 ||
      w.some((g) => typeof g !== 'string' || !(priced as readonly string[]).includes(g))
    )
      fail('weapons', `a list of guns Tab.15 prices, other than six-shot: ${priced.join(', ')}`);
    else weapons = w as FafdmGunId[];
  }
  const bands: FairCostBand[] = [];
  for (const [band, given] of Object.entries(bandsGiven as JsonObject)) {
    const at = `bands.${band}`;
    if (!(band in FAFDM_BANDS)) {
      fail(at, `a band: one of ${Object.keys(FAFDM_BANDS).join(', ')}`);
      continue;
    }
    if (!isJsonObject(given) || !isJsonObject(given.roster)) {
      fail(at, 'a mapping { roster: { character: count }, carrier }');
      continue;
    }
    for (const k of Object.keys(given))
      if (!['roster', 'carrier', 'opponent'].includes(k))
        fail(`${at}.${k}`, 'a band takes roster, carrier and opponent');
    const roster = counted(given.roster);
    const list = FAFDM_BANDS[band as FafdmBandId].characters as Record<string, unknown>;
    for (const e of checkRoster(band as FafdmBandId, roster, dollars as number)) fail(`${at}.roster`, e);
    const figures = Object.values(roster).reduce((s, n) => s + n, 0);
    if (price === 'characters') {
      if (figures + 1 > MAX_BAND_FIGURES)
        fail(
          `${at}.roster`,
          `at most ${MAX_BAND_FIGURES - 1} figures, leaving room for one more (got ${figures})`,
        );
      // Each character of the list is added to the base in turn: the base leaves room for every one.
      for (const c of Object.keys(list))
        for (const e of checkRoster(band as FafdmBandId, { ...roster, [c]: (roster[c] ?? 0) + 1 }, Infinity))
          fail(`${at}.roster`, `room for one more ${c} (no leader, heroes below their max): ${e}`);
    }
    const carrier = given.carrier ?? null;
    if (price === 'weapons' && (typeof carrier !== 'string' || roster[carrier] !== 1))
      fail(
        `${at}.carrier`,
        `a character the roster has exactly one of, who carries each gun (got ${showJson(carrier)})`,
      );
    let opponentRoster = studyOpponent;
    if (given.opponent !== undefined) {
      if (!isJsonObject(given.opponent))
        fail(`${at}.opponent`, "a roster of the opponent's band: { character: count }");
      else opponentRoster = counted(given.opponent);
    }
    bands.push({
      band: band as FafdmBandId,
      roster,
      opponent: opponentRoster,
      carrier: typeof carrier === 'string' ? carrier : null,
    });
  }
  done();
  const sk = skirmish as JsonObject;
  const study: FairCostStudy = {
    name: name as string,
    description: typeof o.description === 'string' ? o.description : '',
    file,
    seed: seed as Seed,
    trials: trials as number,
    price: price as FairCostPrice,
    dollars: dollars as number,
    skirmish: {
      table: (sk.table ?? 'town-edge') as SkirmishTableId,
      turnCap: (sk.turnCap ?? 30) as number,
      tactic: (sk.tactic ?? 'advance-and-fire') as FafdmTacticName,
      options: (sk.options ?? {}) as Record<string, string>,
    },
    opponent: { band: oppBand, roster: studyOpponent },
    reference: reference as string,
    bands,
    weapons,
  };
  // The skirmish's own reader checks every band's base game (table, turn cap, tactic, options, rosters).
  for (const b of bands) {
    const r = fafdmSkirmishScenario.normalize(skirmishSetup(study, b, b.roster, {}, b.opponent));
    if ('issues' in r)
      for (const i of r.issues) {
        const path = i.path.join('.');
        const mapped = STUDY_PATH.reduce((p, [re, to]) => p.replace(re, to), path);
        const own = b.opponent !== study.opponent.roster && mapped === 'opponent.roster';
        fail(mapped === path ? `bands.${b.band}` : own ? `bands.${b.band}.opponent` : mapped, i.expected);
      }
  }
  done();
  return study;
}
