import { describe, expect, it } from 'vitest';
import { RIDERLESS } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import { always, riderAndMen } from './pathKit.ts';

/**
 * A cavalry rider (Inept or Expert) on foot at (10, 12), his own horse riderless and bolting 6" ahead of
 * him, on dice that always show `face`, under `options`: his turn, its story and the horse.
 */
function chase(rider: string, face: number, options: Record<string, string> = {}) {
  const kit = riderAndMen({ policy: 'cavalry', rider }, { far: { side: 'town', at: [34, 22] } }, options);
  const h = kit.mounted.stable.horses[0]!;
  kit.mounted.stable.dismount(0);
  h.x = 16;
  h.y = 12;
  h.dice = 2;
  h.control.bolting = true;
  h.control.lost = true;
  kit.game.dice = always(face);
  const played = kit.mounted.turn(kit.game.figures[0]!);
  return { played, h, story: kit.lines.join('\n') };
}

describe('a man moving into contact with a bolting horse to stop it (000 LOSS OF CONTROL)', () => {
  it('a rider goes after his own bolting horse, risks its trample standing, and unhit throws 4+ with Inept -2: a 5 is a 3, it runs on', () => {
    const { played, h, story } = chase('inept', 5);
    expect(played).toBe(true);
    expect(h.rider).toBe(RIDERLESS);
    expect(story).toContain('rider goes after his bolting horse.');
    expect(story).toContain('The horse tramples rider (2 dice); rider tries to stand-and-fight.');
    expect(story).toContain('rider grabs at the bolting horse: it runs on');
    expect(h.control.bolting).toBe(true);
  });

  it('under horses.boltingStop=attacked-on-foot the same 5 is a 4 (Inept -1): he brings it under control and it stands', () => {
    const { h, story } = chase('inept', 5, { 'horses.boltingStop': 'attacked-on-foot' });
    expect(story).toContain('rider grabs at the bolting horse: he brings it under control');
    expect([h.control.bolting, h.dice]).toEqual([false, 0]);
  });

  it('an Expert adds one: a 3 is a 4 and he brings it under control', () => {
    const { h, story } = chase('expert', 3);
    expect(story).toContain('rider grabs at the bolting horse: he brings it under control');
    expect(h.control.bolting).toBe(false);
  });

  it('a horse out of his reach (beyond his move dice at 3.5" each) is left alone: he plays his turn on foot', () => {
    const kit = riderAndMen({ policy: 'cavalry', rider: 'inept' }, { far: { side: 'town', at: [34, 22] } });
    const h = kit.mounted.stable.horses[0]!;
    kit.mounted.stable.dismount(0);
    h.x = 33;
    h.y = 2;
    h.control.bolting = true;
    kit.game.dice = always(5);
    expect(kit.mounted.turn(kit.game.figures[0]!)).toBe(false);
    expect(kit.lines.join('\n')).not.toContain('goes after');
  });
});

describe('a man a rider knocks down is narrated once', () => {
  it('a trampled man "is bowled over: knocked down and winded until the Joker", not the words twice', () => {
    const kit = riderAndMen({ policy: 'cavalry', rider: 'good' }, { a: { side: 'town', at: [14, 12] } });
    kit.game.dice = always(4);
    kit.mounted.stable.horses[0]!.dice = 2;
    kit.mounted.turn(kit.game.figures[0]!);
    const story = kit.lines.join('\n');
    expect(story).toContain('a is bowled over: knocked down and winded until the Joker.');
    expect(story).not.toContain('knocked down and winded: knocked down and winded');
  });
});
