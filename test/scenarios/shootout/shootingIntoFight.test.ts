import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { LOCATION } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import {
  at,
  fire,
  gameOf,
  just,
  moveAndFire,
  pick,
  playScripted,
  Script,
  watchShots,
  type Step,
} from './shootoutKit.ts';

/**
 * al charges bo and the two fight (9" of movement dice, two 1s each); cy, al's friend, stands by bo, his
 * base within an inch of bo's; du is far off. Then ev, of bo's side, takes his turn from 5" south of the
 * fight with `step` (by default Evil, firing at al). Cards: al's, then ev's.
 */
function fight(
  o: {
    readonly options?: Readonly<Record<string, string>>;
    readonly blaze?: boolean;
    readonly evil?: boolean;
    readonly step?: Step;
  } = {},
): ShootoutGame {
  return gameOf(
    [
      { name: 'al', side: 0, x: 10, y: 15, policy: new Script([at(ACTION.charge, 1)]) },
      { name: 'bo', side: 1, x: 16, y: 15, facing: 180 },
      { name: 'cy', side: 0, x: 17, y: 15.8 },
      { name: 'du', side: 0, x: 30, y: 5 },
      {
        name: 'ev',
        side: 1,
        x: 15,
        y: 20,
        skills: o.evil === false ? [] : ['evil'],
        policy: new Script([o.step ?? fire(0)], o.blaze ? { fire: blazePolicy } : {}),
      },
    ],
    { options: { 'shootout.nerve': 'off', ...o.options } },
  );
}

const CHARGE = [3, 3, 3, 1, 1, 1, 1];
const CARDS = [0, 4];

describe('shooting into a fight (000 SHOOTING INTO COMBAT)', () => {
  it('"equal chance of hitting any of the protagonists or close bystanders": the hit may strike his own friend', () => {
    // Three dice at al, 5" off; a 6 hits. The pick among al, bo and cy (in figure order) falls on bo, ev's
    // friend; location 2 (chest), effect 2: a flesh wound.
    const game = fight();
    const p = playScripted(game, [...CHARGE, 6, 2, 1, 2, 2], [...CARDS, pick(1)]);
    expect(p.lines.slice(-6, -1)).toEqual([
      '  ev (script) chooses to fire at al.',
      '  ev fires deliberately with 3 dice [6 2 1]: a hit.',
      '  al is in a fight: each hit may strike al, bo or cy at equal chance.',
      '  The hit strikes bo.',
      '  bo is hit: location 2 (chest), effect 2: Flesh Wound; now standing.',
    ]);
    const [al, bo] = game.figures;
    expect([al!.wounds.fleshTotal(), bo!.wounds.flesh[LOCATION.chest]]).toEqual([0, 1]);
  });

  it('each hit of a volley is picked on its own, and resolved on the man it strikes', () => {
    // Blazing away, six dice: two 6s, two hits. The first falls on al, the second on cy, who stands by.
    const game = fight({ blaze: true });
    const p = playScripted(game, [...CHARGE, 6, 6, 3, 3, 2, 2, 3, 3, 2, 2], [...CARDS, pick(0), pick(2)]);
    expect(p.lines.slice(-7, -1)).toEqual([
      '  ev blazes away with 6 dice [6 6 3 3 2 2]: 2 hits.',
      '  al is in a fight: each hit may strike al, bo or cy at equal chance.',
      '  Hit 1 strikes al.',
      '  Hit 2 strikes cy.',
      '  al is hit: location 3 (right arm), effect 3: Flesh Wound; now standing.',
      '  cy is hit: location 2 (chest), effect 2: Flesh Wound; now standing.',
    ]);
    expect(game.figures.map((f) => f.wounds.fleshTotal())).toEqual([1, 0, 1, 0, 0]);
  });

  it('under shootout.intoFight=target every hit goes to the man fired at, with no pick', () => {
    const game = fight({ options: { 'shootout.intoFight': 'target' } });
    const p = playScripted(game, [...CHARGE, 6, 2, 1, 2, 2], CARDS);
    expect(p.lines.slice(-3, -1)).toEqual([
      '  ev fires deliberately with 3 dice [6 2 1]: a hit.',
      '  al is hit: location 2 (chest), effect 2: Flesh Wound; now standing.',
    ]);
  });
});

describe('"Only Evil characters may fire into a fight"', () => {
  it('no Fire at a man in a fight for the others; an Evil man may', () => {
    const seen: boolean[] = [];
    const ask: Step = (view: ShootoutView, out) => {
      seen.push(view.mayAct(ACTION.fire, 0), view.mayAct(ACTION.fire, 2));
      just(ACTION.pass)(view, out);
    };
    playScripted(fight({ evil: false, step: ask }), CHARGE, CARDS);
    playScripted(fight({ step: ask }), CHARGE, CARDS);
    // al is in the fight, cy only stands by it.
    expect(seen).toEqual([false, true, true, true]);
  });

  it('a Move & Fire\'s "must fire" passes over a man in a fight he may not fire into', () => {
    // ev, not Evil, names al; al is in his arc but in a fight, so the shot goes to cy, also in his arc.
    // Two movement dice, then two firing dice at cy, misses.
    const game = fight({ evil: false, step: moveAndFire(15, 19, 0) });
    const shots = watchShots(game);
    const p = playScripted(game, [...CHARGE, 1, 1, 2, 2], CARDS);
    expect(p.lines.at(-2)).toBe('  ev fires deliberately with 2 dice [2 2]: a miss.');
    expect(shots).toEqual([{ shooter: 'ev', target: 'cy', afterMove: true }]);
  });
});
