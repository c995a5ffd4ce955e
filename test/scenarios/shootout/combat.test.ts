import { describe, expect, it } from 'vitest';
import { ACTION } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { EMOTION, type EmotionCode } from '../../../src/rules/rwnn/emotions/Emotion.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { LOCATION, STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { at, fire, gameOf, move, moveAndFire, playScripted, Script, tableOf, duo } from './shootoutKit.ts';

describe('close combat through a charge (000 FIGHTING; 002 Fighting Chart)', () => {
  it('he moves into contact and attacks: pistol row, 2 dice against 2; each 6 not cancelled hits', () => {
    // "If a character chooses to move into contact ... he makes an attack, while the victim defends". 002
    // Fighting Chart, Pistol: "2 2 Knocked Down (blank) Flesh Wound Shot": effect 2 knocks down, 3 is a flesh
    // wound (its location thrown on the hit location chart).
    const game = gameOf(duo({ policy: new Script([at(ACTION.charge, 1)]) }));
    const p = playScripted(game, [3, 3, 3, 6, 6, 1, 2, 2, 3, 4], [0]);
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 2 dice [6 6]; bo defends (pistol) with 2 dice [2 1]: 2 hits.',
    );
    const [al, bo] = game.figures;
    expect(Math.hypot(bo!.x - al!.x, bo!.y - al!.y)).toBeLessThanOrEqual(1);
    expect([game.combat.opponent(al!, 0), game.combat.opponent(bo!, 0)]).toEqual([1, 0]);
    expect([bo!.wounds.status, bo!.wounds.flesh[LOCATION.leftArm]]).toEqual([STATUS.knockedDown, 1]);
    expect(p.result.fights).toBe(1);
    // Both blows landed; only the flesh wound is a hit on the wound chart's terms (grazes and worse).
    expect([p.result.fightHits, p.result.hits]).toEqual([2, 1]);
  });

  it('a Citizen charging halts at his man, though he must otherwise move his full roll', () => {
    // 000 Citizen Move: "Citizens may declare that they are either moving to attack an enemy character, or to a
    // specific position behind cover ... they move towards their objective, and will halt there if their
    // throw is high enough." Nine inches thrown, five to bo's base: he stops there and attacks.
    const game = gameOf(duo({ cls: 'citizen', policy: new Script([at(ACTION.charge, 1)]) }));
    const p = playScripted(game, [3, 3, 3, 2, 2, 2], [0]);
    expect(p.lines).toContain('  al throws 3 movement dice (9) and moves 5.1" to (15.1, 15.0).');
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 1 dice [2]; bo defends (pistol) with 2 dice [2 2]: 0 hits.',
    );
  });

  it('a "Shot" result is resolved as a hit in normal firing', () => {
    // 000 FIGHTING: "Victims who are shot! or knifed! are treated exactly as if they had been shot in normal
    // firing". Effect 4 on the pistol row; then location 2, effect 2: "Flesh Wound".
    const game = gameOf(duo({ policy: new Script([at(ACTION.charge, 1)]) }));
    const p = playScripted(game, [3, 3, 3, 6, 1, 1, 2, 4, 2, 2], [0]);
    expect(p.lines).toContain('  Effect 4: Shot.');
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('a charge of over nine inches adds two dice', () => {
    // 000 fighting modifiers: "Attacker moves over 9 inches +2".
    const game = gameOf(duo({ policy: new Script([at(ACTION.charge, 1)]) }, {}, 11));
    const p = playScripted(game, [4, 4, 4, 6, 6, 1, 1, 6, 6], [0]);
    expect(p.lines).toContain('  al throws 3 movement dice (12) and moves 10.1" to (20.1, 15.0).');
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 4 dice [6 6 1 1]; bo defends (pistol) with 2 dice [6 6]: 0 hits.',
    );
  });

  it('the defender throwing more 6s knocks the attacker down: he owes a turn recovering', () => {
    // "If the defender rolls more 6's than the attacker, then the attacker is knocked down ... and cannot make
    // any other action or defend himself properly until he has spent a turn recovering."
    const game = gameOf(duo({ policy: new Script([at(ACTION.charge, 1)]) }));
    playScripted(game, [3, 3, 3, 1, 2, 6, 2], [0]);
    const al = game.figures[0]!;
    expect([al.wounds.status, al.mustRecover]).toEqual([STATUS.knockedDown, true]);
  });

  it('a defender on the ground throws no dice, and the attacker two more', () => {
    // "If the victim has been knocked down, he does not roll dice in defence, and each 6 that the attacker
    // rolls scores a hit"; "Defender on ground +2". bo falls over moving (three 1s), then al charges.
    const game = gameOf(
      duo({ policy: new Script([at(ACTION.charge, 1)]) }, { policy: new Script([move(16, 25)]) }),
    );
    const p = playScripted(game, [1, 1, 1, 3, 3, 3, 6, 1, 1, 1, 3, 2], [1, 0]);
    expect(p.lines).toContain(
      '  al attacks bo (pistol) with 4 dice [6 1 1 1]; bo is down and does not defend: 1 hit.',
    );
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(1);
  });
});

