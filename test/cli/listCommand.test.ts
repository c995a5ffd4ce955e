import { describe, expect, it } from 'vitest';
import { SKILL_IDS } from '../../src/rules/rwnn/figure/SkillCounts.ts';
import { DUEL_SKILLS } from '../../src/scenarios/duel/Duellist.ts';
import { cli, tempDir } from '../sim/simKit.ts';

describe('triggernometry list', () => {
  const dir = tempDir();

  it('lists the shipped experiments, each valid', () => {
    const r = cli(['list', 'experiments'], dir);
    expect(r.status).toBe(0);
    for (const name of ['duel-weapon-range', 'duel-policy-class', 'duel-skills', 'duel-editions'])
      expect(r.stdout).toMatch(new RegExp(`^${name}\\s+duel\\s+\\d+`, 'm'));
    expect(r.stdout).not.toContain('invalid');
  });

  it("--json gives every section, each scenario's skills its own list", () => {
    const r = cli(['list', '--json'], dir);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Record<string, string>[]>;
    expect(Object.keys(out)).toEqual([
      'scenarios',
      'rulesets',
      'policies',
      'weapons',
      'skills',
      'classes',
      'bands',
      'options',
      'metrics',
      'experiments',
    ]);
    const skillsOf = (scenario: string): string[] =>
      out.skills!.filter((s) => s.scenario === scenario).map((s) => s.skill!);
    expect(skillsOf('duel')).toEqual([...DUEL_SKILLS]);
    expect(skillsOf('shootout')).toEqual([...SKILL_IDS]);
    expect(out.rulesets!.map((s) => s.ruleset)).toEqual([
      'rwnn-extended',
      'rwnn-quickref',
      'rwnn-1996',
      'fafdm',
    ]);
    // 001 9.3-9.12: the ten bands of For A Few Dice More.
    expect(out.bands!.filter((b) => b.scenario === 'fafdm-duel')).toHaveLength(10);
  });

  it('an unknown section: one line, exit 2', () => {
    const r = cli(['list', 'horses'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/list what\? one of scenarios, rulesets, policies/);
  });
});
