import { describe, expect, it, vi } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { closeToPolicy } from '../../../src/policies/duel/closeToPolicy.ts';
import { drawAtOncePolicy, type DuelApproachPolicy } from '../../../src/policies/duel/DuelApproachPolicy.ts';
import { REFUSAL } from '../../../src/rules/rwnn/challenge/refusalConsequences.ts';
import { CARD_PLACE } from '../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import type { SkillCounts } from '../../../src/rules/rwnn/challenge/SkillCounts.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { ApproachDuellist } from '../../../src/scenarios/duel/ApproachDuellist.ts';
import { DuelApproach, runDuelApproach } from '../../../src/scenarios/duel/DuelApproach.ts';
import { newApproachResult } from '../../../src/scenarios/duel/DuelApproachResult.ts';
import type { DuelApproachSetup } from '../../../src/scenarios/duel/DuelApproachSetup.ts';
import { duelApproachReadings } from '../../../src/scenarios/duel/duelApproachReadings.ts';
import { StoryNarrator } from '../../../src/scenarios/duel/Narrator.ts';
import { Duellist, type DuelSkill } from '../../../src/scenarios/duel/Duellist.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { spec } from './duelKit.ts';

/** A policy that does what draw-at-once does, except where told otherwise. */
function policy(overrides: Partial<DuelApproachPolicy>): DuelApproachPolicy {
  return { ...drawAtOncePolicy, name: 'scripted', ...overrides };
}

const never = (what: string) => (): never => {
  throw new Error(`${what} should not have been asked`);
};

function duellist(
  name: string,
  cls: CharacterClass = 'gunman',
  p: DuelApproachPolicy = drawAtOncePolicy,
  skills: SkillCounts = {},
): ApproachDuellist {
  return { name, cls, skills, policy: p };
}

/**
 * Runs one approach with scripted dice and cards. In a two-duellist deck the cards are: A 0, B 1, the
 * Citizen, Gunman, Shootist and Legend action cards 2..5, the Joker 6; a card is forced by its position in
 * the draw pile, listed in that order.
 */
function play(setup: DuelApproachSetup, faces: number[], cards: number[], log?: StoryNarrator) {
  const dice = new ScriptedDice(faces, cards);
  const approach = new DuelApproach({ checkInvariants: true, ...setup });
  const out = approach.run(dice, newApproachResult(), log);
  dice.assertConsumed();
  return { out, approach };
}

describe('the challenge before the duel', () => {
  it('a free challenged duellist answers by his policy; accepting starts the cards, the challenger having had his turn', () => {
    // 000: "Making a challenge is an action."; the deck then holds B's card, the action cards and the Joker.
    // Pile [1 2 3 4 5 6]: position 0 is B's card; B draws at once.
    const { out, approach } = play(
      { a: duellist('A'), b: duellist('B'), ruleset: 'rwnn-extended', startDistance: 12 },
      [],
      [0],
    );
    expect([out.end, out.who, out.distance, out.cardsTurned]).toEqual(['fast-draw', 'b', 12, 1]);
    expect(out.challenge.outcome).toBe('accepted');
    expect(approach.deck.placeOf(0)).toBe(CARD_PLACE.discard);
  });

  it("a refusal ends it with the refusal's consequences and no card turned", () => {
    // "If a character refuses a challenge, all his enemies hate him for the rest of the gunfight"
    const { out } = play(
      {
        a: duellist('A'),
        b: duellist('B', 'gunman', policy({ answerChallenge: () => 'refuse' })),
        ruleset: 'rwnn-extended',
        startDistance: 12,
      },
      [],
      [],
    );
    expect([out.end, out.who, out.cardsTurned]).toEqual(['refused', 'b', 0]);
    expect(out.refusal).toBe(REFUSAL);
  });

  it('hatred forces acceptance: the policy is not asked', () => {
    // 000 HATRED & FEAR: "He must always accept his challenge to a duel."
    const { out } = play(
      {
        a: duellist('A'),
        b: duellist('B', 'gunman', policy({ answerChallenge: never('the answer') })),
        ruleset: 'rwnn-extended',
        startDistance: 12,
        relation: { hates: true, fears: false, fearless: false },
      },
      [],
      [0],
    );
    expect([out.challenge.outcome, out.challenge.obligation, out.end]).toEqual([
      'accepted',
      'must-accept',
      'fast-draw',
    ]);
  });

  it('fear: a failed nerve test (four Gunman dice, no 6) means he runs; a good one, he accepts', () => {
    // "he tests to see if he has lost his nerve. If he has, he runs away, hides or whatever."
    const setup: DuelApproachSetup = {
      a: duellist('A', 'legend', drawAtOncePolicy, { terrifying: 1 }),
      b: duellist('B', 'gunman', policy({ answerChallenge: never('the answer') })),
      ruleset: 'rwnn-extended',
      startDistance: 10,
    };
    // Terrifying: "opponents subtract one* dice when testing nerve": 4 - 1 = 3 dice.
    const ran = play(setup, [5, 3, 1], []).out;
    expect([ran.end, ran.who, ran.challenge.nerveDice, ran.refusal]).toEqual(['lost-nerve', 'b', 3, null]);
    const stood = play(setup, [6, 3, 1], [0]).out;
    expect([stood.challenge.outcome, stood.challenge.fearlessIfSurvives, stood.end]).toEqual([
      'accepted',
      true,
      'fast-draw',
    ]);
  });

  it("refuses a start distance beyond the challenge's eighteen inches", () => {
    expect(
      () =>
        new DuelApproach({ a: duellist('A'), b: duellist('B'), ruleset: 'rwnn-extended', startDistance: 19 }),
    ).toThrow(/18 inches/);
  });
});

