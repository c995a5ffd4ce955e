import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { preferredSkill } from '../../../../src/policies/campaign/preferredSkill.ts';
import {
  awardExperience,
  type ExperienceContext,
} from '../../../../src/rules/rwnn/experience/awardExperience.ts';
import {
  DEFAULT_CAMPAIGN_READINGS,
  type CampaignReadings,
} from '../../../../src/rules/rwnn/experience/CampaignReadings.ts';
import { EXPERIENCE_RULES } from '../../../../src/rules/rwnn/experience/experienceRules.ts';
import { EMPTY_RECORD, type GunfightRecord } from '../../../../src/rules/rwnn/experience/GunfightRecord.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

// 000 Appendix A's chit sheet, by position: 0 Agile, 6 Crack Shot, 9 Deadeye, 20 Runt, 24 Strong, 27 Tough,
// 33 "Life is Cheap" (no skill). `below` values pick the chit; faces are the 1996 50% throw.

type Edition = 'rwnn-extended' | 'rwnn-1996';

function award(
  edition: Edition,
  cls: CharacterClass,
  record: Partial<GunfightRecord>,
  dice: { faces?: number[]; below?: number[] } = {},
  more: { gained?: SkillId[]; readings?: Partial<CampaignReadings> } = {},
) {
  const scripted = new ScriptedDice(dice.faces ?? [], dice.below ?? []);
  const lines: string[] = [];
  const ctx: ExperienceContext = {
    rules: EXPERIENCE_RULES[edition],
    readings: { ...DEFAULT_CAMPAIGN_READINGS, ...more.readings },
    figure: figureRules(rwnnRuleset(edition)),
    dice: scripted,
    chooser: preferredSkill,
    log: { line: (t) => lines.push(t) },
  };
  const a = awardExperience(cls, more.gained ?? [], { ...EMPTY_RECORD, ...record }, ctx);
  scripted.assertConsumed();
  return { ...a, lines };
}

describe('promotion by class (003 and 000 EXPERIENCE)', () => {
  it('000 1.): a Citizen who only fought an opponent becomes a Gunman ("fire a shot at, or fight with")', () => {
    expect(award('rwnn-extended', 'citizen', { fought: true }).cls).toBe('gunman');
  });

  it('003: a Citizen who only fought stays a Citizen ("fire a shot at an opponent"); one who fired is a Gunman', () => {
    expect(award('rwnn-1996', 'citizen', { fought: true }).cls).toBe('citizen');
    expect(award('rwnn-1996', 'citizen', { fired: true }).cls).toBe('gunman');
  });

  it('2.) a Gunman who killed an armed man is a Shootist, with a skill for it ("including the first")', () => {
    const a = award(
      'rwnn-extended',
      'gunman',
      { fired: true, kills: 1, menStruck: 1, causedWound: true },
      { below: [9] },
    );
    expect(a.cls).toBe('shootist');
    expect(a.skills).toEqual(['deadeye']);
    const plain = award('rwnn-extended', 'gunman', { fired: true, causedWound: true });
    expect(plain).toMatchObject({ cls: 'gunman', skills: [] });
  });

  it('3.) a Shootist who killed or seriously wounded three armed men, or killed a Legend, is a Legend', () => {
    expect(
      award('rwnn-extended', 'shootist', { menStruck: 3, seriouslyWounded: 3, causedWound: true }).cls,
    ).toBe('legend');
    expect(
      award('rwnn-extended', 'shootist', { menStruck: 2, seriouslyWounded: 2, causedWound: true }).cls,
    ).toBe('shootist');
    const legendKiller = award(
      'rwnn-extended',
      'shootist',
      { kills: 1, menStruck: 1, killedLegend: true },
      { below: [6] },
    );
    expect(legendKiller).toMatchObject({ cls: 'legend', skills: ['crack-shot'] });
  });

  it('one class a gunfight: a Citizen who killed a man is a Gunman, not a Shootist ("wait for their next gunfight")', () => {
    expect(award('rwnn-extended', 'citizen', { fired: true, kills: 1, menStruck: 1 })).toMatchObject({
      cls: 'gunman',
      skills: [],
    });
  });
});

