import { textTable } from '../../cli/textTable.ts';
import { DOCUMENT_TITLES, type SourceRef } from '../SourceRef.ts';
import type { BlazingAwayTable } from './tables/blazingAway.ts';
import type { CharacterClass } from './tables/CharacterClass.ts';
import type { ByDieFace, DieFace } from './tables/DieFace.ts';
import { DIE_FACES } from './tables/DieFace.ts';
import type { FastDrawTable } from './tables/fastDrawDice.ts';
import type { FightingChart } from './tables/fightingChart.ts';
import type { FightingModifierList } from './tables/fightingModifiers.ts';
import type { FiringModifierList, ModifierScaling } from './tables/firingModifiers.ts';
import type { FixGunTable } from './tables/fixGun.ts';
import type { NerveTable } from './tables/nerveDice.ts';
import type { RangeBand, RangeChart, RangeChartRow } from './tables/rangeChart.ts';
import { RANGE_BANDS } from './tables/rangeChart.ts';
import type { RulesetSkill, RwnnRulesetId, RwnnTables, SkillEdition } from './tables/rulesetTables.ts';
import type { SkillChitSheet } from './tables/skillChits.ts';
import type { SkillId } from './tables/skills.ts';
import type { TableInterpretationId } from './tables/TableInterpretationId.ts';
import type { WoundChart } from './tables/woundCharts.ts';
import { HIT_LOCATIONS } from './tables/woundCharts.ts';

/**
 * The tables of one ruleset as one JSON object. Each chart keeps the shape of its typed data (see
 * docs/rules/tables.md), so `ranges.rows.pistol.bands.close` is the pistol's close band and
 * `woundCharts.normal.rows.head[4]` the head cell under effect die 4. Wound effects and skills have no
 * single heading of their own: every quoted rule or skill cites its own source, and `sources` lists them.
 * `skillChits` is `null` for a ruleset that uses no chit sheet.
 *
 * @example json.woundCharts.normal.rows.belly[4].printed === 'Serious Wound & Knocked Down' // rwnn-quickref
 */
export interface RulesetTablesJson {
  readonly ruleset: RwnnRulesetId;
  readonly ranges: RangeChart;
  readonly firingModifiers: FiringModifierList;
  readonly blazingAway: BlazingAwayTable;
  readonly woundCharts: { readonly normal: WoundChart; readonly tough: WoundChart };
  readonly woundEffects: {
    readonly sources: readonly SourceRef[];
    readonly effects: RwnnTables['woundEffects'];
  };
  readonly fastDraw: FastDrawTable;
  readonly nerve: NerveTable;
  readonly skills: {
    readonly edition: SkillEdition;
    readonly sources: readonly SourceRef[];
    readonly rows: readonly RulesetSkill[];
  };
  readonly skillChits: SkillChitSheet | null;
  readonly fightingChart: FightingChart;
  readonly fightingModifiers: FightingModifierList;
  readonly fixGun: FixGunTable;
}

const CLASSES = ['citizen', 'gunman', 'shootist', 'legend'] as const satisfies readonly CharacterClass[];

/** 000 Appendix A's "Life is Cheap" chit names no skill; this register entry says how it is read. */
const CHIT_WITHOUT_SKILL: TableInterpretationId = 'skill-chits-vs-list';

/** Column heads for the effect die; a bare "1" would be laid out as a number, away from its column. */
const EFFECT_COLUMNS = DIE_FACES.map((f) => `effect ${f}`);

/** Skill texts run to several sentences; the listing is for finding a skill, the JSON has the full text. */
const SHORT_TEXT = 70;

function distinctSources(refs: Iterable<SourceRef>): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const ref of refs) seen.set(`${ref.document}\n${ref.section}`, ref);
  return [...seen.values()];
}

/**
 * Every table of a ruleset as plain JSON data. Nothing in the tables is a function, a Map or `undefined`,
 * so each chart is passed on as it is, under the key the command line documents; only wound effects and
 * skills are wrapped, to carry the list of sources their rows cite (and the skills' edition).
 *
 * @example rulesetTablesJson(rulesetTables('rwnn-extended')).ranges.rows.pistol.bands.close?.dice === 3
 */
