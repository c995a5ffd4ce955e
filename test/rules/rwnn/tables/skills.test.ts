import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../../../src/rules/rwnn/tables/skills.ts';
import type { Skill } from '../../../../src/rules/rwnn/tables/skills.ts';

const ALL: readonly Skill[] = Object.values(SKILLS);

// [id, 000 name, 000 double (asterisk), 000 "Removes ...", 000 "Cancels ...", 003 name, 003 double]
const PRINTED = [
  ['agile', 'Agile', true, [], ['slow', 'stoopid'], 'Agile', true],
  ['ambidextrous', 'Ambidextrous', false, [], ['clumsy'], 'Ambidextrous', false],
  ['bossman', 'Bossman', true, [], [], 'Boss', true],
  ['brawler', 'Brawler', true, [], [], 'Skilled Fighter', false],
  ['bruiser', 'Bruiser', true, [], [], null, null],
  ['charmed', 'Charmed', true, ['cursed'], [], 'Charmed', true],
  ['clumsy', 'Clumsy', true, ['stealthy'], [], null, null],
  ['crack-shot', 'Crack shot', true, [], [], 'Crack shot', true],
  ['cunning', 'Cunning', false, ['stoopid'], [], null, null],
  ['cursed', 'Cursed', true, ['charmed', 'lucky'], [], 'Cursed', true],
  ['deadeye', 'Deadeye', false, [], [], 'Deadeye', false],
  ['drunk-or-deranged', 'Drunk (or Deranged)', false, [], [], 'Drunk (or Deranged)', false],
  ['evil', 'Evil', true, ['white-knight'], [], 'Evil', false],
  ['expert-fighter', 'Expert Fighter', false, [], [], null, null],
  ['hard-as-nails', 'Hard as nails', true, [], [], 'Hard as nails', true],
  ['jumpy', 'Jumpy', true, ['nerves-of-steel', 'crack-shot'], [], 'Nervous', true],
  ['knifeman-swordsman', 'Knifeman/Swordsman', true, [], [], 'Knifeman/Swordsman', true],
  ['legend-of-the-west', 'Legend of the West', true, [], [], 'Legend of the West', true],
  ['lightning-fast', 'Lightning Fast', true, ['slow'], [], 'Fast draw', true],
  ['lucky', 'Lucky', true, ['cursed'], [], 'Lucky', true],
  ['marksman', 'Marksman', true, [], [], 'Marksman', true],
  ['nerves-of-steel', 'Nerves of steel', true, ['jumpy'], [], 'Nerves of steel', true],
  ['quick-shot', 'Quick shot', true, [], [], 'Quick shot', true],
  ['runt', 'Runt', false, ['strong', 'tough'], [], 'Runt', true],
  ['slow', 'Slow', true, ['agile', 'lightning-fast', 'swift'], [], 'Slow', true],
  ['stealthy', 'Stealthy', true, ['clumsy'], [], 'Stalker', true],
  ['stoopid', 'Stoopid', false, ['cunning', 'agile'], [], 'Stoopid', false],
  ['strong', 'Strong', true, ['runt'], [], 'Strong', true],
  ['swift', 'Swift', true, ['slow'], [], 'Swift', true],
  ['terrifying', 'Terrifying', true, [], [], 'Terrifying', true],
  ['tough', 'Tough', true, [], [], 'Tough', true],
  ['true-grit', 'True Grit', true, ['yellow'], [], 'True Grit', true],
  ['vengeful', 'Vengeful', false, [], [], 'Vengeful', false],
  ['white-knight', 'White knight', true, ['evil'], [], 'White knight', true],
  ['wildman', 'Wildman', true, ['yellow'], [], 'Wildman', true],
  ['yellow', 'Yellow', true, ['true-grit', 'wildman'], [], 'Yellow', true],
] as const;