describe('the approach: "they may only Pass, Move directly towards an opponent or Fast Draw"', () => {
  it('close-to 6 from 12": moves 6, the Joker reshuffles, A claims the Gunman card and plays it to draw', () => {
    const log = new StoryNarrator();
    const { out, approach } = play(
      {
        a: duellist('A', 'gunman', closeToPolicy(6)),
        b: duellist('B', 'gunman', closeToPolicy(6)),
        ruleset: 'rwnn-extended',
        startDistance: 12,
      },
      // B's move: 3 + 3 + 2 = 8 inches allowed, at least 3; he moves 6 to stop at 6".
      [3, 3, 2],
      // B's card (pile [1 2 3 4 5 6]: 0); the Gunman card (pile [2 3 4 5 6]: 1); the Joker (pile [2 4 5 6]: 3);
      // after the Joker the pile is [0 1 2 4 5 6] (the Gunman card stays face up): A's card, 0.
      [0, 1, 3, 0],
      log,
    );
    expect([out.end, out.who, out.distance, out.cardsTurned, out.activations]).toEqual([
      'fast-draw',
      'a',
      6,
      4,
      2,
    ]);
    expect(approach.deck.placeOf(3)).toBe(CARD_PLACE.discard);
    expect(log.lines).toContain("Card 4: A's card; A claims the Gunman action card.");
    expect(log.lines).toContain('  A plays the Gunman action card for a free turn.');
    expect(log.lines.at(-1)).toBe('The approach ends: Fast Draw at 6".');
  });

  it('a Move stops where the duellists would meet: a Citizen\'s full roll of 11 from 5" ends at 0"', () => {
    // 000 Citizen Move: "they move towards their objective, and will halt there if their throw is high enough."
    const mover = policy({ chooseAction: (v) => (v.distance > 0 ? 'move' : 'fast-draw') });
    const { out } = play(
      {
        a: duellist('A'),
        b: duellist('B', 'citizen', mover),
        ruleset: 'rwnn-extended',
        startDistance: 5,
        maxCards: 1,
      },
      [4, 4, 3],
      [0],
    );
    expect([out.end, out.distance]).toEqual(['card-cap', 0]);
  });

  it('"must move at least three inches": close-to 6 at 8" rolls 6 and must go 3, to 5"', () => {
    const { out } = play(
      {
        a: duellist('A'),
        b: duellist('B', 'gunman', closeToPolicy(6)),
        ruleset: 'rwnn-extended',
        startDistance: 8,
        maxCards: 1,
      },
      [2, 2, 2],
      [0],
    );
    expect([out.end, out.distance]).toEqual(['card-cap', 5]);
  });

  it('"three 1’s with the movement dice falls over (treat as knocked down)": the approach ends', () => {
    const { out } = play(
      {
        a: duellist('A'),
        b: duellist('B', 'gunman', closeToPolicy(3)),
        ruleset: 'rwnn-extended',
        startDistance: 12,
      },
      [1, 1, 1],
      [0],
    );
    expect([out.end, out.who, out.distance]).toEqual(['fell-over', 'b', 12]);
  });

  it('"the superior card goes first": both play at once and the Shootist card\'s holder acts before the Gunman card\'s', () => {
    const waitThenDraw = policy({
      chooseAction: (v) => (v.freeTurn ? 'fast-draw' : 'pass'),
      playActionCard: (v) => v.cardsTurned >= 5,
    });
    const setup = (aCls: CharacterClass, bCls: CharacterClass): DuelApproachSetup => ({
      a: duellist('A', aCls, waitThenDraw),
      b: duellist('B', bCls, waitThenDraw),
      ruleset: 'rwnn-extended',
      startDistance: 12,
      challengeTookHisTurn: false,
    });
    // Gunman card (pile [0 1 2 3 4 5 6]: 3); B claims it (pile [0 1 2 4 5 6]: 1) and passes; Shootist card
    // (pile [0 2 4 5 6]: 2); A claims it ([0 2 5 6]: 0) and passes; the Citizen card ([2 5 6]: 0): both play.
    const aFirst = play(setup('shootist', 'gunman'), [], [3, 1, 2, 0, 0]).out;
    expect([aFirst.end, aFirst.who]).toEqual(['fast-draw', 'a']);
    // The other way round: the Shootist card (position 4) to B, a Shootist (pile [0 1 2 3 5 6]: 1); the
    // Gunman card ([0 2 3 5 6]: 2) to A, a Gunman ([0 2 5 6]: 0); then the Citizen card: B's card goes first.
    const bFirst = play(setup('gunman', 'shootist'), [], [4, 1, 2, 0, 0]).out;
    expect([bFirst.end, bFirst.who]).toEqual(['fast-draw', 'b']);
  });

  it('the Joker under 000: a held card "must be played immediately or discarded"; under 003 it goes back unplayed', () => {
    const atJoker = policy({
      chooseAction: (v) => (v.jokerCall ? 'fast-draw' : 'pass'),
      playActionCard: (v) => v.jokerCall,
    });
    const setup = (ruleset: RwnnRulesetId): DuelApproachSetup => ({
      a: duellist('A', 'gunman', atJoker),
      b: duellist('B', 'gunman', atJoker),
      ruleset,
      startDistance: 12,
      maxCards: 3,
    });
    // Gunman card (pile [1 2 3 4 5 6]: 2); B claims it (0) and passes; the Joker ([2 4 5 6]: 3).
    const extended = play(setup('rwnn-extended'), [], [2, 0, 3]).out;
    expect([extended.end, extended.who, extended.cardsTurned]).toEqual(['fast-draw', 'b', 3]);
    const playtest = play(setup('rwnn-1996'), [], [2, 0, 3]);
    expect([playtest.out.end, playtest.out.cardsTurned]).toEqual(['card-cap', 3]);
    expect(playtest.approach.deck.placeOf(3)).toBe(CARD_PLACE.drawPile);
  });

  it('ALTERNATIVELY: "they Move until they are an agreed distance apart, and then Fast Draw"', () => {
    const setup: DuelApproachSetup = {
      a: duellist('A'),
      b: duellist('B'),
      ruleset: 'rwnn-extended',
      startDistance: 12,
      signalDistance: 6,
    };
    // B's card; B rolls 15 and would go all the way, but stops at the agreed 6".
    const atAgreed = play(setup, [5, 5, 5], [0]).out;
    expect([atAgreed.end, atAgreed.who, atAgreed.distance]).toEqual(['signal', null, 6]);
    const overshoot = play(
      { ...setup, readings: duelApproachReadings('rwnn-extended', { 'duel.signalStop': 'overshoot' }) },
      [5, 5, 5],
      [0],
    ).out;
    expect([overshoot.end, overshoot.distance]).toEqual(['signal', 0]);
    const already = play({ ...setup, startDistance: 5 }, [], []).out;
    expect([already.end, already.distance, already.cardsTurned]).toEqual(['signal', 5, 0]);
    const early = {
      ...setup,
      challengeTookHisTurn: false,
      a: duellist('A', 'gunman', policy({ chooseAction: () => 'fast-draw' })),
    };
    // A's card (position 0) comes up and his policy breaks the agreement.
    expect(() => play(early, [], [0])).toThrow(/signal/);
  });

  it('stops at the card cap when nobody draws', () => {
    const passer = policy({ chooseAction: () => 'pass', playActionCard: () => false });
    const dice = new DiceStream(deriveStreamKey(3, 'test/approach-cap'), 0);
    const out = runDuelApproach(
      {
        a: duellist('A', 'gunman', passer),
        b: duellist('B', 'gunman', passer),
        ruleset: 'rwnn-extended',
        startDistance: 12,
        maxCards: 50,
      },
      dice,
    );
    expect([out.end, out.cardsTurned, out.distance]).toEqual(['card-cap', 50, 12]);
  });

  it('builds no narration string on the fast path', () => {
    const approach = new DuelApproach({
      a: duellist('A', 'gunman', closeToPolicy(4)),
      b: duellist('B', 'citizen', closeToPolicy(8)),
      ruleset: 'rwnn-extended',
      startDistance: 14,
    });
    const describe = vi.spyOn(approach.deck, 'describe');
    const out = newApproachResult();
    const dice = new DiceStream();
    const key = deriveStreamKey(1, 'test/approach-fast');
    for (let t = 0; t < 200; t++) {
      dice.seedTrial(key, t);
      approach.run(dice, out);
    }
    expect(describe).not.toHaveBeenCalled();
  });
});

