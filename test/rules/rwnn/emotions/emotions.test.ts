import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { challengeNerveDice } from '../../../../src/rules/rwnn/challenge/challengeNerveDice.ts';
import { challengeObligation } from '../../../../src/rules/rwnn/challenge/challengeObligation.ts';
import { DEFAULT_CHALLENGE_READINGS } from '../../../../src/rules/rwnn/challenge/ChallengeReadings.ts';
import { fearsChallenger } from '../../../../src/rules/rwnn/challenge/fearsChallenger.ts';
import {
  newChallengeResponse,
  respondToChallenge,
} from '../../../../src/rules/rwnn/challenge/respondToChallenge.ts';
import { EMOTION, EMOTION_DICE } from '../../../../src/rules/rwnn/emotions/Emotion.ts';
import {
  EMOTION_READING_OPTIONS,
  emotionReadings,
} from '../../../../src/rules/rwnn/emotions/EmotionReadings.ts';
import {
  Emotions,
  FEARLESS,
  type MutableChallengeRelation,
} from '../../../../src/rules/rwnn/emotions/Emotions.ts';
import { fearTestDice, newNerveDiceInput } from '../../../../src/rules/rwnn/emotions/fearTestDice.ts';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { ShotLog } from '../../../../src/rules/rwnn/shot/ShotLog.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';

const fr = figureRules(rwnnRuleset('rwnn-extended'));

interface Member {
  readonly cls?: CharacterClass;
  readonly side: number;
  readonly held?: Readonly<Partial<Record<SkillId, number>>>;
}

function build(members: readonly Member[], options: Record<string, string> = {}) {
  const figures = members.map(
    (m, i) =>
      new Figure({ name: `F${i}`, cls: m.cls ?? 'gunman', held: m.held ?? {}, weapons: ['pistol'] }, fr),
  );
  const emotions = new Emotions(
    figures,
    members.map((m) => m.side),
    emotionReadings('rwnn-extended', options),
  );
  return { figures, emotions };
}

const ON = { 'emotions.woundRoll': 'on' };
const two: Member[] = [{ side: 0 }, { side: 1 }];

describe('the readings', () => {
  it('keep the optional rule off in every edition unless asked for', () => {
    for (const id of ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'] as const)
      expect(emotionReadings(id).woundRoll).toBe('off');
    expect(emotionReadings('rwnn-1996', ON).woundRoll).toBe('on');
    for (const o of EMOTION_READING_OPTIONS) expect(o.entry).toMatch(/\.md$/);
    expect(() => emotionReadings('rwnn-1996', { 'emotions.tornThrow': 'coin' })).toThrow(
      /emotions.tornThrow must be one of/,
    );
  });
});

describe('"Whenever a character is grazed or wounded by an opponent, throw a dice" (optional rule)', () => {
  it('"a one means he now fears his tormentor"', () => {
    const { emotions } = build(two, ON);
    expect(emotions.onGrazedOrWounded(1, 0, new ScriptedDice([1]))).toBe(1);
    expect(emotions.feeling(1, 0)).toBe(EMOTION.fear);
    expect(emotions.feeling(0, 1)).toBe(EMOTION.none);
  });

  it('"a six means he now hates him"', () => {
    const { emotions } = build(two, ON);
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([6]));
    expect(emotions.feeling(1, 0)).toBe(EMOTION.hate);
  });

  it("two to five change nothing; with the rule off nothing is thrown; a friend's graze is no opponent's", () => {
    const { emotions } = build([{ side: 0 }, { side: 1 }, { side: 1 }], ON);
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([4]));
    expect(emotions.feeling(1, 0)).toBe(EMOTION.none);
    expect(emotions.onGrazedOrWounded(1, 2, new ScriptedDice([]))).toBe(0);
    const off = build(two);
    expect(off.emotions.onGrazedOrWounded(1, 0, new ScriptedDice([]))).toBe(0);
  });

  it('a dead victim throws nothing', () => {
    const { figures, emotions } = build(two, ON);
    figures[1]!.wounds.worsen(STATUS.dead);
    expect(emotions.onGrazedOrWounded(1, 0, new ScriptedDice([]))).toBe(0);
  });

  it('Yellow "Fears anyone who grazes or wounds him", rule or no rule', () => {
    const { emotions } = build([{ side: 0 }, { side: 1, held: { yellow: 1 } }]);
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([]));
    expect(emotions.fears(1, 0)).toBe(true);
  });
});

