import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  challengeNerveDice,
  type NerveDiceInput,
} from '../../../../src/rules/rwnn/challenge/challengeNerveDice.ts';
import { challengeObligation } from '../../../../src/rules/rwnn/challenge/challengeObligation.ts';
import {
  DEFAULT_CHALLENGE_READINGS,
  type ChallengeReadings,
} from '../../../../src/rules/rwnn/challenge/ChallengeReadings.ts';
import { CHALLENGE, mayChallenge } from '../../../../src/rules/rwnn/challenge/challengeTable.ts';
import { fearsChallenger } from '../../../../src/rules/rwnn/challenge/fearsChallenger.ts';
import { REFUSAL, refusalConsequences } from '../../../../src/rules/rwnn/challenge/refusalConsequences.ts';
import {
  newChallengeResponse,
  respondToChallenge,
} from '../../../../src/rules/rwnn/challenge/respondToChallenge.ts';

const R = DEFAULT_CHALLENGE_READINGS;
const plain: NerveDiceInput = {
  cls: 'gunman',
  skills: {},
  opponentSkills: {},
  fleshWounds: 0,
  seriousWounds: 0,
  sideHasDownedMore: false,
};
const none = { hates: false, fears: false, fearless: false };

describe('making a challenge (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('"challenges one or more of his opponents within eighteen inches"', () => {
    expect(CHALLENGE.rangeInches).toBe(18);
    expect(mayChallenge(18)).toBe(true);
    expect(mayChallenge(0)).toBe(true);
    expect(mayChallenge(18.5)).toBe(false);
  });
});

describe('answering a challenge (000 HATRED & FEAR)', () => {
  it('"He must always accept his challenge to a duel" when he hates the challenger', () => {
    expect(challengeObligation(true, false, R)).toBe('must-accept');
    const out = respondToChallenge(
      'must-accept',
      'refuse',
      4,
      new ScriptedDice([]),
      R,
      newChallengeResponse(),
    );
    expect([out.outcome, out.countsAsRefusal, out.nerveDice]).toEqual(['accepted', false, 0]);
  });

  it('"If he is challenged by him to a duel, he tests to see if he has lost his nerve" when he fears him', () => {
    expect(challengeObligation(false, true, R)).toBe('nerve-test');
    // "But, if his nerve is good, he accepts the challenge, and if he survives ... he becomes Fearless"
    const dice = new ScriptedDice([1, 2, 3, 6]);
    const good = respondToChallenge('nerve-test', 'refuse', 4, dice, R, newChallengeResponse());
    dice.assertConsumed();
    expect([good.outcome, good.nervePassed, good.fearlessIfSurvives, good.countsAsRefusal]).toEqual([
      'accepted',
      true,
      true,
      false,
    ]);
    // "If he has [lost his nerve], he runs away, hides or whatever."
    const bad = respondToChallenge(
      'nerve-test',
      'accept',
      4,
      new ScriptedDice([1, 2, 3, 5]),
      R,
      newChallengeResponse(),
    );
    expect([bad.outcome, bad.nervePassed, bad.fearlessIfSurvives, bad.countsAsRefusal]).toEqual([
      'lost-nerve',
      false,
      false,
      false,
    ]);
    const asRefusal: ChallengeReadings = { ...R, fearFailure: 'refusal' };
    expect(
      respondToChallenge(
        'nerve-test',
        'accept',
        4,
        new ScriptedDice([1, 2, 3, 5]),
        asRefusal,
        newChallengeResponse(),
      ).countsAsRefusal,
    ).toBe(true);
  });

  it('zero nerve dice throw nothing and the test fails', () => {
    const out = respondToChallenge(
      'nerve-test',
      'accept',
      -1,
      new ScriptedDice([]),
      R,
      newChallengeResponse(),
    );
    expect([out.outcome, out.nerveDice]).toEqual(['lost-nerve', 0]);
  });

  it('otherwise the answer is free: accept, or refuse and bear the consequences', () => {
    expect(challengeObligation(false, false, R)).toBe('free');
    const dice = new ScriptedDice([]);
    expect(respondToChallenge('free', 'accept', 4, dice, R, newChallengeResponse()).outcome).toBe('accepted');
    const refused = respondToChallenge('free', 'refuse', 4, dice, R, newChallengeResponse());
    expect([refused.outcome, refused.countsAsRefusal]).toEqual(['refused', true]);
  });

  it('hates and fears at once: the hateAndFear reading decides', () => {
    expect(challengeObligation(true, true, R)).toBe('nerve-test');
    expect(challengeObligation(true, true, { ...R, hateAndFear: 'hate-first' })).toBe('must-accept');
    expect(challengeObligation(true, true, { ...R, hateAndFear: 'neither' })).toBe('free');
  });
});

