import { fileURLToPath } from 'node:url';

/** The module that changes the pistol's blazing-away bonus from +3 to +2 (see pistolBlazeBonusTwo.ts). */
export const PISTOL_BLAZE_TWO = fileURLToPath(new URL('./pistolBlazeBonusTwo.ts', import.meta.url));

/**
 * A Gunman who always blazes away against a deliberate Gunman at 9" and 18", the place the pistol's
 * blazing bonus shows most. At 200,000 trials a cell the bonus's change from +3 to +2 dice moved A's win
 * rate at 18" from 75.4% to 69.8% (-5.5 points), B's from 23.9% to 29.8%, and the duel's exchanges and
 * dice by +19%; at 9" A's win rate by -2.2 points. At 20,000 trials a cell the standard error of a
 * difference of two win rates near 75% is sqrt(2 x 0.75 x 0.25 / 20000) = 0.43 points, so -5.5 points is
 * 13 standard errors, where Holm's correction over the 14 comparisons asks for about 3.2 and the 1-point
 * tolerance for 2.3: a miss would take a 10-standard-error fluke. Each run takes well under a second.
 */
export const PISTOL_STUDY = {
  name: 'drift-pistol-blaze',
  description: 'A blazing Gunman against a deliberate Gunman at 9 and 18 inches.',
  seed: 7,
  scenario: 'duel',
  ruleset: 'rwnn-extended',
  figures: { a: { class: 'gunman', policy: 'blaze' }, b: 'gunman' },
  sweep: { range: [9, 18] },
  trials: 20_000,
};
