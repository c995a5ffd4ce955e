import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { closeToPolicy } from '../../../src/policies/duel/closeToPolicy.ts';
import { drawAtOncePolicy, type DuelApproachView } from '../../../src/policies/duel/DuelApproachPolicy.ts';
import { DuelApproach } from '../../../src/scenarios/duel/DuelApproach.ts';
import { newApproachResult } from '../../../src/scenarios/duel/DuelApproachResult.ts';

const view: DuelApproachView = {
  distance: 12,
  cls: 'gunman',
  opponentCls: 'gunman',
  swift: false,
  freeTurn: false,
  jokerCall: false,
  playableCards: 0,
  opponentHeldCards: 0,
  opponentAboutToAct: false,
  cardsTurned: 0,
  signalDistance: -1,
};

describe('close-to:d', () => {
  const p = closeToPolicy(6);

  it('is named with its parameter and accepts challenges', () => {
    expect(p.name).toBe('close-to:d=6');
    expect(p.answerChallenge({ distance: 12, cls: 'gunman', challengerCls: 'legend' })).toBe('accept');
  });

  it('moves while farther than d, draws within d', () => {
    expect(p.chooseAction(view)).toBe('move');
    expect(p.chooseAction({ ...view, distance: 6 })).toBe('fast-draw');
    expect(p.chooseAction({ ...view, distance: 2 })).toBe('fast-draw');
  });

  it('moves just far enough to stop at d, within what the dice allow', () => {
    expect(p.chooseDistance(view, 3, 11)).toBe(6); // 12 - 6
    expect(p.chooseDistance(view, 3, 4)).toBe(4); // the roll falls short
    expect(p.chooseDistance({ ...view, distance: 8 }, 3, 10)).toBe(3); // must move at least three inches
  });

  it('plays an action card to draw at once within d, or rather than lose it at the Joker', () => {
    expect(p.playActionCard(view)).toBe(false);
    expect(p.playActionCard({ ...view, distance: 5 })).toBe(true);
    expect(p.playActionCard({ ...view, jokerCall: true })).toBe(true);
  });

  it('on a signal approach it keeps moving and leaves the draw to the signal', () => {
    const signal = { ...view, distance: 4, signalDistance: 3 };
    expect(p.chooseAction(signal)).toBe('move');
    expect(p.playActionCard(signal)).toBe(false);
  });

  it('refuses a negative or non-finite d', () => {
    expect(() => closeToPolicy(-1)).toThrow(RangeError);
    expect(() => closeToPolicy(Number.NaN)).toThrow(RangeError);
  });

  it('in an approach from 18" it ends its approaches with a Fast Draw within d inches (or a fall)', () => {
    const approach = new DuelApproach({
      a: { name: 'A', cls: 'gunman', skills: {}, policy: closeToPolicy(6) },
      b: { name: 'B', cls: 'shootist', skills: {}, policy: closeToPolicy(6) },
      ruleset: 'rwnn-extended',
      startDistance: 18,
    });
    const dice = new DiceStream();
    const key = deriveStreamKey(2, 'test/close-to');
    const out = newApproachResult();
    for (let t = 0; t < 500; t++) {
      dice.seedTrial(key, t);
      approach.run(dice, out);
      expect(['fast-draw', 'fell-over']).toContain(out.end);
      if (out.end === 'fast-draw') expect(out.distance).toBeLessThanOrEqual(6);
    }
  });
});

describe('draw-at-once', () => {
  it('accepts, draws when activated, and plays any card it can', () => {
    expect(drawAtOncePolicy.answerChallenge({ distance: 3, cls: 'citizen', challengerCls: 'legend' })).toBe(
      'accept',
    );
    expect(drawAtOncePolicy.chooseAction(view)).toBe('fast-draw');
    expect(drawAtOncePolicy.playActionCard(view)).toBe(true);
    expect(drawAtOncePolicy.chooseAction({ ...view, signalDistance: 6 })).toBe('move');
  });
});