describe('SKILLS (000 SKILLS & ATTRIBUTES, 003 SKILLS)', () => {
  it('has 36 skills in 000 and 32 in 003', () => {
    expect(ALL.filter((s) => s.extended !== null)).toHaveLength(36);
    expect(ALL.filter((s) => s.playtest1996 !== null)).toHaveLength(32);
    expect(ALL.map((s) => s.id)).toEqual(PRINTED.map((p) => p[0]));
  });

  it.each(PRINTED)('%s: 000 "%s"', (id, name, double, removes, cancels, name1996, double1996) => {
    const skill = ALL.find((s) => s.id === id);
    expect(skill?.extended?.name).toBe(name);
    expect(skill?.extended?.double).toBe(double);
    expect(skill?.extended?.removes).toEqual(removes);
    expect(skill?.extended?.cancels).toEqual(cancels);
    expect(skill?.playtest1996?.name ?? null).toBe(name1996);
    expect(skill?.playtest1996?.double ?? null).toBe(double1996);
    // 003 prints no Removes / Cancels lines.
    expect(skill?.playtest1996?.removes ?? []).toEqual([]);
    expect(skill?.playtest1996?.cancels ?? []).toEqual([]);
  });

  it('every printing cites its edition', () => {
    for (const s of ALL) {
      if (s.extended) {
        expect(s.extended.source).toEqual({
          document: '000_53eda652e9702143.txt',
          section: 'SKILLS & ATTRIBUTES',
        });
      }
      if (s.playtest1996) {
        expect(s.playtest1996.source).toEqual({ document: '003_e162d46cc374eff2.txt', section: 'SKILLS' });
      }
    }
  });

  it('marks the 003 renames with their register entries', () => {
    expect(
      ALL.filter((s) => s.playtest1996?.identifiedBy).map((s) => [s.id, s.playtest1996?.identifiedBy]),
    ).toEqual([
      ['bossman', 'skill-renames-1996'],
      ['brawler', 'skilled-fighter-1996'],
      ['jumpy', 'skill-renames-1996'],
      ['lightning-fast', 'skill-renames-1996'],
      ['stealthy', 'skill-renames-1996'],
    ]);
  });
});