export function rulesetTablesJson(tables: RwnnTables): RulesetTablesJson {
  return {
    ruleset: tables.ruleset,
    ranges: tables.rangeChart,
    firingModifiers: tables.firingModifiers,
    blazingAway: tables.blazingAway,
    woundCharts: { normal: tables.woundCharts.normal, tough: tables.woundCharts.tough },
    woundEffects: {
      sources: distinctSources(
        Object.values(tables.woundEffects).flatMap((e) => e.rules.map((r) => r.source)),
      ),
      effects: tables.woundEffects,
    },
    fastDraw: tables.fastDraw,
    nerve: tables.nerve,
    skills: {
      edition: tables.skillEdition,
      sources: distinctSources(tables.skills.map((s) => s.source)),
      rows: tables.skills,
    },
    skillChits: tables.skillChits,
    fightingChart: tables.fightingChart,
    fightingModifiers: tables.fightingModifiers,
    fixGun: tables.fixGun,
  };
}

const bookTitle = (document: SourceRef['document'] | 'extended' | 'same'): string =>
  document in DOCUMENT_TITLES ? DOCUMENT_TITLES[document as keyof typeof DOCUMENT_TITLES] : document;
const sourceText = (ref: SourceRef): string => `${bookTitle(ref.document)}, ${ref.section}`;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const counted = (scaling: ModifierScaling): string =>
  scaling === 'flat' ? 'once' : scaling === 'per-wound' ? 'per wound' : 'per movement die';

/** A `source:` line: the one place the table is printed, or, when its rows cite several, where to look. */
function sourceLine(refs: readonly SourceRef[]): string {
  const [only, ...more] = refs;
  if (only === undefined) return 'source: none';
  if (more.length === 0) return `source: ${sourceText(only)}`;
  const documents = [...new Set(refs.map((r) => bookTitle(r.document)))].join(', ');
  return `source: each row cites its own (${documents})`;
}

function section(heading: string, lines: readonly string[]): string {
  return [heading, '='.repeat(heading.length), ...lines].join('\n');
}

function rangeCell(band: RangeBand | null): string {
  if (band === null) return '—';
  return band.upToInches === 'in-sight' ? `in sight: ${band.dice}` : `${band.upToInches}": ${band.dice}`;
}

function rangeRowLabel(row: RangeChartRow): string {
  const from = row.borrowedFrom;
  if (from === null) return `"${row.printedLabel ?? ''}"`;
  const lender = from.document === 'same' ? 'same chart' : 'extended edition';
  return `borrowed: ${from.weapon} row, ${lender} (${from.interpretation})`;
}

/** {@link textTable} fitted to `width` (the terminal's; Infinity for whole cells), the width first. */
const fitted = (width: number, headers: readonly string[], rows: readonly (readonly string[])[]): string =>
  textTable(headers, rows, width);

function formatRangeChart(chart: RangeChart, width: number): string {
  const rows = Object.values(chart.rows).map((row) => [
    row.weapon,
    ...RANGE_BANDS.map((b) => rangeCell(row.bands[b])),
    rangeRowLabel(row),
    sourceText(row.source),
  ]);
  return section(`Range chart: ${chart.title}`, [
    sourceLine([chart.source]),
    'Each cell: how far the band reaches, in inches: firing dice ("in sight": no limit); — the source gives no such band.',
    '',
    fitted(width, ['weapon', ...RANGE_BANDS, 'row', 'row source'], rows),
  ]);
}

function formatFiringModifiers(list: FiringModifierList, width: number): string {
  return section('Firing modifiers', [
    sourceLine([list.source]),
    `"${list.heading}"`,
    '',
    fitted(
      width,
      ['id', 'printed', 'dice', 'counted'],
      list.modifiers.map((m) => [m.id, m.printed, signed(m.dice), counted(m.scaling)]),
    ),
  ]);
}

