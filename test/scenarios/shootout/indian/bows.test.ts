import { describe, expect, it } from 'vitest';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { fire, gameOf, moveAndFire, playScripted, Script } from '../shootoutKit.ts';

/** A Warrior (a Shootist's equal) of the Plains with a bow and nothing to throw. */
const WARRIOR: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: [],
  accomplished: null,
  skills: [],
};

/** brave, a Warrior with a bow at (10, 15), shooting at al, a Gunman `gap` inches east. */
function archery(policy: Script, gap: number, options: Record<string, string> = {}) {
  return gameOf(
    [
      { name: 'brave', side: 0, cls: 'shootist', weapon: 'bow', x: 10, y: 15, policy, indian: WARRIOR },
      { name: 'al', side: 1, x: 10 + gap, y: 15 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe('bows in the shootout (000 INDIAN WEAPONS, "Bows")', () => {
  it('a Warrior scores two hits at most, however many 6s; an arrow wound is thrown for impalement', () => {
    // "All shots count as deliberate fire ... a Warrior can score two": at 5" the bow's "6” / 3" and the
    // Shootist's +1 give 4 dice; three 6s are two hits. "If the target suffers an arrow wound, throw again:
    // on a 4, 5 or 6 he has been impaled."
    const game = archery(new Script([fire(1)]), 5);
    const p = playScripted(game, [6, 6, 6, 2, 2, 3, 2, 3, 4], [0]);
    expect(p.lines).toContain('  brave looses arrows with 4 dice [6 6 6 2]: 2 hit(s).');
    expect(p.lines).toContain('  al is impaled: the arrow is in him.');
    expect(p.result.shots).toBe(1);
  });

  it('more 1s than 6s: the bow is out of the fight; its 6 still hits (stand) or the throw misses (lost)', () => {
    // "If more 1’s than 6’s are rolled ... It cannot be fired again either way" (register bow-broken-string).
    const stand = archery(new Script([fire(1)]), 5);
    const p = playScripted(stand, [6, 1, 1, 2, 2, 3, 2], [0]);
    expect(p.lines).toContain('  al is not impaled.');
    expect(p.lines).toContain(
      '  brave looses arrows with 4 dice [6 2 1 1]: 1 hit(s); more 1s than 6s: his bow is out of the fight.',
    );
    expect(stand.figures[0]!.guns[0]).toBe(GUN.busted);
    const lost = archery(new Script([fire(1)]), 5, { 'bows.brokenStringHits': 'lost' });
    const q = playScripted(lost, [6, 1, 1, 2], [0]);
    expect(q.lines).toContain(
      '  brave looses arrows with 4 dice [6 2 1 1]: 0 hit(s); more 1s than 6s: his bow is out of the fight.',
    );
    expect(q.result.hits).toBe(0);
  });

  it('no move and fire: after a Move & Fire he looses no arrow', () => {
    // "Bow armed characters cannot move and fire."
    const game = archery(new Script([moveAndFire(12, 15, 1)]), 8);
    const p = playScripted(game, [1, 1], [0]);
    expect(p.lines).toContain('  brave cannot move and loose an arrow.');
    expect(p.result.shots).toBe(0);
  });
});
