import { describe, expect, it } from 'vitest';
import { CombatContacts } from '../../../src/scenarios/shootout/CombatContacts.ts';

/** Every opponent of figure i, in order. */
function all(c: CombatContacts, i: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < c.count(i); k++) out.push(c.opponent(i, k));
  return out;
}

describe('CombatContacts: who is in close combat with whom', () => {
  it('a pair joined is in contact both ways round, each counting the other once', () => {
    const c = new CombatContacts(4);
    c.join(0, 1);
    c.join(1, 0);
    c.join(2, 1);
    expect([c.has(0, 1), c.has(1, 0), c.has(0, 2)]).toEqual([true, true, false]);
    expect([all(c, 1), all(c, 0), all(c, 2), all(c, 3)]).toEqual([[0, 2], [1], [1], []]);
    expect([c.opponent(1, 2), c.has(0, -1), c.has(-1, 0), c.has(0, 4)]).toEqual([-1, false, false, false]);
  });

  it('parting a pair, or a man leaving all his fights, frees the other side too', () => {
    const c = new CombatContacts(4);
    c.join(0, 1);
    c.join(2, 1);
    c.join(2, 3);
    c.part(0, 1);
    c.part(0, 1);
    expect([all(c, 0), all(c, 1)]).toEqual([[], [2]]);
    c.leaveAll(2);
    expect([all(c, 1), all(c, 2), all(c, 3)]).toEqual([[], [], []]);
    c.join(3, 0);
    c.reset();
    expect([c.count(0), c.count(3), c.has(3, 0)]).toEqual([0, 0, false]);
  });

  it('a fight is everyone reached through contacts: 0 on 1, 2 on 1 and on 3; 4 and 5 apart', () => {
    const c = new CombatContacts(6);
    c.join(0, 1);
    c.join(2, 1);
    c.join(2, 3);
    c.join(4, 5);
    const men = new Int32Array(6);
    const fight = (i: number): number[] => Array.from(men.subarray(0, c.fightOf(i, men)));
    expect([fight(3), fight(0), fight(5)]).toEqual([
      [3, 2, 1, 0],
      [0, 1, 2, 3],
      [5, 4],
    ]);
    c.leaveAll(4);
    expect(fight(5)).toEqual([5]);
  });
});
