import { describe, expect, it } from 'vitest';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { resolveSkills } from '../../../../src/rules/rwnn/figure/resolveSkills.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';

const extended = figureRules(rwnnRuleset('rwnn-extended'));
const playtest = figureRules(rwnnRuleset('rwnn-1996'));

describe('removal (000 SKILLS: "Removal of the existing skill takes precedence over adding the new Skill")', () => {
  it("\"if a 'Runt' character pulls the 'Strong' chit ... He just isn't a 'Runt' any more\"", () => {
    const r = resolveSkills({ gained: ['runt', 'strong'] }, extended);
    expect(r.effective.runt).toBe(0);
    expect(r.effective.strong).toBe(0);
    expect(r.notes).toEqual(['Strong removes Runt and is not added']);
  });

  it('"if a character is both Slow and Stoopid, drawing the Agile chit means he is no longer Slow – because slow is listed 1st"', () => {
    const r = resolveSkills({ gained: ['slow', 'stoopid', 'agile'] }, extended);
    expect(r.effective.slow).toBe(0);
    expect(r.effective.stoopid).toBe(1);
    expect(r.effective.agile).toBe(0);
  });

  it('Slow: "Removes Agile or Lightening Fast or Swift"; Swift: "Removes Slow" — whichever comes second goes', () => {
    expect(resolveSkills({ gained: ['swift', 'slow'] }, extended).effective).toMatchObject({
      swift: 0,
      slow: 0,
    });
    expect(resolveSkills({ gained: ['lightning-fast', 'slow'] }, extended).effective).toMatchObject({
      'lightning-fast': 0,
      slow: 0,
    });
  });

  it('Jumpy: "Removes Nerves of Steel or Crack Shot"; Lucky and Charmed: "Removes Cursed"; Yellow: "Removes True Grit"', () => {
    expect(resolveSkills({ gained: ['crack-shot', 'jumpy'] }, extended).effective).toMatchObject({
      'crack-shot': 0,
      jumpy: 0,
    });
    expect(resolveSkills({ gained: ['cursed', 'lucky'] }, extended).effective).toMatchObject({
      cursed: 0,
      lucky: 0,
    });
    expect(resolveSkills({ gained: ['cursed', 'charmed'] }, extended).effective).toMatchObject({
      cursed: 0,
      charmed: 0,
    });
    expect(resolveSkills({ gained: ['true-grit', 'yellow'] }, extended).effective).toMatchObject({
      'true-grit': 0,
      yellow: 0,
    });
  });

  it('a removing skill takes one level of a double skill (skills.removeLevel), or all of it', () => {
    expect(resolveSkills({ gained: ['swift', 'swift', 'slow'] }, extended).effective.swift).toBe(1);
    const whole = figureRules(rwnnRuleset('rwnn-extended'), {
      removeLevel: 'whole-skill',
      granted: 'kept-apart',
    });
    expect(resolveSkills({ gained: ['swift', 'swift', 'slow'] }, whole).effective.swift).toBe(0);
  });

  it('003 prints no "Removes" lines: a 1996 figure keeps Slow and Swift together', () => {
    expect(resolveSkills({ gained: ['slow', 'swift'] }, playtest).effective).toMatchObject({
      slow: 1,
      swift: 1,
    });
  });

  it('skills held as stated are taken as they stand, without removals', () => {
    const r = resolveSkills({ held: { 'quick-shot': 1, 'lightning-fast': 1, slow: 1 } }, extended);
    expect(r.effective).toMatchObject({ 'quick-shot': 1, 'lightning-fast': 1, slow: 1 });
  });
});

