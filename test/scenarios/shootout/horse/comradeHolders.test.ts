import { describe, expect, it } from 'vitest';
import { distance } from '../../../../src/geometry/distance.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { always, riderAndMen } from './pathKit.ts';

/**
 * The rider (posse, Good cavalry) in the saddle at (10, 12), his horse carrying two dice; his comrade `kid`
 * lies knocked out at (16, 12); `pal` (posse, tactic `policy`, on foot) stands at (19, 12.5); the town's
 * man far off. Every die a 5.
 */
function fallenComrade(policy: string, options: Record<string, string> = {}) {
  const kit = riderAndMen(
    { policy: 'cavalry', rider: 'good' },
    {
      kid: { side: 'posse', at: [16, 12] },
      pal: { side: 'posse', at: [19, 12.5], policy },
      far: { side: 'town', at: [34, 22] },
    },
    options,
  );
  kit.named('kid').wounds.status = STATUS.knockedOut;
  kit.mounted.stable.horses[0]!.dice = 2;
  kit.game.dice = always(5);
  return kit;
}

describe('a friend walks over to hold up an unconscious comrade for a rider (000 RESCUING COMRADES ON FOOT)', () => {
  it('a dragoon goes to him and holds him up ("an unconscious character may be held up by his friends"); the rider rides to him, hoists him on 5 - 2 = 3, and does not ride the holder down', () => {
    const { game, mounted, lines, named } = fallenComrade('dragoon');
    const kid = named('kid');
    const pal = named('pal');
    expect(mounted.turn(pal)).toBe(true);
    expect(lines.join('\n')).toContain('pal goes to hold up kid.');
    expect(distance(pal.x - kid.x, pal.y - kid.y)).toBeLessThanOrEqual(1);
    expect(mounted.hoists.heldUp(kid)).toBe(true);
    // His next card: he stays, holding him up.
    expect(mounted.turn(pal)).toBe(true);
    expect(lines.join('\n')).toContain('pal holds up kid for a rider.');
    mounted.turn(game.figures[0]!);
    const story = lines.join('\n');
    expect(story).toContain(
      'rider reaches down for kid, held up by his friends, (-2 dice): hoisted up behind him',
    );
    expect(story).not.toContain('tramples pal');
    expect([mounted.hoists.isCarried(kid.index), pal.wounds.status]).toEqual([true, STATUS.standing]);
  });

  it('under horses.holder=trampled the horse that hoists the comrade tramples the friend who held him up ("any character on foot who otherwise comes into contact with a moving horse, friend or foe, is automatically trampled"); with every die a 5 he dodges 5" out of the way', () => {
    const { game, mounted, lines, named } = fallenComrade('dragoon', { 'horses.holder': 'trampled' });
    const kid = named('kid');
    mounted.turn(named('pal'));
    expect(mounted.hoists.heldUp(kid)).toBe(true);
    mounted.turn(game.figures[0]!);
    const story = lines.join('\n');
    expect(story).toContain('hoisted up behind him');
    expect(story).toContain('The horse tramples pal (2 dice); pal tries to dodge.');
    expect(story).toContain('pal gets 5.0" out of the way.');
  });

  it('a gunfighter keeps to his fight; with no rider of his side in the saddle no one goes to him', () => {
    const gun = fallenComrade('gunfighter');
    expect(gun.mounted.turn(gun.named('pal'))).toBe(false);
    expect(gun.lines.join('\n')).not.toContain('hold up');
    const alone = fallenComrade('dragoon');
    alone.mounted.stable.dismount(0);
    expect(alone.mounted.turn(alone.named('pal'))).toBe(false);
    expect(alone.lines.join('\n')).not.toContain('hold up');
  });
});