describe('approach conformance over classes, skills, policies, rulesets, readings and seeds', () => {
  it('every approach ends within the cap with the deck invariant kept, and a narrated replay gives the same result', () => {
    const classes: CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
    const skillSets: SkillCounts[] = [
      {},
      { swift: 1 },
      { slow: 1 },
      { clumsy: 1 },
      { jumpy: 1 },
      { swift: 2, terrifying: 1 },
    ];
    const policies = [drawAtOncePolicy, closeToPolicy(0), closeToPolicy(4), closeToPolicy(9)];
    const rulesets: RwnnRulesetId[] = ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'];
    const optionSets = [
      {},
      { 'fateDeck.jokerDisplayed': 'reshuffle', 'fateDeck.inARow': 'one' },
      { 'movement.fallMoves': 'after-moving', 'challenge.hateAndFear': 'neither' },
      { 'fateDeck.slowClaims': 'passes-over', 'movement.citizenFullRoll': 'once-gunplay-commences' },
    ];
    const ends = new Set<string>();
    let checked = 0;
    for (let i = 0; i < 48; i++) {
      const ruleset = rulesets[i % 3]!;
      const setup: DuelApproachSetup = {
        a: duellist('A', classes[i % 4], policies[i % 4], skillSets[i % 6]),
        b: duellist('B', classes[(i + 1) % 4], policies[(i + 2) % 4], skillSets[(i + 3) % 6]),
        ruleset,
        startDistance: [18, 12, 6, 2][i % 4]!,
        actionSets: 1 + (i % 2),
        relation: { hates: i % 5 === 0, fears: i % 7 === 0, fearless: false },
        readings: duelApproachReadings(ruleset, optionSets[i % 4]),
        maxCards: 60,
        checkInvariants: true,
        ...(i % 6 === 5 ? { signalDistance: 3 } : {}),
      };
      const approach = new DuelApproach(setup);
      const key = deriveStreamKey(i, 'test/approach-conformance');
      const dice = new DiceStream();
      const out = newApproachResult();
      for (let t = 0; t < 40; t++) {
        dice.seedTrial(key, t);
        approach.run(dice, out);
        expect(out.cardsTurned).toBeLessThanOrEqual(60);
        expect(out.distance).toBeGreaterThanOrEqual(0);
        expect(out.distance).toBeLessThanOrEqual(setup.startDistance);
        ends.add(out.end);
        if (t % 13 === 0) {
          const fast = { ...out, challenge: { ...out.challenge } };
          const log = new StoryNarrator();
          dice.seedTrial(key, t);
          const told = new DuelApproach(setup).run(dice, newApproachResult(), log);
          expect([told.end, told.who, told.distance, told.cardsTurned, told.activations]).toEqual([
            fast.end,
            fast.who,
            fast.distance,
            fast.cardsTurned,
            fast.activations,
          ]);
          expect(log.lines.length).toBeGreaterThan(0);
          checked++;
        }
      }
    }
    expect(checked).toBe(48 * 4);
    expect([...ends].sort()).toEqual(['fast-draw', 'fell-over', 'lost-nerve', 'signal']);
  });
});

