import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { always, riderAndMen } from './pathKit.ts';

/**
 * The rider's horse riderless and bolting at (20, 12), facing east on 2 dice, his friend `pal` on foot at
 * (30, 12) straight ahead of it; `man` (posse, `fields`) stands at `at`, his gun loaded when `loaded`. The
 * rider himself stands far off, and so does their one enemy. `man`'s turn on `dice`, its story, the horse.
 */
function bolterNear(
  fields: JsonObject,
  dice: ScriptedDice,
  o: { at?: [number, number]; loaded?: boolean; facing?: number } = {},
) {
  const kit = riderAndMen(
    { policy: 'cavalry', rider: 'inept' },
    {
      pal: { side: 'posse', at: [30, 12] },
      man: { side: 'posse', at: o.at ?? [14, 14], ...fields },
      far: { side: 'town', at: [34, 22] },
    },
  );
  const h = kit.mounted.stable.horses[0]!;
  kit.mounted.stable.dismount(0);
  kit.game.relocate(kit.game.figures[0]!, 34, 2);
  h.x = 20;
  h.y = 12;
  h.facing = o.facing ?? 0;
  h.dice = 2;
  h.control.bolting = true;
  h.control.lost = true;
  const man = kit.named('man');
  if (o.loaded) man.guns.fill(GUN.loaded);
  kit.game.dice = dice;
  const played = kit.mounted.turn(man);
  return { played, h, story: kit.lines.join('\n'), kit };
}

describe('shooting a riderless bolting horse (000 SHOOTING AT HORSES, INJURY TO HORSES)', () => {
  it('a gunfighter shoots the bolter headed at his friend: a hit, "6 Horse falls", then "6 Horse only grazed, stands": it stops', () => {
    const { played, h, story, kit } = bolterNear({ policy: 'gunfighter' }, always(6), { loaded: true });
    expect(played).toBe(true);
    expect(story).toContain('man fires at the bolting horse 1.');
    expect(story).toMatch(/man fires deliberately with \d+ dice \[[6, ]+\]: a hit\./);
    expect(story).toContain('The hit strikes the horse: falls; it gets up and stands.');
    expect([h.control.bolting, h.dead, h.dice]).toEqual([false, false, 0]);
    expect(kit.game.out.shots).toBe(1);
  });

  // Three dice at 6" (a Gunman's pistol, deliberate): three 6s are a hit, then the injury die.
  it("a graze (1-4) leaves a riderless bolter bolting: its throw for control is a rider's", () => {
    const { h, story } = bolterNear({ policy: 'gunfighter' }, new ScriptedDice([6, 6, 6, 2]), {
      loaded: true,
      at: [20, 18],
    });
    expect(story).toContain('The hit strikes the horse: grazed; it bolts on.');
    expect([h.control.bolting, h.wounded]).toEqual([true, false]);
  });

  it('"6 Horse falls", then "3 Horse wounded, bolts once rider has extricated himself": no rider, it bolts on at once', () => {
    const { h, story } = bolterNear({ policy: 'gunfighter' }, new ScriptedDice([6, 6, 6, 6, 3]), {
      loaded: true,
      at: [20, 18],
    });
    expect(story).toContain('The hit strikes the horse: falls; it gets up and bolts on.');
    expect([h.control.bolting, h.wounded]).toEqual([true, true]);
  });

  it('"6 Horse falls", then "1, 2 Horse dead": it is down for good', () => {
    const { h, story } = bolterNear({ policy: 'gunfighter' }, new ScriptedDice([6, 6, 6, 6, 1]), {
      loaded: true,
      at: [20, 18],
    });
    expect(story).toContain('The hit strikes the horse: falls; it is down for good.');
    expect(h.dead).toBe(true);
  });

  it('a bolter headed away from his friends is left alone: he plays his turn as ever', () => {
    const { played, story } = bolterNear({ policy: 'gunfighter' }, always(6), {
      loaded: true,
      at: [20, 18],
      facing: 180,
    });
    expect(played).toBe(false);
    expect(story).not.toContain('bolting horse');
  });

  it('a coward never shoots it', () => {
    const { played } = bolterNear({ policy: 'coward' }, always(6), { loaded: true });
    expect(played).toBe(false);
  });
});

describe('anyone may go after a bolting horse (000 LOSS OF CONTROL: "A character who can move into contact")', () => {
  it('a rusher with no class of rider goes after it, stands its trample unhit (4s), and throws as Inept: 4 - 2 misses', () => {
    const { played, h, story } = bolterNear({ policy: 'rusher' }, always(4));
    expect(played).toBe(true);
    expect(story).toContain('man goes after the bolting horse.');
    expect(story).toContain('The horse tramples man (2 dice); man tries to stand-and-fight.');
    expect(story).toContain('man grabs at the bolting horse: it runs on.');
    expect(h.control.bolting).toBe(true);
  });

  it('an Expert horseman on foot does the same and 4 + 1 stops it: it stands', () => {
    const { h, story } = bolterNear({ policy: 'rusher', rider: 'expert', mounted: false }, always(4));
    expect(story).toContain('man goes after the bolting horse.');
    expect(story).toContain('man grabs at the bolting horse: he brings it under control.');
    expect([h.control.bolting, h.dice]).toEqual([false, 0]);
  });

  it('a gunfighter does not go after it, and with no loaded gun leaves it be', () => {
    const { played } = bolterNear({ policy: 'gunfighter' }, always(4));
    expect(played).toBe(false);
  });
});
