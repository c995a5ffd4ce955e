import { BankRobberyMission } from './bankRobberyMission.ts';
import type { FafdmMission } from './FafdmMission.ts';
import { BANK_SQUARE, MAIN_STREET, WITNESS_TOWN } from './missionTables.ts';
import { DUEL_START_OPTION, TownDuelMission, type DuelStart } from './townDuelMission.ts';
import { WARD_MISSIONS } from './wardMissions.ts';
import { WitnessMission, WITNESS_ROUNDS } from './witnessMission.ts';

/**
 * The seven scenarios of 001 10.1-10.6: these three, then the four played round a ward ({@link WARD_MISSIONS}).
 *
 * @example FAFDM_MISSIONS.map((m) => m.name) // ['fafdm-bank-robbery', 'fafdm-town-duel', 'fafdm-witness', 'fafdm-prisoner', ...]
 */
export const FAFDM_MISSIONS: readonly FafdmMission[] = [
  {
    name: 'fafdm-bank-robbery',
    section: '10.1 BANK ROBBERY',
    summary:
      'For A Few Dice More 10.1: robbers (b) with two loot bags at the bank, the law (a) from both short edges; the loot off the table or recovered',
    table: BANK_SQUARE,
    parts: { a: 'the law', b: 'the robbers' },
    options: [],
    leaders: false,
    rounds: null,
    build: (board) => new BankRobberyMission(board),
  },
  {
    name: 'fafdm-town-duel',
    section: '10.3 DUEL',
    summary:
      'For A Few Dice More 10.3: two leaders face each other 10U apart on the main street, nobody shoots before a leader does',
    table: MAIN_STREET,
    parts: { a: 'one band', b: 'the other' },
    options: [DUEL_START_OPTION],
    leaders: true,
    rounds: null,
    build: (board, options) =>
      new TownDuelMission(board, (options[DUEL_START_OPTION.key] ?? DUEL_START_OPTION.default) as DuelStart),
  },
  {
    name: 'fafdm-witness',
    section: '10.5 THE WITNESS',
    summary: `For A Few Dice More 10.5: at night the outlaws (b) come for the witness the Sheriff's party (a) hides until the end of round ${WITNESS_ROUNDS}`,
    table: WITNESS_TOWN,
    parts: { a: "the Sheriff's party", b: 'the outlaws' },
    options: [],
    leaders: false,
    rounds: WITNESS_ROUNDS,
    build: (board) => new WitnessMission(board),
  },
  ...WARD_MISSIONS,
];
