import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { RIDERLESS } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { always, riderAndMen } from './pathKit.ts';

/** Two enemies at 14" and 17" and a friend at 16" in an 8" run from 10" (a throw of two 4s). */
const IN_THE_PATH = {
  a: { side: 'town', at: [14, 12] },
  pal: { side: 'posse', at: [16, 12.5] },
  b: { side: 'town', at: [17, 12] },
} as const;

/** The rider's turn at a horse carrying two dice, on dice that always show `face`; the story. */
function ride(rider: JsonObject, face = 4, options: Record<string, string> = {}) {
  const kit = riderAndMen(rider, IN_THE_PATH, options);
  kit.game.dice = always(face);
  kit.mounted.stable.horses[0]!.dice = 2;
  kit.mounted.turn(kit.game.figures[0]!);
  return { ...kit, story: kit.lines.join('\n') };
}

describe('every man in a horse’s path (000 FIGHTING FROM HORSEBACK & TRAMPLING)', () => {
  it('a Good trampler tramples the first enemy, then strikes the next a passing blow ("The trample round is fought first"); a friend in the path "is automatically trampled"', () => {
    const { story, named } = ride({ policy: 'cavalry', rider: 'good' });
    expect(story).toContain('rider meets a on 2 dice: trample');
    expect(story).toContain('The horse tramples pal (2 dice)');
    expect(story).toContain('rider meets b on 2 dice: passing-blow');
    expect(story.indexOf('meets a')).toBeLessThan(story.indexOf('tramples pal'));
    expect(story.indexOf('tramples pal')).toBeLessThan(story.indexOf('meets b'));
    // "TRAMPLED ... CHARACTERS are always knocked down and winded"; a passing blow of no 6s leaves b up.
    expect([named('a').wounds.status, named('pal').wounds.status, named('b').wounds.status]).toEqual([
      STATUS.knockedDown,
      STATUS.knockedDown,
      STATUS.standing,
    ]);
  });

  it('a Good or Expert passer strikes "any number of passing blows per turn against different opponents"', () => {
    const { story } = ride({ policy: 'rusher', rider: 'expert' });
    expect(story).toContain('rider meets a on 2 dice: passing-blow');
    expect(story).toContain('rider meets b on 2 dice: passing-blow');
  });

  it('an Inept or Poor trampler tramples "anyone on foot in their path"; a Poor passer strikes "only one passing blow per turn" and the next man is trampled', () => {
    const trampler = ride({ policy: 'cavalry', rider: 'poor' }).story;
    expect(trampler).toContain('rider meets a on 2 dice: trample');
    expect(trampler).toContain('rider meets b on 2 dice: trample');
    const passer = ride({ policy: 'rusher', rider: 'poor' }).story;
    expect(passer).toContain('rider meets a on 2 dice: passing-blow');
    expect(passer).toContain('rider meets b on 2 dice: trample');
  });

  it('under horses.autoTrample=winded the friend is knocked down and winded with no trample round', () => {
    const { story, named } = ride({ policy: 'cavalry', rider: 'good' }, 4, {
      'horses.autoTrample': 'winded',
    });
    expect(story).not.toContain('The horse tramples pal');
    expect(story).toContain('pal is trampled: knocked down and winded');
    expect(named('pal').wounds.status).toBe(STATUS.knockedDown);
  });

  it('a man who stands unhit against a bolting horse throws to stop it: 4+, -1 for an Inept (ATTACKING CHARACTERS ON FOOT 3), and the horse goes no further', () => {
    const kit = riderAndMen({ policy: 'cavalry', rider: 'inept' }, IN_THE_PATH);
    const h = kit.mounted.stable.horses[0]!;
    h.control.bolting = true;
    h.control.lost = true;
    // Every die a 5: the bolt runs 25" as Inept, no 6 in the fight; the stop throw 5 - 1 (a man with no
    // class of rider is taken as Inept) = 4.
    kit.game.dice = always(5);
    kit.mounted.turn(kit.game.figures[0]!);
    const story = kit.lines.join('\n');
    expect(story).toContain('rider meets a on 2 dice: trample; a tries to stand-and-fight');
    expect(story).toContain('a grabs at the bolting horse: he brings it under control');
    expect([h.control.bolting, h.dice]).toEqual([false, 0]);
    expect(story).not.toContain('meets b');
  });
});

describe('a riderless bolting horse on the Joker tramples the men in its path', () => {
  /** Figure 0's horse, riderless and bolting at (10, 12) facing east; its man set aside. */
  function bolter(man: JsonObject) {
    const kit = riderAndMen(
      { policy: 'cavalry', rider: 'good', mounted: false },
      {
        man: { side: 'town', at: [18, 12], ...man },
      },
    );
    const h = kit.mounted.stable.horses[0]!;
    kit.game.relocate(kit.game.figures[0]!, 2, 2);
    Object.assign(h, { x: 10, y: 12, facing: 0 });
    h.control.bolting = true;
    return { ...kit, h };
  }

  it('a Legend who throws the most 6s leaps into its saddle ("he does indeed leap up into the saddle")', () => {
    const { game, mounted, lines, h, named } = bolter({ class: 'legend', policy: 'gunfighter:respond=leap' });
    // Run 4 x 4 = 16"; the horse's Fist 3 + 2 trampling dice [1 1 1 1 1]; the Legend's Fist 4 + 2 - 2 for the
    // leap [6 6 1 1]: two 6s to none.
    game.dice = new ScriptedDice([4, 4, 1, 1, 1, 1, 1, 6, 6, 1, 1]);
    mounted.joker();
    (game.dice as ScriptedDice).assertConsumed();
    expect(lines.join('\n')).toContain("man leaps into the bolting horse's saddle!");
    expect(h.rider).toBe(named('man').index);
    expect(h.leaptOn).toBe(true);
  });

  it('a man who stands unhit throws to stop it ("he may throw to see if he can bring it under control")', () => {
    const { game, mounted, lines, h, named } = bolter({});
    // Run 16"; the horse's five dice and the man's four show no 6; the stop throw 5 - 1 (Inept) = 4.
    game.dice = new ScriptedDice([4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5]);
    mounted.joker();
    (game.dice as ScriptedDice).assertConsumed();
    expect(lines.join('\n')).toContain('man grabs at the bolting horse: he brings it under control');
    expect([h.control.bolting, h.dice, h.rider]).toEqual([false, 0, RIDERLESS]);
    // Trampled all the same: "always knocked down and winded".
    expect(named('man').wounds.status).toBe(STATUS.knockedDown);
  });
});

