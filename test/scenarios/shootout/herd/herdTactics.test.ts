import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import type { HerdMode } from '../../../../src/policies/shootout/herdChoice.ts';
import type { ShootoutHerd } from '../../../../src/scenarios/shootout/herd/ShootoutHerd.ts';
import { riderBesideRunningHerd } from './riderHerdKit.ts';
import { cardsOf, fire, gameOf, pick, playScripted, Script, tableOf } from '../shootoutKit.ts';

/**
 * al at (10, 15) fires at bo at (16, 15); a herd of 8, 4 abreast (4" across, 4" deep), its lead animal at
 * (10, 28) facing up the table, its nearest animals 9" from al; `mode` is bo's herd parameter; `pieces` the
 * table's (40" by 30").
 */
function herdGame(mode: HerdMode = 'ignore', pieces: readonly object[] = [], options = {}) {
  const bo = mode === 'ignore' ? new Script([]) : Object.assign(new Script([]), { herd: mode });
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([fire(1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, policy: bo },
    ],
    {
      options: { 'shootout.nerve': 'off', ...options },
      herd: { at: [10, 28], heading: 0, animals: 8, columns: 4 },
      table: tableOf(pieces),
    },
  );
}

const MISS = [2, 2, 2];
const c = cardsOf(2);

describe('a tactic herd=turn|stop|ignore (000 "How to stop, or turn a stampede")', () => {
  it('is read from the tactic, and a wrong value is refused in one line naming what is allowed', () => {
    const p = parseShootoutPolicy('gunfighter:herd=turn');
    expect(typeof p === 'string' ? p : p.herd).toBe('turn');
    expect(parseShootoutPolicy('cavalry:herd=stampede')).toBe('herd=stampede: allowed ignore, turn, stop');
  });

  it('bo in front of the running herd with herd=turn yells and fires: a 1 turns it, a 3 leaves it running', () => {
    // Shot, check 3, heading 180 (its front re-formed at y = 24, facing down the table, bo 9" in front); the
    // Stampede card not yet; bo's card: his throw to turn it, then the deviation chart's 2 and 4 (45 right).
    const turns = playScripted(herdGame('turn'), [...MISS, 3, 1, 2, 4], [0, pick(180), pick(1), 1]);
    expect(turns.lines).toContain('  bo yells, waves his hat and fires: 1, the herd turns 45 degrees right.');
    expect(turns.result.herdTurned).toBe(1);
    const runs = playScripted(herdGame('turn'), [...MISS, 3, 3], [0, pick(180), pick(1), 1]);
    expect(runs.lines).toContain('  bo yells, waves his hat and fires: 3, the herd runs on.');
    expect(runs.result.herdTurned).toBe(0);
  });

  it('bo with herd=stop fires at the lead animal: a hit knocking it down stops the herd for good', () => {
    const downs = playScripted(herdGame('stop'), [...MISS, 3, 6, 6, 6], [0, pick(180), pick(1), 1]);
    expect(downs.lines).toContain('  bo fires at the lead animal 10.8" off.');
    expect(downs.lines).toContain('  The lead animal goes down: the stampede stops.');
    expect(downs.result.herdStopped).toBe(1);
    // A miss leaves it running, on 4 dice for the shot: 4 + 1 + 1 + 1 = 7".
    const runs = playScripted(
      herdGame('stop'),
      [...MISS, 3, 1, 4, 1, 1, 1],
      [0, pick(180), pick(1), 1, pick(0), c.joker],
    );
    expect(runs.lines).toContain('Stampede card: the herd runs 7" on 4 dice.');
    expect(runs.result.herdStopped).toBe(0);
  });

  it('a man whose tactic leaves the herd be (herd=ignore) neither turns it nor shoots at it', () => {
    const p = playScripted(herdGame('ignore'), [...MISS, 3], [0, pick(180), pick(1), 1]);
    expect(p.lines).toContain('  bo (script) chooses to pass.');
    expect(p.lines.some((l) => l.includes('lead animal') || l.includes('yells'))).toBe(false);
  });
});

describe('a wooden fence piece in the herd\'s way (000: "A stampede will go through a wooden fence in one turn (held there)")', () => {
  it('holds the running herd on its first move, 3.9" to it of an 8" throw; the next move it breaks through and runs on', () => {
    // Heading 90: re-formed about its middle, its front at x = 12; the fence at x = 16 (0.1" thick each side).
    const fenced = herdGame('ignore', [{ kind: 'fence', from: [16, 20], to: [16, 30] }]);
    const p = playScripted(
      fenced,
      [...MISS, 3, 6, 1, 1, 1, 1, 1],
      [0, pick(90), pick(0), c.joker, pick(0), 0],
    );
    expect(p.lines).toContain('  A wooden fence holds the herd this turn after 3.9".');
    expect(p.lines).toContain('  The herd breaks through the wooden fence.');
    expect(fenced.herd === null ? NaN : (fenced.herd as ShootoutHerd).herdNow.leadX).toBeCloseTo(18.9, 6);
    // Open ground: the whole 8".
    const open = herdGame();
    playScripted(open, [...MISS, 3, 6, 1, 1], [0, pick(90), pick(0), 1]);
    expect((open.herd as ShootoutHerd).herdNow.leadX).toBeCloseTo(20, 6);
  });
});

describe("the herd at the table's edge (register entry herd-table-edge)", () => {
  it('running up the table 2" from its edge on 8": its animals leave there (default), or it runs on (runs-on)', () => {
    const leaves = playScripted(herdGame(), [...MISS, 3, 6, 1, 1], [0, pick(0), pick(0), 1]);
    expect(leaves.lines).toContain('  The herd runs off the table: the Stampede card leaves the deck.');
    const on = herdGame('ignore', [], { 'stampede.tableEdge': 'runs-on' });
    const runs = playScripted(on, [...MISS, 3, 6, 1, 1], [0, pick(0), pick(0), 1]);
    expect(runs.lines.some((l) => l.includes('runs off the table'))).toBe(false);
    expect(on.herd!.stampeding).toBe(true);
  });
});

/**
 * A Good rider in the saddle at (17, 17) with `policy`; a herd of 8, 4 abreast, its lead animal at (14, 22)
 * facing up the table; a blast sets it running on a heading of 180: re-formed about its middle, its lead
 * animal stands at (14, 18), the rider beside its front rank 1" off.
 */
function riderAtFront(policy: string, faces: readonly number[]) {
  const rider = { class: 'gunman', rider: 'good', at: [17, 17], policy };
  const { game, mounted, lines } = riderBesideRunningHerd(rider, faces, [180]);
  return { game, lines, acted: mounted.turn(game.figures[0]!) };
}

describe('a rider in the saddle at the herd\'s front (000 "Ride to the front of the stampede")', () => {
  it('cavalry:herd=turn turns it on a 2 on horseback (1-2), 45 degrees right on the chart', () => {
    const { game, lines, acted } = riderAtFront('cavalry:herd=turn', [2, 2, 4]);
    expect(acted).toBe(true);
    expect(lines).toContain('  rider yells, waves his hat and fires: 2, the herd turns 45 degrees right.');
    expect(game.out.herdTurned).toBe(1);
  });

  it('cavalry:herd=stop fires at the lead animal from the saddle, a die fewer (stampede.saddleShot)', () => {
    const { lines, acted } = riderAtFront('cavalry:herd=stop', [1, 1, 1]);
    expect(acted).toBe(true);
    expect(
      lines.some(
        (l) =>
          l.startsWith('  rider fires at the lead animal') && l.includes('from the saddle (1 die fewer)'),
      ),
    ).toBe(true);
  });
});
