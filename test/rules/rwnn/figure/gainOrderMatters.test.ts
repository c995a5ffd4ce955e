import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureRules, type FigureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { gainOrderMatters } from '../../../../src/rules/rwnn/figure/gainOrderMatters.ts';
import { resolveSkills } from '../../../../src/rules/rwnn/figure/resolveSkills.ts';
import { SKILL_IDS } from '../../../../src/rules/rwnn/figure/SkillCounts.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

/** Every edition with every reading that touches removals, so "order cannot matter" is held to all of them. */
const RULES: FigureRules[] = (['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'] as const).flatMap((preset) =>
  (['removes', 'nullifies'] as const).flatMap((cancels) =>
    (['one-level', 'whole-skill'] as const).flatMap((removeLevel) =>
      (['kept-apart', 'as-drawn'] as const).map((granted) =>
        figureRules(rwnnRuleset(preset, { 'tables.skillCancels': cancels }), { removeLevel, granted }),
      ),
    ),
  ),
);

const resolved = (gained: readonly SkillId[], rules: FigureRules) => {
  const { held, granted, effective } = resolveSkills({ gained }, rules);
  return { held, granted, effective };
};

describe('gainOrderMatters', () => {
  it('000 SKILLS: Slow and Swift remove each other, Jumpy "Removes ... Crack Shot"; Deadeye and Crack Shot touch nothing', () => {
    expect(gainOrderMatters(['slow', 'swift'])).toBe(true);
    expect(gainOrderMatters(['crack-shot', 'jumpy'])).toBe(true);
    expect(gainOrderMatters(['deadeye', 'crack-shot', 'deadeye'])).toBe(false);
    expect(gainOrderMatters([])).toBe(false);
  });

  it('counts the skills a skill grants: White knight is also Charmed, and Charmed "Removes Cursed"', () => {
    expect(gainOrderMatters(['white-knight', 'cursed'])).toBe(true);
  });

  it('when it says the order cannot matter, every order resolves alike under every edition and reading', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SKILL_IDS), { maxLength: 6 }), (gained) => {
        if (gainOrderMatters(gained)) return;
        const reversed = [...gained].reverse();
        const sorted = [...gained].sort();
        for (const rules of RULES) {
          expect(resolved(reversed, rules)).toEqual(resolved(gained, rules));
          expect(resolved(sorted, rules)).toEqual(resolved(gained, rules));
        }
      }),
      { seed: 1996, numRuns: 400 },
    );
  });
});
