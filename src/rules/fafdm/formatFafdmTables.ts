import { textTable } from '../../cli/textTable.ts';
import { DOCUMENT_TITLES, type SourceRef } from '../SourceRef.ts';
import { fafdmReadingsFrom } from './FafdmReadings.ts';
import { FAFDM_BANDS } from './tables/fafdmBands.ts';
import { FAFDM_GUNS } from './tables/fafdmGuns.ts';
import { FOOT_MOVES } from './tables/footMovement.ts';
import { MELEE_MODIFIERS, MELEE_RESCUE_MODIFIERS } from './tables/meleeModifiers.ts';
import { FAFDM_OPTIONAL_ACTIONS } from './tables/optionalActions.ts';
import { RESCUE_MODIFIERS, SHOT_MODIFIERS } from './tables/shotModifiers.ts';
import { FAFDM_SIDE_ARMS, type SideArmReach } from './tables/sideArms.ts';
import { explosivesSections } from './explosives/explosivesSections.ts';
import { horseSections } from './horse/horseSections.ts';
import { DRAWN_VEHICLE_MOVES, FAFDM_MOUNTS, HORSE_MOVES } from './horse/mountTables.ts';
import { EXPLOSIVE_PROTECTION, FAFDM_EXPLOSIVES } from './explosives/explosivesTables.ts';

const cite = (s: SourceRef): string => `source: ${DOCUMENT_TITLES[s.document]} (${s.document}), ${s.section}`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A list of modifiers (`{ source, name: value }`) as rows of name and value. */
function modifierRows(list: Readonly<Record<string, unknown>>): string[][] {
  return Object.entries(list)
    .filter(([k]) => k !== 'source')
    .map(([k, v]) => [k, signed(v as number)]);
}

const reach = (r: SideArmReach): string =>
  r.kind === 'cos-times' ? `COSx${r.times}` : r.kind === 'range' ? `${r.shortU} / ${r.maxU}` : 'not thrown';

/**
 * Every chart the For A Few Dice More engine holds, as JSON: each keeps its typed shape and its source, and
 * `readings` the reading of each ambiguous passage in force (the `fafdm.*` options).
 *
 * @example (fafdmTablesJson({}) as { guns: { bow: { maxU: number } } }).guns.bow.maxU === 16
 */
export function fafdmTablesJson(options: Readonly<Record<string, string>>): object {
  return {
    ruleset: 'fafdm',
    optionalActions: FAFDM_OPTIONAL_ACTIONS,
    footMovement: FOOT_MOVES,
    horseMovement: HORSE_MOVES,
    drawnVehicleMovement: DRAWN_VEHICLE_MOVES,
    mounts: FAFDM_MOUNTS,
    shotModifiers: SHOT_MODIFIERS,
    rescueModifiers: RESCUE_MODIFIERS,
    meleeModifiers: MELEE_MODIFIERS,
    meleeRescueModifiers: MELEE_RESCUE_MODIFIERS,
    guns: FAFDM_GUNS,
    sideArms: FAFDM_SIDE_ARMS,
    explosiveProtection: EXPLOSIVE_PROTECTION,
    explosives: FAFDM_EXPLOSIVES,
    bands: FAFDM_BANDS,
    readings: fafdmReadingsFrom(options),
  };
}

/**
 * Every chart of For A Few Dice More as text, each under its title with the document and section it is
 * transcribed from (as `rules show` prints a Rules With No Name edition), then the readings in force.
 *
 * @example formatFafdmTables({}, 100).startsWith('Tables of ruleset fafdm')
 */