describe('a comrade hoisted up behind a rider (000 RESCUING COMRADES ON FOOT)', () => {
  it('a rider passing a comrade whose horse is dead hoists him on 3+ after the modifiers (two movement dice -2), carries him, and he gets down on his card', () => {
    const kit = riderAndMen(
      { policy: 'cavalry', rider: 'good' },
      { ...IN_THE_PATH, pal: { side: 'posse', at: [16, 12.5], rider: 'poor', mounted: false } },
    );
    const { game, mounted, lines, named } = kit;
    const pal = named('pal');
    mounted.stable.horses[mounted.stable.horses.length - 1]!.dead = true;
    mounted.stable.horses[0]!.dice = 2;
    // Every die a 5: the rescue throw 5 - 2 = 3 hoists him; no 6 in any fight.
    game.dice = always(5);
    mounted.turn(game.figures[0]!);
    const story = lines.join('\n');
    expect(story).toContain('rider reaches down for pal (-2 dice): hoisted up behind him');
    expect(story).not.toContain('tramples pal');
    const h = mounted.stable.horses[0]!;
    expect([mounted.hoists.isCarried(pal.index), pal.x, pal.y]).toEqual([true, h.x, h.y]);
    expect(mounted.turn(pal)).toBe(true);
    expect(mounted.hoists.isCarried(pal.index)).toBe(false);
    expect(lines.join('\n')).toContain('pal gets down from behind the saddle');
  });

  it('on 4s the throw 4 - 2 = 2 misses him, and he is not trampled', () => {
    const kit = riderAndMen(
      { policy: 'cavalry', rider: 'good' },
      { ...IN_THE_PATH, pal: { side: 'posse', at: [16, 12.5], rider: 'poor', mounted: false } },
    );
    const { game, mounted, lines, named } = kit;
    mounted.stable.horses[mounted.stable.horses.length - 1]!.dead = true;
    mounted.stable.horses[0]!.dice = 2;
    game.dice = always(4);
    mounted.turn(game.figures[0]!);
    expect(lines.join('\n')).toContain('rider reaches down for pal (-2 dice): missed');
    expect([mounted.hoists.isCarried(named('pal').index), named('pal').wounds.status]).toEqual([
      false,
      STATUS.standing,
    ]);
  });
});

describe('an unconscious comrade "held up by his friends" (000 RESCUING COMRADES ON FOOT)', () => {
  /** The rider's comrade `kid` lies knocked out at (16, 12.9), `pal` at (16, 13.8) holding him up when `held`. */
  function heldUp(held: boolean) {
    const kit = riderAndMen(
      { policy: 'cavalry', rider: 'good' },
      {
        ...IN_THE_PATH,
        kid: { side: 'posse', at: [16, 12.9] },
        pal: { side: 'posse', at: held ? [16, 13.8] : [30, 2] },
      },
    );
    kit.named('kid').wounds.status = STATUS.knockedOut;
    kit.mounted.stable.horses[0]!.dice = 2;
    return kit;
  }

  it('a rider passing him hoists him on 3+ after the modifiers (two dice -2), carries him, and unconscious he stays up behind the saddle', () => {
    const { game, mounted, lines, named } = heldUp(true);
    const kid = named('kid');
    // Every die a 5: the rescue throw 5 - 2 = 3 hoists him; no 6 in any fight.
    game.dice = always(5);
    mounted.turn(game.figures[0]!);
    expect(lines.join('\n')).toContain(
      'rider reaches down for kid, held up by his friends, (-2 dice): hoisted up behind him',
    );
    const h = mounted.stable.horses[0]!;
    expect([mounted.hoists.isCarried(kid.index), kid.x, kid.y]).toEqual([true, h.x, h.y]);
    // His card: the game plays his coming round; he is not got down.
    expect(mounted.turn(kid)).toBe(false);
    expect(mounted.hoists.isCarried(kid.index)).toBe(true);
  });

  it('with no friend holding him up the rider passes over him: no hoist, no trample', () => {
    const { game, mounted, lines, named } = heldUp(false);
    game.dice = always(5);
    mounted.turn(game.figures[0]!);
    const story = lines.join('\n');
    expect(story).not.toContain('reaches down for kid');
    expect(story).not.toContain('tramples kid');
    expect(mounted.hoists.isCarried(named('kid').index)).toBe(false);
  });

  it('the cavalryman rides to him first: his plan is the comrade, not the enemy', () => {
    const { game, mounted, named } = heldUp(true);
    const kid = named('kid');
    expect(mounted.hoists.rescueFor(game.figures[0]!, mounted.stable.horses[0]!, 0)).toBe(kid.index);
    named('pal').wounds.status = STATUS.knockedDown;
    expect(mounted.hoists.rescueFor(game.figures[0]!, mounted.stable.horses[0]!, 0)).toBe(-1);
  });
});