describe('the dice: "He adds one dice when fighting or shooting at him" / "subtracts one dice" / two when extreme', () => {
  it('+1 hate, -1 fear, +2 and -2 extreme, nothing either way while unresolved', () => {
    expect(
      [EMOTION.none, EMOTION.hate, EMOTION.fear, EMOTION.torn, EMOTION.extremeHate, EMOTION.extremeFear].map(
        (e) => EMOTION_DICE[e],
      ),
    ).toEqual([0, 1, -1, 0, 2, -2]);
    const { emotions } = build(two);
    emotions.addHate(0, 1);
    emotions.addFear(1, 0);
    expect([emotions.dice(0, 1), emotions.dice(1, 0)]).toEqual([1, -1]);
  });

  it('"He must fire at a hated enemy within his arc of fire if he can"', () => {
    const { emotions } = build([{ side: 0 }, { side: 1 }, { side: 0 }]);
    emotions.addHate(0, 1);
    emotions.addHate(0, 2);
    expect([emotions.mustFireAt(0, 1), emotions.mustFireAt(0, 2)]).toEqual([true, false]);
  });

  it('a hated friend or neutral in his arc: "on a 1 for 2 he must fire at him!"', () => {
    const { emotions } = build([{ side: 0 }, { side: 0 }, { side: -1 }, { side: 1 }]);
    emotions.addHate(0, 1);
    emotions.addHate(0, 2);
    emotions.addHate(0, 3);
    expect(emotions.hatedFriendThrow(0, 1, new ScriptedDice([2]))).toBe(true);
    expect(emotions.hatedFriendThrow(0, 2, new ScriptedDice([3]))).toBe(false);
    expect(emotions.hatedFriendThrow(0, 3, new ScriptedDice([]))).toBe(false); // an enemy: no throw
    // Reading B (hatred-friend-throw), no option until a game throws for a hated friend.
    const pair = build([{ side: 0 }, { side: 0 }]).figures;
    const wide = new Emotions(pair, [0, 0], {
      ...emotionReadings('rwnn-extended'),
      friendHateThrow: 'one-to-three',
    });
    wide.addHate(0, 1);
    expect(wide.hatedFriendThrow(0, 1, new ScriptedDice([3]))).toBe(true);
  });
});

describe('"both hates and fears the same opponent": resolved into extreme hatred or fear', () => {
  it('hatred and fear of one man is the unresolved turmoil, which a throw resolves: 1-3 fear, 4-6 hate', () => {
    const { emotions } = build(two, ON);
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([6]));
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([1]));
    expect(emotions.feeling(1, 0)).toBe(EMOTION.torn);
    // "until he has either fired at or is fired upon": he is fired upon; the shot itself is in turmoil
    expect(emotions.beforeShotAt(0, 1, new ScriptedDice([]))).toBe(0);
    expect(emotions.dice(1, 0)).toBe(0);
    emotions.afterShotAt(0, 1, new ScriptedDice([2]));
    expect(emotions.feeling(1, 0)).toBe(EMOTION.extremeFear);
    expect(emotions.dice(1, 0)).toBe(-2);
    // "for the rest of the gunfight"
    emotions.addHate(1, 0);
    expect(emotions.feeling(1, 0)).toBe(EMOTION.extremeFear);
  });

  it('a 5 is extreme hatred; under low-hates the faces swap', () => {
    const a = build(two);
    a.emotions.set(0, 1, EMOTION.torn);
    a.emotions.withinTwelve(0, 1, new ScriptedDice([5]));
    expect([a.emotions.feeling(0, 1), a.emotions.dice(0, 1), a.emotions.hates(0, 1)]).toEqual([
      EMOTION.extremeHate,
      2,
      true,
    ]);
    const b = build(two, { 'emotions.tornThrow': 'low-hates' });
    b.emotions.set(0, 1, EMOTION.torn);
    expect(b.emotions.resolveTorn(0, 1, new ScriptedDice([5]))).toBe(5);
    expect(b.emotions.feeling(0, 1)).toBe(EMOTION.extremeFear);
  });

  it('under before-shot the shooter resolves before he fires', () => {
    const { emotions } = build(two, { 'emotions.tornResolves': 'before-shot' });
    emotions.set(0, 1, EMOTION.torn);
    expect(emotions.beforeShotAt(0, 1, new ScriptedDice([6]))).toBe(6);
    expect(emotions.dice(0, 1)).toBe(2);
    expect(emotions.afterShotAt(0, 1, new ScriptedDice([]))).toBe(0);
  });
});