describe('who fears the challenger', () => {
  it('a Terrifying challenger "causes fear* in everyone"', () => {
    expect(fearsChallenger(none, {}, { terrifying: 1 }, 'rwnn-extended')).toBe(true);
    expect(fearsChallenger(none, {}, {}, 'rwnn-extended')).toBe(false);
    expect(fearsChallenger({ ...none, fears: true }, {}, {}, 'rwnn-extended')).toBe(true);
  });

  it('not one who "Fears no-one" (True Grit, Nerves of steel, Legend of the West, White knight), nor the Fearless', () => {
    for (const skill of ['true-grit', 'nerves-of-steel', 'legend-of-the-west', 'white-knight'] as const) {
      expect(
        fearsChallenger({ ...none, fears: true }, { [skill]: 1 }, { terrifying: 1 }, 'rwnn-extended'),
      ).toBe(false);
      expect(fearsChallenger({ ...none, fears: true }, { [skill]: 1 }, {}, 'rwnn-1996')).toBe(false);
    }
    // "he becomes Fearless, and never fears anyone ever again"
    expect(
      fearsChallenger({ ...none, fears: true, fearless: true }, {}, { terrifying: 1 }, 'rwnn-extended'),
    ).toBe(false);
  });
});

describe('nerve dice for the fear test (000 NERVE and/or Morale)', () => {
  it('"Citizen # of dice = 3 / Gunman 4 / Shootist 5 / Legend 6"', () => {
    expect(
      ['citizen', 'gunman', 'shootist', 'legend'].map((cls) =>
        challengeNerveDice({ ...plain, cls: cls as NerveDiceInput['cls'] }, 'rwnn-extended'),
      ),
    ).toEqual([3, 4, 5, 6]);
  });

  it('"Subtract one dice for each flesh wound, and two dice for each serious wound. Add one dice if he and his friends have caused more of the enemy to go down"', () => {
    expect(challengeNerveDice({ ...plain, cls: 'shootist', fleshWounds: 1 }, 'rwnn-extended')).toBe(4);
    expect(challengeNerveDice({ ...plain, cls: 'legend', seriousWounds: 2 }, 'rwnn-extended')).toBe(2);
    expect(challengeNerveDice({ ...plain, sideHasDownedMore: true }, 'rwnn-extended')).toBe(5);
  });

  it('skills: True Grit "adds three* dice", Yellow "subtracts three*", a Terrifying challenger "opponents subtract one*"', () => {
    expect(challengeNerveDice({ ...plain, skills: { 'true-grit': 1 } }, 'rwnn-extended')).toBe(7);
    expect(challengeNerveDice({ ...plain, skills: { yellow: 1 } }, 'rwnn-extended')).toBe(1);
    expect(challengeNerveDice({ ...plain, skills: { yellow: 2 } }, 'rwnn-extended')).toBe(-2);
    expect(challengeNerveDice({ ...plain, opponentSkills: { terrifying: 1 } }, 'rwnn-extended')).toBe(3);
    expect(challengeNerveDice({ ...plain, opponentSkills: { terrifying: 2 } }, 'rwnn-extended')).toBe(2);
    // 000 Nerves of steel: "add one* dice to testing nerve"; Jumpy: "subtract two* dice when testing nerve".
    expect(challengeNerveDice({ ...plain, skills: { 'nerves-of-steel': 1 } }, 'rwnn-extended')).toBe(5);
    expect(challengeNerveDice({ ...plain, skills: { jumpy: 1 } }, 'rwnn-extended')).toBe(2);
  });
});

describe('refusing a challenge', () => {
  it('"all his enemies hate him ..., any characters present who fear him no longer do so, he gains no experience"', () => {
    expect(REFUSAL.hatedByAllEnemies).toBe(true);
    expect(REFUSAL.fearersNoLongerFear).toBe(true);
    expect(REFUSAL.forfeitsExperience).toBe(true);
    // NERVE: half his friends "go down; either killed, ... refused a challenge or left the table".
    expect(REFUSAL.countsAsFriendDownForNerve).toBe(true);
    expect(refusalConsequences(true, R).forfeitsExperience).toBe(true);
    // 000 SKILLS: "Evil characters are the exception to this", under the keeps reading.
    expect(refusalConsequences(true, { ...R, evilRefusal: 'keeps' }).forfeitsExperience).toBe(false);
    expect(refusalConsequences(false, { ...R, evilRefusal: 'keeps' }).forfeitsExperience).toBe(true);
  });
});