describe('skills by class (003 and 000 SKILLS)', () => {
  it('003: "Shootists gain a skill for each armed man they kill"; 000: one "for each gunfight in which they kill"', () => {
    const killed2 = { fired: true, kills: 2, menStruck: 2, causedWound: true };
    expect(award('rwnn-1996', 'shootist', killed2, { below: [6, 27] }).skills).toEqual([
      'crack-shot',
      'tough',
    ]);
    expect(award('rwnn-extended', 'shootist', killed2, { below: [6] }).skills).toEqual(['crack-shot']);
  });

  it('003: "a 50% chance of gaining an additional skill after any gunfight in which they seriously wound" an armed man: 4-6 gains', () => {
    const wounded = { fired: true, menStruck: 1, seriouslyWounded: 1, causedWound: true };
    const gains = award('rwnn-1996', 'shootist', wounded, { faces: [4], below: [9] });
    expect(gains.skills).toEqual(['deadeye']);
    expect(gains.lines).toContain('    50% extra skill for a serious wound: throws 4, gains it');
    expect(award('rwnn-1996', 'shootist', wounded, { faces: [3] }).skills).toEqual([]);
    // 000 has no such chance: no die is thrown.
    expect(award('rwnn-extended', 'shootist', wounded).skills).toEqual([]);
  });

  it('003: Legends gain a skill for each kill and "a further skill after every gunfight"', () => {
    expect(award('rwnn-1996', 'legend', {}, { below: [0] }).skills).toEqual(['agile']);
    expect(
      award('rwnn-1996', 'legend', { kills: 1, menStruck: 1, causedWound: true }, { below: [0, 9] }).skills,
    ).toEqual(['agile', 'deadeye']);
  });

  it('000: Legends "automatically gain a skill after every gunfight in which they cause a wound", and only then', () => {
    expect(award('rwnn-extended', 'legend', { fired: true }).skills).toEqual([]);
    expect(
      award('rwnn-extended', 'legend', { fired: true, causedWound: true }, { below: [27] }).skills,
    ).toEqual(['tough']);
    expect(
      award('rwnn-extended', 'legend', { kills: 2, menStruck: 2, causedWound: true }, { below: [27] }).skills,
    ).toEqual(['tough']);
  });

  it('000 "If you like, you can allow any character who kills a Legend to gain a skill": campaign.legendKiller=skill', () => {
    const r = { fired: true, kills: 1, menStruck: 1, killedLegend: true, causedWound: true };
    expect(award('rwnn-extended', 'citizen', r).skills).toEqual([]);
    expect(
      award('rwnn-extended', 'citizen', r, { below: [0] }, { readings: { legendKiller: 'skill' } }).skills,
    ).toEqual(['agile']);
  });

  it("campaign.skillsClass: the Shootist made a Legend takes a Legend's gunfight skill only as-promoted", () => {
    const r = { menStruck: 3, seriouslyWounded: 3, causedWound: true };
    expect(award('rwnn-extended', 'shootist', r).skills).toEqual([]);
    expect(
      award('rwnn-extended', 'shootist', r, { below: [9] }, { readings: { skillsClass: 'as-promoted' } })
        .skills,
    ).toEqual(['deadeye']);
  });
});

describe('random skills and what a man can take (000 SKILLS, Appendix A)', () => {
  const legendWound = { fired: true, causedWound: true };

  it('the "Life is Cheap" chit names no skill: it is drawn again', () => {
    expect(award('rwnn-extended', 'legend', legendWound, { below: [33, 9] }).skills).toEqual(['deadeye']);
  });

  it('campaign.lifeIsCheap=no-skill: the chit is drawn and gives nothing', () => {
    const a = award(
      'rwnn-extended',
      'legend',
      legendWound,
      { below: [33] },
      { readings: { lifeIsCheap: 'no-skill' } },
    );
    expect(a.skills).toEqual([]);
  });

  it('"If, for whatever reason, a character can\'t take ... a particular skill, roll or draw again": Deadeye twice', () => {
    const a = award('rwnn-extended', 'legend', legendWound, { below: [9, 6] }, { gained: ['deadeye'] });
    expect(a.skills).toEqual(['crack-shot']);
    expect(a.lines).toContain('    draws Deadeye: cannot take it, draws again');
  });

  it('"Removal of the existing skill takes precedence": a Runt who draws Strong is taken, and is no Runt', () => {
    expect(
      award('rwnn-extended', 'legend', legendWound, { below: [24] }, { gained: ['runt'] }).skills,
    ).toEqual(['strong']);
  });

  it("campaign.skillDraw=list: one of the edition's printed skills, each as likely (003 prints no Clumsy)", () => {
    const printed = figureRules(rwnnRuleset('rwnn-1996')).ruleset.tables.skills.map((s) => s.id);
    expect(printed).not.toContain('clumsy');
    const last = printed.length - 1;
    const a = award('rwnn-1996', 'legend', {}, { below: [last] }, { readings: { skillDraw: 'list' } });
    expect(a.skills).toEqual([printed[last]]);
  });

  it('Legend of the West: "he may choose whichever one he wants": no draw, the chooser\'s first skill', () => {
    const a = award('rwnn-extended', 'legend', legendWound, {}, { gained: ['legend-of-the-west'] });
    expect(a.skills).toEqual(['crack-shot']);
  });

  it('003 Legend of the West: "Roll randomly for one additional skill now"', () => {
    const printed = figureRules(rwnnRuleset('rwnn-1996')).ruleset.tables.skills.map((s) => s.id);
    const lotw = printed.indexOf('legend-of-the-west');
    const a = award('rwnn-1996', 'legend', {}, { below: [lotw, 0] }, { readings: { skillDraw: 'list' } });
    expect(a.skills).toEqual(['legend-of-the-west', printed[0]]);
  });
});

describe('the disqualifying acts (003 and 000: "does not gain any experience or skills for the whole gunfight")', () => {
  const killer = { fired: true, kills: 1, menStruck: 1, causedWound: true };

  it('a Gunman who backshot his man is no Shootist and gains nothing', () => {
    expect(award('rwnn-extended', 'gunman', { ...killer, foulShot: true })).toMatchObject({
      cls: 'gunman',
      skills: [],
      disqualified: true,
    });
  });

  it('refusing a challenge, or surrendering, bars it too', () => {
    expect(award('rwnn-extended', 'citizen', { fired: true, refusedChallenge: true }).cls).toBe('citizen');
    expect(award('rwnn-extended', 'citizen', { fired: true, surrendered: true }).cls).toBe('citizen');
  });

  it('Evil "gains normal experience from backshooting"', () => {
    const a = award('rwnn-extended', 'gunman', { ...killer, foulShot: true, evil: true }, { below: [9] });
    expect(a).toMatchObject({ cls: 'shootist', skills: ['deadeye'], disqualified: false });
  });

  it('campaign.evilExempt: an Evil man who refused a challenge gains nothing, unless `all`', () => {
    const r = { ...killer, refusedChallenge: true, evil: true };
    expect(award('rwnn-extended', 'gunman', r).disqualified).toBe(true);
    expect(award('rwnn-extended', 'gunman', r, { below: [9] }, { readings: { evilExempt: 'all' } }).cls).toBe(
      'shootist',
    );
  });
});
