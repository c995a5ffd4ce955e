import type { ReadingOption } from '../../../odds/OddsMechanic.ts';

/**
 * The townsfolk's readings in a shootout, each with its register entry: the NPC variant played and what
 * "within 3” of gunfire" measures from.
 *
 * @example TOWNSFOLK_READING_OPTIONS.map((o) => o.key) // ['shootout.townsfolk', 'shootout.townsfolkGunfire']
 */
export const TOWNSFOLK_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'shootout.townsfolk',
    values: ['trwnn', 'tbc'],
    default: 'trwnn',
    describe:
      "a woken townsman's NPC card goes into the Fate deck and he throws on the table when it is drawn (trwnn), or throws at once and moves after each Joker (tbc)",
    entry: 'npc-variants.md',
  },
  {
    key: 'shootout.townsfolkGunfire',
    values: ['line', 'firer'],
    default: 'line',
    describe: '"within 3” of gunfire": of the line of fire from firer to target, or of the firer only',
    entry: 'npc-gunfire.md',
  },
];
