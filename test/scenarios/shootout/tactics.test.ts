import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import type { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { ShootoutResult } from '../../../src/scenarios/shootout/ShootoutResult.ts';
import { loadTable } from '../../../src/scenarios/shootout/table/loadTable.ts';
import { newCoverReport } from '../../../src/scenarios/shootout/table/CoverReport.ts';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { cardsOf, fire, gameOf, just, playScripted, Script, tableOf } from './shootoutKit.ts';

function tactic(text: string): Tactic {
  const p = parseShootoutPolicy(text);
  if (typeof p === 'string') throw new Error(p);
  return p as Tactic;
}

/** The actions the figures chose, in order, as `name action`. */
function choices(lines: readonly string[]): string[] {
  return lines.flatMap((l) => {
    const m = /^ {2}(\w+) \(\S+\) chooses to ([a-z& ]+?)(?: toward| at|\.)/.exec(l);
    return m ? [`${m[1]} ${m[2]}`] : [];
  });
}

describe('patience: past it a tactic presses the enemy', () => {
  // Two Gunmen 20" apart on open ground: from cover-seeker's turn he would fire (or find cover); pressing,
  // he closes with Move & Fire.
  const setup = (patience: number) =>
    gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: tactic(`gunfighter:min=6:patience=${patience}`) },
      { name: 'bo', side: 1, x: 30, y: 15 },
    ]);

  it('before his patience runs out the gunfighter with no good shot walks toward the enemy', () => {
    const p = playScripted(setup(5), [3, 3, 3], [0]);
    expect(choices(p.lines)).toEqual(['al move']);
  });

  it('after it, he moves and fires', () => {
    // Card 1 is bo's (he passes); card 2 is al's, the second card turned: patience 1 has run out.
    const p = playScripted(setup(1), [3, 3, 1, 1, 1], [1, 0]);
    expect(choices(p.lines)).toEqual(['bo pass', 'al move & fire']);
    // Six inches on, 14" off, he fires (a lucky shot's three dice).
    expect(p.lines).toContain('  al throws 2 movement dice (6) and moves 6.0" to (16.0, 15.0).');
    expect(p.lines.some((l) => l.startsWith('  al has') && l.includes('a lucky shot, [1 1 1]'))).toBe(true);
  });
});

describe('pressing: a poor shot at close range is a charge', () => {
  // al, a rusher who closes to 18", stands 16" from bo: a Gunman's pistol at 16" has a single die.
  const setup = (pieces: readonly object[] = []) =>
    gameOf(
      [
        { name: 'al', side: 0, x: 10, y: 15, policy: tactic('rusher:close=18') },
        { name: 'bo', side: 1, x: 26, y: 15 },
      ],
      { table: tableOf(pieces) },
    );

  it('with the way clear he charges', () => {
    // 18" of movement dice bring him into contact; four attack dice against two, all 1s.
    const p = playScripted(setup(), [6, 6, 6, 1, 1, 1, 1, 1, 1], [0]);
    expect(choices(p.lines)).toEqual(['al charge']);
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 4 dice [1 1 1 1]; bo defends (pistol) with 2 dice [1 1]: 0 hits.',
    );
  });

  it('with fewer than two fighting dice to throw at the end of it, he does not charge', () => {
    const game = gameOf(
      [
        { name: 'al', side: 0, cls: 'citizen', x: 10, y: 15, policy: tactic('rusher:close=18') },
        { name: 'bo', side: 1, x: 26, y: 15 },
      ],
      { table: tableOf([]) },
    );
    // A Citizen: one fighting die with his pistol; he blazes away his one die instead.
    const p = playScripted(game, [1], [0]);
    expect(choices(p.lines)).toEqual(['al fire']);
  });

  it('with a leg seriously wounded he cannot close, so he fires from where he stands', () => {
    // bo's shot (one die, a 6) hits al's legs, effect 5: "Serious Wound & Knocked Down". al recovers and
    // gets up on his next cards; then, 10" from bo, he fires where a rusher would move and fire.
    const game = gameOf([
      { name: 'al', side: 0, x: 10, y: 15, policy: tactic('rusher') },
      { name: 'bo', side: 1, x: 20, y: 15, policy: new Script([fire(0), just(ACTION.pass)]) },
    ]);
    const { joker } = cardsOf(2);
    const p = playScripted(game, [6, 6, 5, 1, 1, 1], [1, 0, joker, 0, joker, 0]);
    expect(p.lines).toContain(
      '  al is hit: location 6 (legs), effect 5: Serious Wound & Knocked Down; now knocked down.',
    );
    expect(choices(p.lines)).toEqual(['bo fire', 'al fire']);
  });

  it('with a fence across the way he fires instead (behind it bo leaves him only a lucky shot)', () => {
    const p = playScripted(setup([{ kind: 'fence', from: [20, 10], to: [20, 20] }]), [1, 1, 1], [0]);
    expect(choices(p.lines)).toEqual(['al fire']);
  });
});

