import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { always, riderAndMen } from './pathKit.ts';

/**
 * The rider (posse, Inept cavalry) in the saddle at (10, 12), his horse bolting east on 2 dice with him
 * aboard; `man` (`fields`, on foot) stands at (11, 16), off its line; the posse's `pal` at (30, 12) straight
 * ahead of it; the town's one man behind it, or ahead of it at (28, 12) when `townAhead`. `man`'s turn on dice that always show `face`: whether he played it, its
 * story, the horse.
 */
function riddenBolter(fields: JsonObject & { side: 'posse' | 'town' }, face: number, townAhead = false) {
  const kit = riderAndMen(
    { policy: 'cavalry', rider: 'inept' },
    {
      pal: { side: 'posse', at: [30, 12] },
      man: { at: [11, 16], ...fields },
      far: { side: 'town', at: townAhead ? [28, 12] : [2, 2] },
    },
  );
  const h = kit.mounted.stable.horses[0]!;
  h.dice = 2;
  h.control.bolting = true;
  h.control.lost = true;
  kit.game.dice = always(face);
  const played = kit.mounted.turn(kit.named('man'));
  return { played, h, story: kit.lines.join('\n') };
}

describe('a man moving into contact with a bolting horse its rider is aboard (000 LOSS OF CONTROL)', () => {
  it('an Expert rusher goes after his comrade\'s bolter, risks its trample standing, and unhit stops it on a 3 ("4, 5 or 6 ... Expert add one"): it stands, the rider still in the saddle', () => {
    const { played, h, story } = riddenBolter(
      { side: 'posse', policy: 'rusher', rider: 'expert', mounted: false },
      3,
    );
    expect(played).toBe(true);
    expect(story).toContain("man goes after rider's bolting horse.");
    expect(story).toContain('The horse tramples man (2 dice); man tries to stand-and-fight.');
    expect(story).toContain('man grabs at the bolting horse: he brings it under control');
    expect([h.control.bolting, h.dice, h.rider]).toEqual([false, 0, 0]);
  });

  it('a rusher with no class of rider throws as Inept ("Inept subtract two"): a 5 is a 3 and the horse carries its rider on', () => {
    const { h, story } = riddenBolter({ side: 'posse', policy: 'rusher' }, 5);
    expect(story).toContain('The horse tramples man (2 dice)');
    expect(story).toContain('man grabs at the bolting horse: it runs on');
    expect([h.control.bolting, h.rider]).toEqual([true, 0]);
  });

  it('an enemy cavalryman goes after it only when it is headed at his friends; a gunfighter never shoots the horse under a rider', () => {
    const away = riddenBolter({ side: 'town', policy: 'cavalry' }, 5);
    expect(away.played).toBe(false);
    expect(away.story).not.toContain('goes after');
    const at = riddenBolter({ side: 'town', policy: 'cavalry' }, 5, true);
    expect(at.played).toBe(true);
    expect(at.story).toContain("man goes after rider's bolting horse.");
    const gun = riddenBolter({ side: 'posse', policy: 'gunfighter' }, 5);
    expect(gun.played).toBe(false);
    expect(gun.story).not.toContain('fires at the bolting horse');
  });
});