describe("Lucky, Charmed and Cursed on the approach's movement dice (register entry movement-rerolls)", () => {
  /** A duellist in play, his skills and allowances a Duellist's, his duel policy the default chooser. */
  function withFigure(
    name: string,
    skills: Partial<Record<DuelSkill, number>>,
    p: DuelApproachPolicy = drawAtOncePolicy,
  ): ApproachDuellist {
    const d = new Duellist(spec(name, 'gunman', skills));
    d.bind(duelRules(rwnnRuleset('rwnn-extended')).figure);
    return { name, cls: 'gunman', skills: d.skills, policy: p, figure: d };
  }

  /** B, close-to 3 from 12" apart, takes one turn (card cap 1) with these faces. */
  function walk(b: ApproachDuellist, faces: number[]) {
    const log = new StoryNarrator();
    const { out } = play(
      { a: withFigure('A', {}), b, ruleset: 'rwnn-extended', startDistance: 12, maxCards: 1 },
      faces,
      [0],
      log,
    );
    return { out, lines: log.lines };
  }

  it('"Lucky: may re-roll one* dice from each batch of dice he throws": he re-rolls a 1 of three and walks on', () => {
    const { out, lines } = walk(withFigure('B', { lucky: 1 }, closeToPolicy(3)), [1, 1, 1, 4]);
    expect(lines.slice(-3, -1)).toEqual([
      '  B is Lucky and re-rolls a 1: [4 1 1].',
      '  B moves: 3 dice [4 1 1] = 6, 3" to 6"; he moves 6", 6" apart.',
    ]);
    expect([out.end, out.distance]).toEqual(['card-cap', 6]);
    // Without his figure nothing is re-rolled: the three 1s throw him over, and the duel is lost.
    const plain = walk(duellist('B', 'gunman', closeToPolicy(3)), [1, 1, 1]);
    expect([plain.out.end, plain.out.who]).toEqual(['fell-over', 'b']);
  });

  it('Charmed: a fall loses the duel, so he spends his once-per-gunfight re-roll of the whole batch on it', () => {
    const b = withFigure('B', { charmed: 1 }, closeToPolicy(3));
    const { out, lines } = walk(b, [1, 1, 1, 4, 3, 2]);
    expect(lines).toContain('  B is Charmed and re-rolls the whole batch: [4 3 2].');
    expect([out.end, out.distance, b.figure!.charmedLeft]).toEqual(['card-cap', 3, 0]);
  });

  it('a Cursed duellist: the default opponent keeps his say for the duel', () => {
    const b = withFigure('B', { cursed: 1 }, closeToPolicy(3));
    const { out, lines } = walk(b, [1, 1, 1]);
    expect(lines.join('\n')).not.toContain('Cursed');
    expect([out.end, b.figure!.curseTokens]).toEqual(['fell-over', 1]);
  });
});

describe('the approach readings', () => {
  // Each reading's interpretation entry is checked with every other option's in test/docs/interpretations.test.ts.
  it('rejects an unknown value, naming the key and the allowed values', () => {
    expect(() => duelApproachReadings('rwnn-extended', { 'movement.fallMoves': 'sideways' })).toThrow(
      /movement.fallMoves must be one of in-place, after-moving/,
    );
  });

  it('reads 003 for the 1996 ruleset unless told otherwise', () => {
    expect(duelApproachReadings('rwnn-1996').fateDeck.jokerHeld).toBe('return-unplayed');
    expect(
      duelApproachReadings('rwnn-1996', { 'fateDeck.jokerHeld': 'play-or-discard' }).fateDeck.jokerHeld,
    ).toBe('play-or-discard');
  });
});