export function formatFafdmTables(options: Readonly<Record<string, string>>, width: number): string {
  const parts: string[] = [
    'Tables of ruleset fafdm, as implemented (readings of ambiguous passages: docs/rules/interpretations/)',
  ];
  const section = (title: string, source: SourceRef, headers: string[], rows: string[][]): void => {
    parts.push('', title, '='.repeat(title.length), cite(source), '', textTable(headers, rows, width));
  };
  const a = FAFDM_OPTIONAL_ACTIONS;
  section(
    'Tab.1 optional actions',
    a.source,
    ['action', 'CA', 'reflexes test', 'notes'],
    Object.values(a.rows).map((r) => [
      r.printed,
      String(r.ca),
      r.reflexes === null ? '' : r.reflexes === 1 ? '1 die of 2' : '2 dice of 2',
      r.notes,
    ]),
  );
  section(
    'Tab.2 movement on foot',
    FOOT_MOVES.source,
    ['motion', 'max U', 'CA'],
    [
      ['walk', String(FOOT_MOVES.walk.maxU), String(FOOT_MOVES.walk.ca)],
      ['run', String(FOOT_MOVES.run.maxU), String(FOOT_MOVES.run.ca)],
    ],
  );
  horseSections(section);
  section('Tab.3 shot modifiers', SHOT_MODIFIERS.source, ['modifier', 'value'], modifierRows(SHOT_MODIFIERS));
  section(
    'Rescue test modifiers',
    RESCUE_MODIFIERS.source,
    ['modifier', 'value'],
    modifierRows(RESCUE_MODIFIERS),
  );
  section(
    'Tab.4 melee modifiers',
    MELEE_MODIFIERS.source,
    ['modifier', 'value'],
    modifierRows(MELEE_MODIFIERS),
  );
  section(
    'Tab.5 rescue melee modifiers',
    MELEE_RESCUE_MODIFIERS.source,
    ['modifier', 'value'],
    modifierRows(MELEE_RESCUE_MODIFIERS),
  );
  section(
    'Tab.6-8 weapons the engine shoots or throws',
    FAFDM_GUNS.remington.source,
    ['weapon', 'short U', 'max U', 'shots a turn', 'total', 'CA', 'bonus', 'source', 'notes'],
    Object.entries(FAFDM_GUNS).map(([id, g]) => [
      id,
      'thrownCosTimes' in g ? `COSx${g.thrownCosTimes}` : String(g.shortU),
      'thrownCosTimes' in g ? `COSx${g.thrownCosTimes}` : String(g.maxU),
      g.perTurnPrinted,
      String(g.total),
      String(g.fireCa),
      signed(g.bonus),
      g.source.section,
      g.notes,
    ]),
  );
  section(
    'Tab.8 side arms',
    FAFDM_SIDE_ARMS.knife.source,
    ['side arm', 'printed', 'throw U', 'a turn', 'total', 'CA', 'bonus', 'two-handed', 'damage'],
    Object.entries(FAFDM_SIDE_ARMS).map(([id, s]) => [
      id,
      s.name,
      reach(s.reach),
      s.perTurn === null ? '' : String(s.perTurn),
      s.total === null ? '' : String(s.total),
      String(s.actionCa),
      signed(s.bonus),
      s.twoHanded ? 'yes' : 'no',
      s.damages ? 'yes' : 'no',
    ]),
  );
  explosivesSections(section);
  for (const [id, band] of Object.entries(FAFDM_BANDS))
    section(
      `Band: ${band.name} (${id})`,
      band.source,
      ['character', 'role', 'SHOT', 'COOL', 'REF', 'COS', 'EXP', 'FAME', 'FORT', 'CA', '$', 'special'],
      Object.entries(band.characters).map(([cid, c]) => [
        cid,
        c.role === 'hero' && c.heroMax !== undefined ? `hero, max ${c.heroMax}` : c.role,
        ...[c.shot, c.cool, c.ref, c.cos, c.exp, c.fame, c.fortune, c.actions, c.cost].map(String),
        c.special,
      ]),
    );
  const readings = fafdmReadingsFrom(options);
  parts.push(
    '',
    'Readings in force',
    '=================',
    '',
    textTable(
      ['reading', 'value'],
      Object.entries(readings).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      width,
    ),
  );
  return `${parts.join('\n')}\n`;
}