describe('a coward with nobody in sight', () => {
  // bo stands behind a building, out of al's sight.
  const setup = (patience: number) =>
    gameOf(
      [
        { name: 'al', side: 0, cls: 'citizen', x: 10, y: 15, policy: tactic(`coward:patience=${patience}`) },
        { name: 'bo', side: 1, x: 30, y: 15 },
      ],
      { table: tableOf([{ kind: 'building', at: [18, 10], size: [4, 10], material: 'adobe' }]) },
    );

  it('keeps still while his patience lasts', () => {
    const p = playScripted(setup(100), [], [1, 0]);
    expect(choices(p.lines)).toEqual(['bo pass', 'al pass']);
  });

  it('past it, goes to look for the enemy', () => {
    const p = playScripted(setup(1), [2, 2, 2], [1, 0]);
    expect(choices(p.lines)).toEqual(['bo pass', 'al move']);
  });
});

describe('figures named alike on both sides are told apart by side', () => {
  it('builds west legend and east legend from the editions study', async () => {
    const { buildShootout } = await import('../../../src/scenarios/shootout/buildShootout.ts');
    const { readShootoutCell } = await import('../../../src/scenarios/shootout/readShootoutCell.ts');
    const { SHOOTOUT_OPTIONS } = await import('../../../src/scenarios/shootout/shootoutOptions.ts');
    const r = readShootoutCell(
      {
        ruleset: 'rwnn-extended',
        sides: {
          west: { area: 'west', figures: { legend: 'legend', kid: 'gunman' } },
          east: { area: 'east', figures: { legend: 'legend', deputy: { class: 'gunman', count: 2 } } },
        },
        params: { table: 'main-street' },
      },
      SHOOTOUT_OPTIONS,
    );
    if ('issues' in r) throw new Error(JSON.stringify(r.issues));
    const names = buildShootout(r.cell).figures.map((f) => f.name);
    expect(names).toEqual(['west legend', 'kid', 'east legend', 'deputy-1', 'deputy-2']);
  });
});

describe("the cover kept per pair of figures is the table's answer for where they stand now", () => {
  it('matches a fresh coverAgainst for every pair at every action of many main-street games', () => {
    const table = loadTable('main-street');
    const figures = [0, 1, 2, 3].flatMap((k) => [
      { name: `w${k}`, side: 0, x: 7 + k, y: 13 + k, policy: tactic(k % 2 ? 'cover-seeker' : 'rusher') },
      { name: `e${k}`, side: 1, x: 37 + k, y: 13 + k, policy: tactic(k % 2 ? 'gunfighter' : 'coward') },
    ]);
    const game = gameOf(figures, { table, cardCap: 400 });
    const fresh = newCoverReport();
    let checked = 0;
    game.audit = {
      action() {
        for (const a of game.figures)
          for (const b of game.figures) {
            if (a === b) continue;
            const kept = game.coverBetween(a.index, b.index);
            table.coverAgainst(a.x, a.y, b.x, b.y, fresh);
            expect(kept).toEqual(fresh);
            checked++;
          }
      },
      shot() {},
    };
    const dice = new DiceStream();
    const key = deriveStreamKey(7, 'test/cover-cache');
    for (let trial = 0; trial < 20; trial++) {
      dice.seedTrial(key, trial);
      game.play(dice, new ShootoutResult(2));
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('Legend of the West: when a tactic keeps his own card in hand', () => {
  // A Legend 6" from a Gunman in the open has a deliberate shot of well over two dice: he takes it at once,
  // his turn being worth more now than later. With the Gunman out of sight behind a building he has no shot:
  // he keeps his card, and takes his turn before the first enemy acts.
  const setup = (hidden: boolean) =>
    gameOf(
      [
        {
          name: 'al',
          side: 0,
          cls: 'legend',
          skills: ['legend-of-the-west'],
          x: 10,
          y: 15,
          policy: tactic('gunfighter'),
        },
        { name: 'bo', side: 1, x: hidden ? 30 : 16, y: 15, policy: new Script([]) },
      ],
      {
        table: tableOf(hidden ? [{ kind: 'building', at: [18, 10], size: [4, 10], material: 'adobe' }] : []),
      },
    );

  it('takes his turn at once while he has a shot of two dice or more', () => {
    const p = playScripted(setup(false), [2, 2, 3, 3, 4], [0]);
    expect(p.lines).not.toContain('  al keeps his card in hand (Legend of the West).');
    expect(choices(p.lines)).toEqual(['al fire']);
  });

  it('keeps it when he has no shot, and plays it before the first enemy acts', () => {
    const game = setup(true);
    const p = playScripted(game, [3, 3, 3], [0, 1]);
    expect(p.lines).toContain('  al keeps his card in hand (Legend of the West).');
    expect(p.lines).toContain('  al plays his own card from his hand for his turn.');
    expect(choices(p.lines)).toEqual(['bo pass', 'al move']);
  });
});