describe('doubles (000 SKILLS: "those skills marked with an asterisk can be gained twice")', () => {
  it('Tough* twice is Very Tough (2); a third chit is drawn again', () => {
    const r = resolveSkills({ gained: ['tough', 'tough', 'tough'] }, extended);
    expect(r.effective.tough).toBe(2);
    expect(r.notes).toHaveLength(1);
  });

  it('Deadeye has no asterisk ("hits on a 5 or 6 when firing deliberately"): held once only', () => {
    expect(resolveSkills({ gained: ['deadeye', 'deadeye'] }, extended).effective.deadeye).toBe(1);
  });

  it('000 Evil: "gains normal* experience from backshooting ..." doubles no number: a second Evil is drawn again', () => {
    // "those skills marked with an asterisk can be gained twice, the second time doubles the effect": Evil's one
    // asterisk is on "normal", which a second Evil has nothing to double.
    const r = resolveSkills({ gained: ['evil', 'evil'] }, extended);
    expect(r.effective.evil).toBe(1);
    expect(r.notes).toEqual(['Evil is already held as often as it can be: drawn again']);
    // So White knight ("Removes Evil") takes the whole of it away.
    expect(resolveSkills({ gained: ['evil', 'evil', 'white-knight'] }, extended).effective).toMatchObject({
      evil: 0,
      'white-knight': 0,
    });
    // 003 prints Evil with no asterisk at all.
    expect(resolveSkills({ gained: ['evil', 'evil'] }, playtest).effective.evil).toBe(1);
  });

  it('under tables.doubleSkillMarker=any-asterisk Evil is double, and White knight removes one level of it', () => {
    const any = figureRules(rwnnRuleset('rwnn-extended', { 'tables.doubleSkillMarker': 'any-asterisk' }));
    expect(resolveSkills({ gained: ['evil', 'evil'] }, any).effective.evil).toBe(2);
    expect(resolveSkills({ gained: ['evil', 'evil', 'white-knight'] }, any).effective.evil).toBe(1);
  });

  it('the skills whose asterisks mark a number or a granted skill stay double: Legend of the West ("four* inches"), Wildman ("Tough*")', () => {
    for (const rules of [extended, playtest]) {
      expect(
        resolveSkills({ gained: ['legend-of-the-west', 'legend-of-the-west'] }, rules).effective,
      ).toMatchObject({ 'legend-of-the-west': 2 });
      expect(resolveSkills({ gained: ['wildman', 'wildman'] }, rules).effective.wildman).toBe(2);
    }
  });

  it('under tables.doubleSkillMarker=own-number Wildman, whose only asterisks are on the skills it grants, is single', () => {
    const own = figureRules(rwnnRuleset('rwnn-extended', { 'tables.doubleSkillMarker': 'own-number' }));
    expect(resolveSkills({ gained: ['wildman', 'wildman'] }, own).effective.wildman).toBe(1);
    expect(resolveSkills({ gained: ['wildman', 'wildman'] }, extended).effective.wildman).toBe(2);
  });
});

describe('granted skills ("he is also Charmed*")', () => {
  it('000 White knight: "he is also Charmed*"; Very White knight is Very Charmed', () => {
    expect(resolveSkills({ gained: ['white-knight'] }, extended).effective.charmed).toBe(1);
    expect(resolveSkills({ gained: ['white-knight', 'white-knight'] }, extended).effective.charmed).toBe(2);
    expect(resolveSkills({ gained: ['white-knight'] }, extended).effective.tough).toBe(0);
  });

  it('003 White knight: "he is also Charmed* and Tough*"', () => {
    expect(resolveSkills({ gained: ['white-knight'] }, playtest).effective).toMatchObject({
      charmed: 1,
      tough: 1,
    });
  });

  it('Wildman: "He is also Tough*, an Expert Fighter* and has True Grit*"', () => {
    expect(resolveSkills({ gained: ['wildman'] }, extended).effective).toMatchObject({
      tough: 1,
      'expert-fighter': 1,
      'true-grit': 1,
    });
  });

  it('granted skills stay out of removals (skills.granted=kept-apart), or are gained as drawn', () => {
    // A Cursed man gains White knight. Kept apart: he is Cursed and Charmed. As drawn: the granted Charmed
    // ("Removes Cursed") removes the curse and, removal taking precedence, is not added.
    expect(resolveSkills({ gained: ['cursed', 'white-knight'] }, extended).effective).toMatchObject({
      cursed: 1,
      charmed: 1,
    });
    const asDrawn = figureRules(rwnnRuleset('rwnn-extended'), {
      removeLevel: 'one-level',
      granted: 'as-drawn',
    });
    expect(resolveSkills({ gained: ['cursed', 'white-knight'] }, asDrawn).effective).toMatchObject({
      cursed: 0,
      charmed: 0,
      'white-knight': 1,
    });
  });
});

describe('"Cancels" (skill-cancels-vs-removes)', () => {
  it('Ambidextrous "Cancels Clumsy": removes it by default', () => {
    expect(resolveSkills({ gained: ['clumsy', 'ambidextrous'] }, extended).effective).toMatchObject({
      clumsy: 0,
      ambidextrous: 0,
    });
  });

  it('under tables.skillCancels=nullifies both are held and Clumsy is void', () => {
    const nullify = figureRules(rwnnRuleset('rwnn-extended', { 'tables.skillCancels': 'nullifies' }));
    const r = resolveSkills({ gained: ['clumsy', 'ambidextrous'] }, nullify);
    expect(r.held).toMatchObject({ clumsy: 1, ambidextrous: 1 });
    expect(r.effective).toMatchObject({ clumsy: 0, ambidextrous: 1 });
  });
});

it('003 has no Clumsy: a 1996 figure given it does not have it', () => {
  const r = resolveSkills({ gained: ['clumsy'] }, playtest);
  expect(r.effective.clumsy).toBe(0);
  expect(r.notes).toEqual(['clumsy is not a skill of rwnn-1996: ignored']);
});