function formatBlazingAway(table: BlazingAwayTable, width: number): string {
  const rows = Object.values(table.rows).map((row) => {
    const readsAs = row.readsAs ? `${row.readsAs.weapon} (${row.readsAs.interpretation})` : '';
    if (!row.canBlazeAway || row.bonus === null || row.hitCap === null) {
      return [row.weapon, '—', 'cannot blaze away', sourceText(row.source), '—', '', '', readsAs];
    }
    const hits = row.hitCap.hits === 'unlimited' ? 'unlimited' : String(row.hitCap.hits);
    return [
      row.weapon,
      signed(row.bonus.dice),
      `"${row.bonus.printed}"`,
      sourceText(row.bonus.source),
      hits,
      `"${row.hitCap.printed}"`,
      sourceText(row.hitCap.source),
      readsAs,
    ];
  });
  return section('Blazing away', [
    sourceLine([table.source]),
    'Bonus firing dice and the most hits one throw may score, per weapon, each with the line it is read from.',
    '',
    fitted(
      width,
      ['weapon', 'bonus', 'printed', 'bonus source', 'hit cap', 'printed', 'cap source', 'reads as'],
      rows,
    ),
  ]);
}

function markBlank<T extends { readonly printed: string }>(
  cells: ByDieFace<T>,
  blanks: readonly DieFace[],
): string[] {
  return DIE_FACES.map((f) => (blanks.includes(f) ? `${cells[f].printed} ←` : cells[f].printed));
}

function formatWoundChart(chart: WoundChart, width: number): string {
  const rows = HIT_LOCATIONS.map((loc) => [
    chart.locationLabels[loc],
    ...markBlank(chart.rows[loc], chart.filledFromLeft[loc]),
  ]);
  const blanks = HIT_LOCATIONS.some((loc) => chart.filledFromLeft[loc].length > 0)
    ? ' ← marks a cell blank in the source, read as the cell to its left.'
    : '';
  return section(`Wound chart (${chart.side}): ${chart.title}`, [
    sourceLine([chart.source]),
    `Rows: location die; columns: effect die.${blanks}`,
    '',
    fitted(width, ['location', ...EFFECT_COLUMNS], rows),
  ]);
}

function formatWoundEffects(effects: RwnnTables['woundEffects'], width: number): string {
  const rows = Object.values(effects).flatMap((e) =>
    e.rules.map((r) => [e.name, `"${r.quote}"`, sourceText(r.source)]),
  );
  const refs = distinctSources(Object.values(effects).flatMap((e) => e.rules.map((r) => r.source)));
  return section('Wound effects', [
    sourceLine(refs),
    'What each result of the wound charts does, sentence by sentence as the books print it.',
    '',
    fitted(width, ['result', 'quote', 'source'], rows),
  ]);
}

function formatFastDraw(table: FastDrawTable, width: number): string {
  return section('Fast draw', [
    sourceLine([table.source]),
    '',
    fitted(
      width,
      ['class', 'dice'],
      CLASSES.map((c) => [c, String(table.dice[c])]),
    ),
    '',
    fitted(
      width,
      ['modifier', 'printed', 'dice', 'counted'],
      table.modifiers.map((m) => [m.id, m.printed, signed(m.dice), counted(m.scaling)]),
    ),
  ]);
}

function formatNerve(table: NerveTable, width: number): string {
  return section('Nerve', [
    sourceLine([table.source]),
    'The test passes on at least one 6.',
    '',
    fitted(
      width,
      ['class', 'dice', 'hurt real bad'],
      CLASSES.map((c) => [c, String(table.dice[c]), table.hurtRealBad[c]]),
    ),
    '',
    fitted(
      width,
      ['modifier', 'printed', 'dice', 'counted'],
      table.modifiers.map((m) => [m.id, m.printed, signed(m.dice), counted(m.scaling)]),
    ),
  ]);
}

function shortText(text: string): string {
  if (text.length <= SHORT_TEXT) return text;
  const cut = text.slice(0, SHORT_TEXT);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_TEXT / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')} …`;
}

