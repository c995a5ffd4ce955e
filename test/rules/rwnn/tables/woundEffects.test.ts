import { describe, expect, it } from 'vitest';
import { WOUND_EFFECTS } from '../../../../src/rules/rwnn/tables/woundEffects.ts';

describe('WOUND_EFFECTS', () => {
  it('defines the six kinds', () => {
    expect(Object.keys(WOUND_EFFECTS)).toEqual([
      'graze',
      'flesh-wound',
      'serious-wound',
      'knocked-down',
      'knocked-out',
      'dead',
    ]);
    expect(Object.values(WOUND_EFFECTS).map((e) => e.name)).toEqual([
      'Graze',
      'Flesh Wound',
      'Serious Wound',
      'Knocked Down',
      'Knocked Out',
      'Dead',
    ]);
  });

  it('every quote carries a source', () => {
    for (const effect of Object.values(WOUND_EFFECTS)) {
      expect(effect.rules.length).toBeGreaterThan(0);
      for (const rule of effect.rules) {
        expect(rule.source.document).toMatch(/^00[0-3]_[0-9a-f]{16}\.txt$/);
        expect(rule.source.section.length).toBeGreaterThan(0);
      }
    }
  });

  it('000: a knocked-out character throws a 6 each turn; 002 adds "+1 on subsequent throws"', () => {
    expect(WOUND_EFFECTS['knocked-out'].rules[0]).toEqual({
      quote:
        'Knocked out characters must attempt to throw a 6 each time they have a turn, until they succeed they may make no actions.',
      source: { document: '000_53eda652e9702143.txt', section: 'HIT LOCATION & EFFECT' },
    });
    expect(WOUND_EFFECTS['knocked-out'].rules[3]).toEqual({
      quote:
        'Knocked Out characters must throw a 6 on 1 dice to regain consciousness. (+1 on subsequent throws.)',
      source: { document: '002_a287e5c7c10177d4.txt', section: 'Wound Chart' },
    });
  });

  it('keeps both recover rules: 000 any wound, 002 seriously wounded', () => {
    expect(WOUND_EFFECTS['flesh-wound'].rules[0].quote).toBe(
      'Wounded (but not grazed) characters must use an action recovering before making any other action.',
    );
    expect(WOUND_EFFECTS['serious-wound'].rules[6].quote).toBe(
      'Seriously Wounded characters must use an action Recovering before making any other action.',
    );
  });

  it('a serious arm wound stops reloading in 000 but not in 003', () => {
    expect(WOUND_EFFECTS['serious-wound'].rules[3].quote).toBe(
      'Characters with a serious arm wound cannot fire a pistol in that hand, fire a rifle at all, or reload any weapon.',
    );
    expect(WOUND_EFFECTS['serious-wound'].rules[7]).toEqual({
      quote: 'Characters with a serious arm wound cannot fire a pistol in that hand, or fire a rifle at all.',
      source: { document: '003_e162d46cc374eff2.txt', section: 'HIT LOCATION & EFFECT' },
    });
  });

  it('"Dead!" (000 Appendix – B)', () => {
    expect(WOUND_EFFECTS.dead.rules).toEqual([
      { quote: 'Dead!', source: { document: '000_53eda652e9702143.txt', section: 'Appendix – B' } },
    ]);
  });
});