describe('a challenge fought as a duel (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('accepted, the two fast-draw and fire; the winner immediately makes two actions', () => {
    // "They both throw Fast Draw dice ... Legend 6 ... Shootist 5"; "The character who rolls the most 6's
    // fires first"; "One of the duelists loses by receiving the result of killed, knocked out or knocked down
    // ... The winner now immediately makes two actions". Legs, effect 5: "Serious Wound & Knocked Down".
    const al = new Script([at(ACTION.challenge, 1)]);
    const game = gameOf(duo({ cls: 'legend', policy: al }, { cls: 'shootist' }));
    const p = playScripted(game, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 5], [0]);
    expect(p.lines).toContain('  bo accepts.');
    expect(p.story).toContain('fast draw, al 6 dice [6 6 6 6 6 6], bo 5 dice [1 1 1 1 1]: al is faster.');
    // Told once, by the duel.
    expect(p.lines.filter((l) => l.includes('wins the duel'))).toEqual([
      'al wins the duel and takes his two free actions.',
    ]);
    expect(al.asked).toBe(3);
    const bo = game.figures[1]!;
    expect([bo.wounds.status, bo.wounds.serious[LOCATION.legs]]).toEqual([STATUS.knockedDown, 1]);
    expect(p.result.duels).toBe(1);
  });

  it('drawn on from the side, he throws "Sideways To Opponent - 1" fast-draw dice in the first draw', () => {
    // bo faces north (90 degrees); al, to his west, stands out of his arc but not behind him. A Shootist's five
    // fast-draw dice less one; the rest as in the duel above.
    const al = new Script([at(ACTION.challenge, 1)]);
    const game = gameOf(duo({ cls: 'legend', policy: al }, { cls: 'shootist', facing: 90 }));
    const p = playScripted(game, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 5], [0]);
    expect(p.lines).toContain('bo stands sideways to al: sideways to opponent -1 dice in the first draw.');
    expect(p.story).toContain('fast draw, al 6 dice [6 6 6 6 6 6], bo 4 dice [1 1 1 1]: al is faster.');
  });

  it('refused: all his enemies hate him, and his friends count him as gone down', () => {
    // "If a character refuses a challenge, all his enemies hate him for the rest of the gunfight"; 000 NERVE:
    // friends "go down; either killed, seriously wounded, knocked out, surrendered, lost their nerve, refused a
    // challenge or left the table".
    const game = gameOf([
      ...duo(
        { cls: 'legend', policy: new Script([at(ACTION.challenge, 1)]) },
        { policy: new Script([], { accept: false }) },
      ),
      { name: 'cy', side: 1, x: 16, y: 25 },
    ]);
    const p = playScripted(game, [6, 1, 1, 1], [0]);
    expect(p.lines).toContain('  bo refuses.');
    expect(p.lines).toContain('  cy tests his nerve with 4 dice [6 1 1 1].');
    expect(game.emotions.hates(0, 1)).toBe(true);
    expect(p.result.duels).toBe(0);
  });

  /**
   * al (a Legend) sets bo's feeling for him to `emotion` and challenges him, `gap` inches away; bo's own
   * choice would be to refuse. Returns bo's lines of the story.
   */
  const challenged = (
    emotion: EmotionCode,
    faces: readonly number[],
    gap = 6,
    options: Readonly<Record<string, string>> = {},
  ): { lines: string[]; duels: number } => {
    const holder: { game?: ShootoutGame } = {};
    const game = gameOf(
      duo(
        {
          cls: 'legend',
          policy: new Script([
            (view, out) => {
              holder.game!.emotions.set(1, 0, emotion);
              at(ACTION.challenge, 1)(view, out);
            },
          ]),
        },
        { policy: new Script([], { accept: false }) },
        gap,
      ),
      { options },
    );
    holder.game = game;
    const p = playScripted(game, faces, [0]);
    return { lines: p.lines.filter((l) => l.startsWith('  bo ')), duels: p.result.duels };
  };

  it('a hated challenger must be accepted, whatever the challenged man would rather do', () => {
    // 000 HATRED & FEAR: "When a character HATES an opponent: ... He must always accept his challenge to a duel."
    const r = challenged(EMOTION.hate, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 5]);
    expect(r.lines).toContain('  bo accepts.');
    expect(r.duels).toBe(1);
  });

  it('one he both hates and fears, the turmoil unresolved, answers as challenge.hateAndFear says', () => {
    // 000 HATRED & FEAR: "he does not resolve this turmoil of conflicting emotions until he has either fired at
    // or is fired upon or comes within twelve inches of his nemesis": torn at 15", bo would rather refuse.
    // fear-first: he tests his nerve (four 1s: it fails); hate-first: he must accept; neither: he refuses.
    const answer = (reading: string, faces: readonly number[]): string[] =>
      challenged(EMOTION.torn, faces, 15, { 'challenge.hateAndFear': reading, 'shootout.nerve': 'off' })
        .lines;
    expect(answer('fear-first', [1, 1, 1, 1])).toContain('  bo loses his nerve.');
    expect(answer('hate-first', [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 6, 6, 6])).toContain('  bo accepts.');
    expect(answer('neither', [])).toContain('  bo refuses.');
  });
});