function formatSkills(edition: SkillEdition, skills: readonly RulesetSkill[], width: number): string {
  // Removed and cancelled skills are named as this edition names them, so the list reads like the book.
  const nameOf = new Map<SkillId, string>(skills.map((s) => [s.id, s.name]));
  const names = (ids: readonly SkillId[]): string => ids.map((id) => nameOf.get(id) ?? id).join(', ');
  const rows = skills.map((s) => [
    s.id,
    s.identifiedBy ? `${s.name} (${s.identifiedBy})` : s.name,
    s.double ? 'yes' : 'no',
    names(s.removes),
    names(s.cancels),
    shortText(s.text),
  ]);
  const printing = edition === 'extended' ? 'the extended edition (000)' : 'the 1996 playtest edition (003)';
  return section('Skills', [
    sourceLine(distinctSources(skills.map((s) => s.source))),
    `As ${printing} prints them; "double" means the text carries an asterisk (a "Very ..." skill doubles the starred numbers).`,
    '',
    fitted(width, ['id', 'name', 'double', 'removes', 'cancels', 'text'], rows),
  ]);
}

function formatSkillChits(sheet: SkillChitSheet | null, width: number): string {
  if (sheet === null) {
    return section('Skill chits', [
      'source: none (this ruleset draws no chits: its skill list does not match 000 Appendix A)',
    ]);
  }
  const rows = sheet.chits.map((c, i) => [
    String(i + 1),
    c.printed,
    c.skill ?? `— (no such skill; ${CHIT_WITHOUT_SKILL})`,
  ]);
  return section(`Skill chits: ${sheet.title}`, [
    sourceLine([sheet.source]),
    '',
    fitted(width, ['#', 'printed', 'skill'], rows),
  ]);
}

function formatFightingChart(chart: FightingChart, width: number): string {
  const rows = Object.values(chart.rows).map((row) => [
    row.printedLabel,
    String(row.attackDice),
    String(row.defendDice),
    ...markBlank(row.effects, row.filledFromLeft),
  ]);
  return section(`Fighting chart: ${chart.title}`, [
    sourceLine([chart.source]),
    'Dice rolled to attack and to defend, then the effect of each hit by the effect die. ← marks a cell blank in the source, read as the cell to its left.',
    '',
    fitted(width, ['weapon', 'attack', 'defend', ...EFFECT_COLUMNS], rows),
  ]);
}

function formatFightingModifiers(list: FightingModifierList, width: number): string {
  return section('Fighting modifiers', [
    sourceLine([list.source]),
    `"${list.heading}"`,
    '',
    fitted(
      width,
      ['id', 'printed', 'dice', 'counted', 'horse combat only'],
      list.modifiers.map((m) => [
        m.id,
        m.printed,
        signed(m.dice),
        counted(m.scaling),
        m.horseCombatOnly ? 'yes' : '',
      ]),
    ),
  ]);
}

function formatFixGun(table: FixGunTable, width: number): string {
  return section('Fix gun', [
    sourceLine([table.source]),
    '',
    fitted(
      width,
      ['die', 'outcome', 'printed'],
      DIE_FACES.map((f) => [String(f), table.results[f].outcome, table.results[f].printed]),
    ),
  ]);
}

/**
 * Every table of a ruleset as plain text, in rule-book order: a heading, a `source: <document>, <section>`
 * line (rows that cite their own lines carry a source column) and the table, with the printed words, so a
 * designer can hold each one against the book. Each table fits `width` (see {@link textTable}).
 *
 * @example formatRulesetTables(rulesetTables('rwnn-quickref')).includes('Range chart: RANGES & NUMBER OF DICE')
 */
export function formatRulesetTables(tables: RwnnTables, width = Infinity): string {
  const sections = [
    `Tables of ruleset ${tables.ruleset}, as implemented (readings of ambiguous passages: docs/rules/interpretations/)`,
    formatRangeChart(tables.rangeChart, width),
    formatFiringModifiers(tables.firingModifiers, width),
    formatBlazingAway(tables.blazingAway, width),
    formatWoundChart(tables.woundCharts.normal, width),
    formatWoundChart(tables.woundCharts.tough, width),
    formatWoundEffects(tables.woundEffects, width),
    formatFastDraw(tables.fastDraw, width),
    formatNerve(tables.nerve, width),
    formatSkills(tables.skillEdition, tables.skills, width),
    formatSkillChits(tables.skillChits, width),
    formatFightingChart(tables.fightingChart, width),
    formatFightingModifiers(tables.fightingModifiers, width),
    formatFixGun(tables.fixGun, width),
  ];
  return `${sections.join('\n\n')}\n`;
}