describe('skills that cause hatred and fear', () => {
  it('Terrifying "causes fear* in everyone"; Very Terrifying extreme fear; "Fears no-one" is immune', () => {
    const { emotions } = build([
      { side: 0, held: { terrifying: 1 } },
      { side: 1 },
      { side: 1, held: { 'nerves-of-steel': 1 } },
      { side: 1, held: { terrifying: 2 } },
    ]);
    expect([emotions.feeling(1, 0), emotions.feeling(2, 0), emotions.feeling(0, 3)]).toEqual([
      EMOTION.fear,
      EMOTION.none,
      EMOTION.extremeFear,
    ]);
    expect(emotions.fearless[2]).toBe(FEARLESS.bySkill);
    emotions.addFear(2, 1);
    expect(emotions.fears(2, 1)).toBe(false);
    const plain = build([{ side: 0, held: { terrifying: 2 } }, { side: 1 }], {
      'emotions.veryTerrifying': 'fear',
    });
    expect(plain.emotions.feeling(1, 0)).toBe(EMOTION.fear);
  });

  it('Vengeful "hates anyone who shoots at him or attacks him"', () => {
    const { emotions } = build([{ side: 0 }, { side: 1, held: { vengeful: 1 } }, { side: 1 }]);
    emotions.afterShotAt(0, 1, new ScriptedDice([]));
    emotions.afterShotAt(0, 2, new ScriptedDice([]));
    emotions.onAttacked(1, 2);
    expect([emotions.hates(1, 0), emotions.hates(2, 0), emotions.hates(1, 2)]).toEqual([true, false, true]);
  });

  it('Wildman: "Opponents he is moving towards suffer fear"', () => {
    const { emotions } = build([{ side: 0, held: { wildman: 1 } }, { side: 1 }, { side: 0 }]);
    const lines: string[] = [];
    const log: ShotLog = { line: (t) => lines.push(t) };
    expect(emotions.wildmanMovesTowards(0, 1, log)).toBe(true);
    expect(emotions.wildmanMovesTowards(0, 2, log)).toBe(false);
    expect([emotions.fears(1, 0), emotions.fears(2, 0)]).toEqual([true, false]);
    // Already afraid of him, nothing more happens and nothing more is told.
    expect(emotions.wildmanMovesTowards(0, 1, log)).toBe(false);
    expect(lines).toEqual(["  F0's wild advance frightens F1.", '  F1 now fears F0.']);
  });

  it('Wildman: not under emotions.wildmanFear=off, nor on a man who fears no-one, nor from a man without it', () => {
    const off = build([{ side: 0, held: { wildman: 1 } }, { side: 1 }], { 'emotions.wildmanFear': 'off' });
    expect(off.emotions.wildmanMovesTowards(0, 1)).toBe(false);
    const grit = build([
      { side: 0, held: { wildman: 1 } },
      { side: 1, held: { 'true-grit': 1 } },
    ]);
    expect(grit.emotions.wildmanMovesTowards(0, 1)).toBe(false);
    const tame = build([{ side: 0 }, { side: 1 }]);
    expect(tame.emotions.wildmanMovesTowards(0, 1)).toBe(false);
    expect([off.emotions.fears(1, 0), grit.emotions.fears(1, 0), tame.emotions.fears(1, 0)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('"Backshooters and yellow dogs who refuse a challenge become hated"', () => {
  it('"Any character who sees another attempt to backshoot will hate him from then on"', () => {
    const { emotions } = build([{ side: 0 }, { side: 0 }]);
    emotions.sawBackshooting(1, 0);
    expect(emotions.hates(1, 0)).toBe(true);
  });

  it('refusal: "all his enemies hate him ..., any characters present who fear him no longer do so"', () => {
    const { emotions } = build([{ side: 0 }, { side: 1 }, { side: 1 }, { side: 0 }]);
    emotions.addFear(1, 0);
    emotions.set(2, 0, EMOTION.torn);
    emotions.addFear(3, 0);
    const lines: string[] = [];
    const log: ShotLog = { line: (t) => lines.push(t) };
    emotions.refused(0, log);
    expect([emotions.feeling(1, 0), emotions.feeling(2, 0), emotions.feeling(3, 0)]).toEqual([
      EMOTION.hate,
      EMOTION.hate,
      EMOTION.none,
    ]);
    expect(lines).toEqual(['  All his enemies now hate F0; none fear him.']);
  });
});

describe('challenges (delegated to the challenge code)', () => {
  const relation = (): MutableChallengeRelation => ({ hates: false, fears: false, fearless: false });

  it('"He must always accept his challenge to a duel" when he hates the challenger', () => {
    const { figures, emotions } = build(two);
    emotions.addHate(1, 0);
    const rel = emotions.challengeRelation(1, 0, relation());
    const fears = fearsChallenger(rel, figures[1]!.skills, figures[0]!.skills, 'rwnn-extended');
    expect(challengeObligation(rel.hates, fears, DEFAULT_CHALLENGE_READINGS)).toBe('must-accept');
  });

  it('fear: he tests his nerve; passing, he accepts, and surviving he becomes Fearless and fears no-one again', () => {
    const { figures, emotions } = build([{ side: 0, held: { terrifying: 1 } }, { side: 1 }, { side: 0 }], ON);
    const y = figures[1]!;
    const x = figures[0]!;
    emotions.onGrazedOrWounded(1, 2, new ScriptedDice([1]));
    expect([emotions.fears(1, 0), emotions.fears(1, 2)]).toEqual([true, true]);
    const rel = emotions.challengeRelation(1, 0, relation());
    expect(rel).toEqual({ hates: false, fears: true, fearless: false });
    const fears = fearsChallenger(rel, y.skills, x.skills, 'rwnn-extended');
    const obligation = challengeObligation(rel.hates, fears, DEFAULT_CHALLENGE_READINGS);
    expect(obligation).toBe('nerve-test');
    // a Gunman's 4 dice, less one for the Terrifying challenger: 3
    const n = fearTestDice(y, x, false, 0, 'rwnn-extended', newNerveDiceInput());
    expect(n).toBe(3);
    const out = respondToChallenge(
      obligation,
      'refuse',
      n,
      new ScriptedDice([2, 6, 1]),
      DEFAULT_CHALLENGE_READINGS,
      newChallengeResponse(),
    );
    expect([out.outcome, out.fearlessIfSurvives]).toEqual(['accepted', true]);
    // he survives the duel
    emotions.becomeFearless(1);
    expect([emotions.fears(1, 0), emotions.fears(1, 2), emotions.fearless[1]]).toEqual([
      false,
      false,
      FEARLESS.earned,
    ]);
    emotions.onGrazedOrWounded(1, 0, new ScriptedDice([1]));
    expect(emotions.fears(1, 0)).toBe(false);
    expect(emotions.challengeRelation(1, 0, relation()).fearless).toBe(true);
    expect(
      fearsChallenger(emotions.challengeRelation(1, 0, relation()), y.skills, x.skills, 'rwnn-extended'),
    ).toBe(false);
  });

  it("the fear test counts the challenge code's dice and the Bossman's", () => {
    const { figures } = build(two);
    figures[1]!.wounds.flesh[LOCATION.legs] = 1;
    const scratch = newNerveDiceInput();
    const base = challengeNerveDice(
      {
        cls: 'gunman',
        skills: {},
        opponentSkills: {},
        fleshWounds: 1,
        seriousWounds: 0,
        sideHasDownedMore: true,
      },
      'rwnn-extended',
    );
    expect(fearTestDice(figures[1]!, figures[0]!, true, 3, 'rwnn-extended', scratch)).toBe(base + 3);
  });

  it('unresolved turmoil reaches the challenge code as both hatred and fear', () => {
    const { emotions } = build(two);
    emotions.set(1, 0, EMOTION.torn);
    expect(emotions.challengeRelation(1, 0, relation())).toEqual({
      hates: true,
      fears: true,
      fearless: false,
    });
  });
});

describe('reset', () => {
  it("starts a new gunfight in place, with only the skills' relations", () => {
    const { emotions } = build([{ side: 0, held: { terrifying: 1 } }, { side: 1 }]);
    const feel = emotions.feel;
    emotions.addHate(0, 1);
    emotions.becomeFearless(1);
    emotions.reset();
    expect(emotions.feel).toBe(feel);
    expect([emotions.feeling(0, 1), emotions.feeling(1, 0), emotions.fearless[1]]).toEqual([
      EMOTION.none,
      EMOTION.fear,
      0,
    ]);
  });
});
