import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDrift } from '../../src/drift/formatDrift.ts';
import { driftResults } from '../../src/drift/driftResults.ts';
import { REFERENCE_DIR } from '../../src/drift/regenerateReferences.ts';
import { answerOdds } from '../../src/odds/answerOdds.ts';
import { formatOdds, formatOddsSweep } from '../../src/odds/formatOdds.ts';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { readResultsFile } from '../../src/report/readResultsFile.ts';
import { formatRulesetTables } from '../../src/rules/rwnn/formatRulesetTables.ts';
import { rulesetTables } from '../../src/rules/rwnn/tables/rulesetTables.ts';

/** The lines of a table-bearing text that are wider than `width` (prose lines above a table may wrap). */
const tableLinesWiderThan = (text: string, width: number): string[] =>
  text.split('\n').filter((l) => l.length > width && /\S {2,}\S|^-+( {2}-+)+$/.test(l));

describe('tables fitted to the terminal (odds, drift, rules show)', () => {
  it('rules show: every table of every ruleset fits 80 columns, and is whole without a width', () => {
    for (const id of ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'] as const) {
      const fitted = formatRulesetTables(rulesetTables(id), 80);
      expect(tableLinesWiderThan(fitted, 80), id).toEqual([]);
      const whole = formatRulesetTables(rulesetTables(id));
      expect(tableLinesWiderThan(whole, 80).length, id).toBeGreaterThan(0);
    }
  });

  it('odds: a mechanic fits 60 columns and a sweep 40', () => {
    const blaze = ODDS_MECHANICS.find((m) => m.name === 'blaze')!;
    const defaults = Object.fromEntries(
      blaze.params.map((p) => [p.name, 'default' in p ? p.default : undefined]),
    );
    const answer = answerOdds(blaze, { ...defaults, dice: 6 }, {});
    expect(tableLinesWiderThan(formatOdds(answer, 60), 60)).toEqual([]);
    const sweep = [1, 2, 3, 4, 5, 6, 7, 8].map((dice) => answerOdds(blaze, { ...defaults, dice }, {}));
    expect(tableLinesWiderThan(formatOddsSweep(sweep, 'dice'), 40).length).toBeGreaterThan(0);
    expect(tableLinesWiderThan(formatOddsSweep(sweep, 'dice', 40), 40)).toEqual([]);
  });

  it('drift: the comparison table fits 80 columns', () => {
    const reference = readResultsFile(join(REFERENCE_DIR, 'duel-weapon-range.json'));
    const report = driftResults(reference, reference);
    const whole = formatDrift(report, 'run.json', 'reference.json');
    expect(tableLinesWiderThan(whole, 80).length).toBeGreaterThan(0);
    expect(tableLinesWiderThan(formatDrift(report, 'run.json', 'reference.json', 80), 80)).toEqual([]);
  });
});
