import { describe, expect, it } from 'vitest';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import type { IndianEntry } from '../../../../src/scenarios/shootout/indian/IndianEntry.ts';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/** A Warrior accomplished with the lance: at 11" his lance has 4 dice to the bow's 2, so he throws it. */
const LANCER: IndianEntry = {
  class: 'warrior',
  nation: 'plains',
  thrown: ['lance'],
  accomplished: 'lance',
  skills: ['accomplished-shot'],
};

/** brave throws his lance at al, a Gunman 11" east. */
function lanceThrow(options: Record<string, string> = {}) {
  return gameOf(
    [
      {
        name: 'brave',
        side: 0,
        cls: 'shootist',
        weapon: 'bow',
        x: 10,
        y: 15,
        policy: new Script([fire(1)]),
        indian: LANCER,
      },
      { name: 'al', side: 1, x: 21, y: 15 },
    ],
    { options: { 'shootout.nerve': 'off', ...options } },
  );
}

describe("the thrown lance's terrible wound (000 THROWN WEAPONS)", () => {
  it('a serious wound to the chest "runs through the body" (default); under thrown.lanceWound=shot it stays serious', () => {
    // 4 dice [6 2 2 2]: a hit; location 2 (chest), effect 5: the wound chart's serious wound, knocked out.
    const terrible = lanceThrow();
    const p = playScripted(terrible, [6, 2, 2, 2, 2, 5], [0]);
    expect(p.lines).toContain('  brave throws his lance at al with 4 dice [6 2 2 2]: a hit.');
    expect(p.lines).toContain("  The lance's wound is terrible: it runs through the body: dead.");
    expect(terrible.figures[1]!.wounds.status).toBe(STATUS.dead);
    const shot = lanceThrow({ 'thrown.lanceWound': 'shot' });
    const q = playScripted(shot, [6, 2, 2, 2, 2, 5], [0]);
    expect(q.story).not.toContain('terrible');
    expect(shot.figures[1]!.wounds.status).toBe(STATUS.knockedOut);
    expect(shot.figures[1]!.wounds.seriousTotal()).toBe(1);
  });

  it('a serious wound to the legs severs the leg; fight.severedLimb=dead makes it deadly', () => {
    // Location 6 (legs), effect 5: a serious wound, knocked down.
    const severed = lanceThrow();
    const p = playScripted(severed, [6, 2, 2, 2, 6, 5], [0, 1]);
    expect(p.lines).toContain("  The lance's wound is terrible: it severs the leg.");
    expect(severed.figures[1]!.wounds.severed[5]).toBe(1);
    expect(severed.figures[1]!.wounds.status).toBe(STATUS.knockedDown);
    const dead = lanceThrow({ 'fight.severedLimb': 'dead' });
    const q = playScripted(dead, [6, 2, 2, 2, 6, 5], [0]);
    expect(q.lines).toContain("  The lance's wound is terrible: it severs the leg: dead.");
    expect(dead.figures[1]!.wounds.status).toBe(STATUS.dead);
  });
});
