import type { DuelApproachReadings } from './duelApproachReadings.ts';

/**
 * How a duel starts. `draw`: the duellists draw at once at the setting's range (the reference duel).
 * `deck`: 000's procedure before the first draw: the challenge is answered, then the fate deck (the two
 * character cards, the four action cards and the Joker) activates them, each may only Pass, Move directly
 * toward the other or declare the Fast Draw, as his approach policy chooses; the range is where they start.
 * `signalDistance` (000 ALTERNATIVELY): they move until that many inches apart, then draw.
 *
 * @example const start: DuelStart = { kind: 'deck', readings: duelApproachReadings('rwnn-extended') };
 */
export type DuelStart =
  | { readonly kind: 'draw' }
  | {
      readonly kind: 'deck';
      readonly readings: DuelApproachReadings;
      readonly signalDistance?: number;
      readonly actionSets?: number;
    };