describe('shotguns (000 SHOTGUNS), both rules', () => {
  it('template: both barrels at one spot; within six inches each hit is two wounds; then out of ammo', () => {
    // TRWNN version: "throw accuracy dice ... The difference is the distance you should move your marker.
    // Throw accuracy dice for each barrel"; "as six inch range or less shotguns cause two separate wounds per
    // hit"; "Having fired, the shotgun is automatically out of ammo."
    const game = gameOf(
      [
        { name: 'al', side: 0, weapon: 'shotgun', x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 15, y: 15 },
        { name: 'cy', side: 1, x: 30, y: 25 },
      ],
      { options: { 'shootout.shotgunRule': 'template', 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [3, 3, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain('  Barrel 1: red 3, black 3, the marker stays on the spot: hits bo.');
    expect(p.lines).toContain('  bo (5"): 4 hits to throw, effect +0.');
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(4);
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
    expect(p.result.shots).toBe(2);
  });

  it('template, sawn-off: three hits a barrel within six inches, +1 effect within three, a 1.5" line', () => {
    // "at six inches range or less, they hit all characters with their heads within one and a half inches of
    // the imaginary line ... and cause three hits per barrel"; "add one within three inches".
    const game = gameOf(
      [
        { name: 'al', side: 0, weapon: 'sawn-off', x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 13, y: 15 },
        { name: 'cy', side: 1, x: 14, y: 16 },
      ],
      { options: { 'shootout.shotgunRule': 'template', 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [3, 3, 4, 4, ...Array<number>(24).fill(2)], [0]);
    expect(p.lines).toContain('  Barrel 1: red 3, black 3, the marker stays on the spot: hits bo, cy.');
    expect(p.lines).toContain('  bo (3"): 6 hits to throw, effect +1.');
    expect(p.lines).toContain('  cy (4.1"): 6 hits to throw, effect +0.');
  });

  it('template: a firer who moved misses on an even scatter', () => {
    // "moving characters run the risk of firing either high or low; so if their marker is moved an even
    // number of inches, they have missed completely." Both barrels' markers move: 2" and 4".
    const game = gameOf(duo({ weapon: 'shotgun', policy: new Script([moveAndFire(12, 15, 1)]) }), {
      options: { 'shootout.shotgunRule': 'template' },
    });
    const p = playScripted(game, [1, 1, 3, 5, 5, 1], [0]);
    expect(p.lines).toContain(
      '  Barrel 1: red 3, black 5, the marker moves 2" left: an even scatter for a moving firer, a clean miss.',
    );
    expect(p.lines).toContain(
      '  Barrel 2: red 5, black 1, the marker moves 4" right: an even scatter for a moving firer, a clean miss.',
    );
    expect(p.result.hits).toBe(0);
  });

  it('template: equal accuracy dice leave the marker where it was, and a moving firer does not miss for it', () => {
    // "if their marker is moved an even number of inches": red 4, black 4 does not move it (register entry
    // shotgun-moving-miss); under shootout.shotgunMovingMiss=even the zero counts as even and misses.
    const play = (options: Record<string, string>, hitDice: number[]) =>
      playScripted(
        gameOf(duo({ weapon: 'shotgun', policy: new Script([moveAndFire(12, 15, 1)]) }), { options }),
        [1, 1, 3, 5, 4, 4, ...hitDice],
        [0],
      );
    // Two hits on bo, each a location die and an effect die.
    const still = play({ 'shootout.shotgunRule': 'template' }, [6, 1, 6, 1]);
    expect(still.lines).toContain('  Barrel 2: red 4, black 4, the marker stays on the spot: hits bo.');
    expect(still.result.hits).toBe(2);
    const even = play({ 'shootout.shotgunRule': 'template', 'shootout.shotgunMovingMiss': 'even' }, []);
    expect(even.lines).toContain(
      '  Barrel 2: red 4, black 4, the marker stays on the spot: an even scatter for a moving firer, a clean miss.',
    );
    expect(even.result.hits).toBe(0);
  });

  it('dice: the range dice for each barrel, every 6 hits; half the hits to the target, the rest to a neighbour', () => {
    // Bengal Club version: "Shotguns hit on a 6"; "There is no maximum limit on the number of hits"; "Anyone
    // standing within 1" of a shotgun target will share in some of the blast ... The target receives 1/2 of the
    // hits, rounded up"; "At Close Range or less a shotgun victim ALWAYS uses the PINK SIDE". Shotgun "6” / 5".
    const game = gameOf(
      [
        { name: 'al', side: 0, weapon: 'shotgun', x: 10, y: 15, policy: new Script([fire(1)]) },
        { name: 'bo', side: 1, x: 15, y: 15 },
        { name: 'cy', side: 1, x: 15, y: 15.8 },
      ],
      { options: { 'shootout.shotgunRule': 'dice', 'shootout.nerve': 'off' } },
    );
    const p = playScripted(game, [6, 6, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain(
      '  al fires both barrels of his shotgun at bo (5 dice a barrel, pink side): 10 dice [6 6 6 2 2 2 2 2 2 2]: 3 hits.',
    );
    expect(p.lines).toContain('  bo (5"): 2 hits to throw, effect +0, pink side.');
    expect(p.lines).toContain('  cy (5.1"): 1 hit to throw, effect +0, pink side.');
    expect(game.figures[0]!.guns[0]).toBe(GUN.outOfAmmo);
  });

  it('dice: at long range the victim takes the white side', () => {
    // "At Long Range or greater a shotgun victim ALWAYS uses the WHITE SIDE of the Wound Chits." Shotgun
    // "16” / 2": 14" is Long. Chest, effect 2: white side "Graze" (pink "Flesh Wound").
    const game = gameOf(duo({ weapon: 'shotgun', policy: new Script([fire(1)]) }, {}, 14), {
      options: { 'shootout.shotgunRule': 'dice' },
    });
    const p = playScripted(game, [6, 2, 2, 2, 2, 2], [0]);
    expect(p.lines).toContain(
      '  bo is hit: location 2 (chest), effect 2: Graze (Tough: white side); now standing.',
    );
    expect(game.figures[1]!.wounds.flesh[LOCATION.chest]).toBe(0);
  });

  it('a shotgun does not penetrate a fence', () => {
    // "The normal rules for cover apply, except that a shotgun will not penetrate wooden walls, or fences".
    const game = gameOf(duo({ weapon: 'shotgun', policy: new Script([fire(1)]) }), {
      table: tableOf([{ kind: 'fence', from: [15.4, 10], to: [15.4, 20] }]),
      options: { 'shootout.shotgunRule': 'dice' },
    });
    const p = playScripted(game, [6, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [0]);
    expect(p.result.stopped).toBe(2);
    expect(game.figures[1]!.duckedBack).toBe(true);
  });
});
