import { newFaceCounts, type Dice, type FaceCounts } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import { nervePasses } from '../nerveTest.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { showCounts } from '../shot/shotWords.ts';
import type { NerveReadings } from './NerveReadings.ts';

/**
 * The choices the re-roll skills leave on a nerve test, asked of the policies (never decided by the rules).
 * Lucky is not asked: re-rolling a die of a failed test can only help, so it is always taken.
 *
 * - Charmed: "once* per gunfight he may re-roll a whole batch of dice" ({@link charmNerve}, asked of the
 *   tester's policy when the test has failed and he has a Charmed re-roll left).
 * - Cursed: "each opposing player may cause him to re-roll one dice once* per gunfight" ({@link curseNerve},
 *   asked of his opponents' policy when the test passed on a single 6 and he has a Curse token left).
 *
 * @example const eager: NerveChooser = { charmNerve: () => true, curseNerve: () => true };
 */
export interface NerveChooser {
  charmNerve(tester: Figure): boolean;
  curseNerve(tester: Figure): boolean;
}

/**
 * Spends every re-roll as soon as it can change the verdict.
 *
 * @example takeNerveTest(f, 4, false, dice, readings, EAGER_NERVE_CHOOSER, out)
 */
export const EAGER_NERVE_CHOOSER: NerveChooser = { charmNerve: () => true, curseNerve: () => true };

/**
 * One nerve test as thrown: `thrown` dice (0 when there were none, or he never loses his nerve), their faces
 * as they finally stand, and what re-rolls touched them.
 *
 * @example const out = newNerveTestResult(); takeNerveTest(f, 4, false, dice, readings, chooser, out).passed
 */
export interface NerveTestResult {
  /** The dice he was due after modifiers (may be zero or fewer). */
  dice: number;
  thrown: number;
  readonly counts: FaceCounts;
  passed: boolean;
  /** He never loses his nerve (White knight): no dice thrown, passed. */
  automatic: boolean;
  luckyRerolls: number;
  charmed: boolean;
  cursed: boolean;
}

/** A fresh result object; allocate once and reuse. @example const out = newNerveTestResult(); */
export function newNerveTestResult(): NerveTestResult {
  return {
    dice: 0,
    thrown: 0,
    counts: newFaceCounts(),
    passed: false,
    automatic: false,
    luckyRerolls: 0,
    charmed: false,
    cursed: false,
  };
}

/** The lowest face showing in a batch (the die a Lucky figure re-rolls when no 6 shows: any will do). */
function lowestFace(c: FaceCounts): number {
  for (let f = 1; f <= 6; f++) if (c[f]! > 0) return f;
  return 0;
}

/**
 * Takes a nerve test of `nerveDice` dice (nerveTestDice): "He must throw at least one 6, otherwise he has
 * lost his nerve" (000 NERVE and/or Morale; nervePasses: zero or fewer dice fail). `neverLoses` is true for
 * a White knight ("he never loses his nerve"): he passes without a throw. Under `nerve.rerolls=all` the
 * re-roll skills touch the batch like any other ("each batch of dice he throws"): first an opponent may
 * make a Cursed tester re-roll the single 6 of a passed test (spending a Curse token), then a Lucky tester
 * re-rolls one* failing die at a time while no 6 shows, then a Charmed tester may re-roll the whole batch
 * once* per gunfight. Allocates nothing; narrates to `log` when given.
 *
 * @example takeNerveTest(gunman, 4, false, new ScriptedDice([1, 2, 3, 5]), readings, EAGER_NERVE_CHOOSER, out).passed === false
 */
export function takeNerveTest(
  figure: Figure,
  nerveDice: number,
  neverLoses: boolean,
  dice: Dice,
  readings: NerveReadings,
  chooser: NerveChooser,
  out: NerveTestResult,
  log?: ShotLog,
): NerveTestResult {
  const c = out.counts;
  out.dice = nerveDice;
  out.luckyRerolls = 0;
  out.charmed = false;
  out.cursed = false;
  if (neverLoses) {
    c.fill(0);
    out.thrown = 0;
    out.passed = true;
    out.automatic = true;
    if (log) log.line(`  ${figure.name} never loses his nerve.`);
    return out;
  }
  out.automatic = false;
  const n = Math.max(0, nerveDice);
  out.thrown = n;
  dice.rollCounts(n, c);
  if (log) log.line(`  ${figure.name} tests his nerve with ${n} dice ${showCounts(c)}.`);
  if (n > 0 && readings.rerolls === 'all') {
    if (c[6] === 1 && figure.curseTokens > 0 && chooser.curseNerve(figure)) {
      figure.curseTokens--;
      c[6]--;
      c[dice.d6()]!++;
      out.cursed = true;
      if (log) log.line(`  He is Cursed: his opponents make him re-roll his 6: ${showCounts(c)}.`);
    }
    for (let k = 0; k < figure.profile.luckyDice && c[6] === 0; k++) {
      const face = lowestFace(c);
      c[face]!--;
      c[dice.d6()]!++;
      out.luckyRerolls++;
      if (log) log.line(`  He is Lucky and re-rolls a ${face}: ${showCounts(c)}.`);
    }
    if (c[6] === 0 && figure.charmedLeft > 0 && chooser.charmNerve(figure)) {
      figure.charmedLeft--;
      dice.rollCounts(n, c);
      out.charmed = true;
      if (log) log.line(`  He is Charmed and re-rolls the whole batch: ${showCounts(c)}.`);
    }
  }
  out.passed = nervePasses(nerveDice, c[6]!);
  if (log) log.line(out.passed ? '  His nerve holds.' : `  ${figure.name} has lost his nerve.`);
  return out;
}