describe('skill effects', () => {
  it('Crack shot: "add one* firing dice."', () => {
    expect(SKILLS['crack-shot'].extended.effects).toEqual([
      { kind: 'firing-dice', dice: 1, when: 'always', starred: true },
    ]);
  });

  it('Deadeye: "hits on a 5 or 6 when firing deliberately" (003: "when firing single shot")', () => {
    expect(SKILLS.deadeye.extended.effects).toEqual([
      { kind: 'hits-on', faces: [5, 6], when: 'firing deliberately', starred: false },
    ]);
    expect(SKILLS.deadeye.playtest1996.effects[0].when).toBe('firing single shot');
  });

  it('Lightning Fast / Fast draw: "adds three* dice in a fast draw situation."', () => {
    expect(SKILLS['lightning-fast'].extended.effects).toEqual([
      { kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true },
    ]);
    expect(SKILLS['lightning-fast'].playtest1996.effects).toEqual(SKILLS['lightning-fast'].extended.effects);
  });

  it('Quick shot: three* fast-draw dice and one* extra blazing-away hit', () => {
    expect(SKILLS['quick-shot'].extended.effects).toEqual([
      { kind: 'fast-draw-dice', dice: 3, when: 'always', starred: true },
      { kind: 'blazing-away-extra-hits', hits: 1, when: 'blazing away', starred: true },
    ]);
  });

  it('Jumpy: 50%* recovery, -3* fast draw, always blazes away, -2* nerve', () => {
    expect(SKILLS.jumpy.extended.effects.map((e) => e.kind)).toEqual([
      'recovery-chance',
      'fast-draw-dice',
      'always-blazes-away',
      'nerve-dice',
    ]);
    expect(SKILLS.jumpy.extended.effects[1]).toEqual({
      kind: 'fast-draw-dice',
      dice: -3,
      when: 'always',
      starred: true,
    });
    expect(SKILLS.jumpy.extended.effects[3]).toEqual({
      kind: 'nerve-dice',
      dice: -2,
      when: 'always',
      starred: true,
    });
  });

  it('nerve skills: Nerves of steel +1*, True Grit +3*, Yellow -3*, Terrifying opponents -1*', () => {
    expect(SKILLS['nerves-of-steel'].extended.effects[1]).toEqual({
      kind: 'nerve-dice',
      dice: 1,
      when: 'always',
      starred: true,
    });
    expect(SKILLS['true-grit'].extended.effects[0]).toEqual({
      kind: 'nerve-dice',
      dice: 3,
      when: 'always',
      starred: true,
    });
    expect(SKILLS.yellow.extended.effects[0]).toEqual({
      kind: 'nerve-dice',
      dice: -3,
      when: 'always',
      starred: true,
    });
    expect(SKILLS.terrifying.extended.effects[0]).toEqual({
      kind: 'opponent-nerve-dice',
      dice: -1,
      when: 'always',
      starred: true,
    });
  });

  it('Bossman: side +1*, within six inches +3, all friends -3 if his nerve fails', () => {
    expect(SKILLS.bossman.extended.effects.map((e) => [e.kind, e.dice, e.starred])).toEqual([
      ['friends-nerve-dice', 1, true],
      ['friends-nerve-dice', 3, false],
      ['friends-nerve-dice', -3, false],
    ]);
  });

  it('Swift and Slow in fast draws: +1* and -1*', () => {
    expect(SKILLS.swift.extended.effects[3]).toEqual({
      kind: 'fast-draw-dice',
      dice: 1,
      when: 'always',
      starred: true,
    });
    expect(SKILLS.slow.extended.effects[1]).toEqual({
      kind: 'fast-draw-dice',
      dice: -1,
      when: 'always',
      starred: true,
    });
  });

  it('Stealthy / Stalker: opponents subtract one* firing dice if shot at behind cover', () => {
    expect(SKILLS.stealthy.extended.effects).toEqual([
      { kind: 'opponent-firing-dice', dice: -1, when: 'shot at behind cover', starred: true },
    ]);
  });

  it('Tough: 000 knocked down but never out, white side; 003 never knocked down or out', () => {
    expect(SKILLS.tough.extended.effects).toEqual([
      { kind: 'effect-die', modifier: -1, when: 'hit by shooting or in a fight', starred: true },
      { kind: 'knock-immunity', knockedDown: false, knockedOut: true, when: 'always', starred: false },
      {
        kind: 'wound-chart-side',
        side: 'tough',
        when: 'unless specified otherwise elsewhere',
        starred: false,
      },
    ]);
    expect(SKILLS.tough.playtest1996.effects[1]).toEqual({
      kind: 'knock-immunity',
      knockedDown: true,
      knockedOut: true,
      when: 'always',
      starred: false,
    });
  });

  it('Strong and Runt: 000 +1*/-1 on the damage roll; 003 +3*/-3* fighting dice', () => {
    expect(SKILLS.strong.extended.effects).toEqual([
      { kind: 'effect-die', modifier: 1, when: 'hand to hand', starred: true },
    ]);
    expect(SKILLS.runt.extended.effects).toEqual([
      { kind: 'effect-die', modifier: -1, when: 'hand to hand', starred: false },
    ]);
    expect(SKILLS.strong.playtest1996.effects).toEqual([
      { kind: 'fight-dice', dice: 3, role: 'attack-and-defend', when: 'always', starred: true },
    ]);
    expect(SKILLS.runt.playtest1996.effects).toEqual([
      { kind: 'fight-dice', dice: -3, role: 'attack-and-defend', when: 'always', starred: true },
    ]);
  });

  it('fighting dice: Brawler +4* attacking, Bruiser +2* defending, Agile +1*, Knifeman +4*', () => {
    expect(SKILLS.brawler.extended.effects[0]).toEqual({
      kind: 'fight-dice',
      dice: 4,
      role: 'attack',
      when: 'attacking',
      starred: true,
    });
    expect(SKILLS.bruiser.extended.effects[0]).toEqual({
      kind: 'fight-dice',
      dice: 2,
      role: 'defend',
      when: 'defending',
      starred: true,
    });
    expect(SKILLS.agile.extended.effects[1]).toEqual({
      kind: 'fight-dice',
      dice: 1,
      role: 'attack-and-defend',
      when: 'always',
      starred: true,
    });
    expect(SKILLS['knifeman-swordsman'].extended.effects[0]).toEqual({
      kind: 'fight-dice',
      dice: 4,
      role: 'attack-and-defend',
      when: 'armed with a knife/sword',
      starred: true,
    });
  });

  it('Wildman grants Tough*, Expert Fighter* and True Grit*; 003 White knight also grants Tough*', () => {
    expect(
      SKILLS.wildman.extended.effects.filter((e) => e.kind === 'grants-skill').map((e) => e.skill),
    ).toEqual(['tough', 'expert-fighter', 'true-grit']);
    expect(
      SKILLS['white-knight'].playtest1996.effects
        .filter((e) => e.kind === 'grants-skill')
        .map((e) => e.skill),
    ).toEqual(['charmed', 'tough']);
  });

  it('Clumsy jams on as many 1s as 6s', () => {
    expect(SKILLS.clumsy.extended.effects).toEqual([
      { kind: 'jams-when-ones-equal-sixes', when: 'as many 1s as 6s are rolled', starred: true },
    ]);
  });

  it('quotes the skill texts', () => {
    expect(SKILLS.agile.extended.text).toBe(
      'no firing penalty when moving, may make one change of direction during move*, ends move facing any direction. Adds one dice* in a fight.',
    );
    expect(SKILLS['crack-shot'].playtest1996.text).toBe("add one' firing dice.");
    expect(SKILLS.jumpy.playtest1996.text).toBe(
      'only has a 50%* chance of recovering, subtract three* dice in a fast draw situation, always blazes away, subtract two* dice when testing nerve.',
    );
  });
});
