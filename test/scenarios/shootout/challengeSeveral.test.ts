import { describe, expect, it } from 'vitest';
import { ACTION, alsoChallenge } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import type { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { challenge, gameOf, playScripted, Script, type FigureSetup } from './shootoutKit.ts';

/**
 * al, a Legend (six fast-draw dice), at (10, 15) facing east; bo, a Gunman (four), 6" in front of him; cy, a
 * Shootist (five), 8.2" away; dee, a Gunman of their side, 25" off (beyond a challenge's eighteen inches);
 * ed, al's friend, well behind him. Everybody accepts a challenge unless told otherwise.
 */
function five(al: Partial<FigureSetup>, bo: Partial<FigureSetup> = {}, cy: Partial<FigureSetup> = {}) {
  const accepts = (): Script => new Script([], { accept: true });
  return [
    { name: 'al', side: 0, cls: 'legend', x: 10, y: 15, facing: 0, ...al },
    { name: 'bo', side: 1, cls: 'gunman', x: 16, y: 15, facing: 180, policy: accepts(), ...bo },
    { name: 'cy', side: 1, cls: 'shootist', x: 18, y: 17, facing: 180, policy: accepts(), ...cy },
    { name: 'dee', side: 1, x: 35, y: 15, facing: 180, policy: accepts() },
    { name: 'ed', side: 0, x: 2, y: 5, facing: 0, policy: accepts() },
  ] satisfies FigureSetup[];
}

/** The nerve rules off, so that no nerve test comes between the throws a test scripts. */
const NERVE_OFF = { options: { 'shootout.nerve': 'off' } } as const;
const sixes = (n: number): number[] => Array<number>(n).fill(6);
const ones = (n: number): number[] => Array<number>(n).fill(1);

describe('a challenge to several opponents at once (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('both accept: he draws against the fastest first, then the other; two free actions once both are down', () => {
    // "The character challenges one or more of his opponents"; "if facing more than one enemy, he must Draw
    // against the fastest". bo is named first, but cy, a Shootist, throws five fast-draw dice to bo's four.
    // Legs, effect 6: "Serious Wound & Knocked Out".
    const al = new Script([challenge(1, 2)]);
    const game = gameOf(five({ policy: al }), NERVE_OFF);
    const p = playScripted(
      game,
      [...sixes(6), ...ones(5), ...sixes(4), 6, 6, ...sixes(6), ...ones(4), ...sixes(5), 6, 6],
      [0],
    );
    const story = p.lines.slice(
      p.lines.indexOf('  al (script) chooses to challenge at bo and cy.'),
      p.lines.indexOf('  bo has gone down (knocked out).') + 1,
    );
    expect(story).toEqual([
      '  al (script) chooses to challenge at bo and cy.',
      '  bo accepts.',
      '  cy accepts.',
      '  al must draw against the fastest first: cy (5 fast-draw dice) and then bo (4 fast-draw dice).',
      '  al faces cy.',
      'Exchange 1: fast draw, al 6 dice [6 6 6 6 6 6], cy 5 dice [1 1 1 1 1]: al is faster.',
      '  al fires deliberately with 4 dice [6 6 6 6]: a hit.',
      '  cy is hit: location 6 (legs), effect 6: Serious Wound & Knocked Out; now knocked out.',
      'al wins the duel; his two free actions wait until the others he called out are down.',
      '  cy has gone down (knocked out).',
      '  al faces bo.',
      'Exchange 1: fast draw, al 6 dice [6 6 6 6 6 6], bo 4 dice [1 1 1 1]: al is faster.',
      '  al fires deliberately with 5 dice [6 6 6 6 6]: a hit.',
      '  bo is hit: location 6 (legs), effect 6: Serious Wound & Knocked Out; now knocked out.',
      'al wins the duel and takes his two free actions.',
      '  bo has gone down (knocked out).',
    ]);
    // His challenge, then the two free actions (passes: his script has run out), and no more.
    expect(al.asked).toBe(3);
    expect(p.result.duels).toBe(2);
  });

  it('two as fast as each other and of one class: a die each, the higher drawn against first', () => {
    // "if facing more than one enemy, he must Draw against the fastest": bo and cy are both Gunmen (four
    // fast-draw dice each), so the book names neither; they throw a die each and cy's 5 beats bo's 2, though
    // bo is named first and stands first on the table. Legs, effect 6: "Serious Wound & Knocked Out".
    const al = new Script([challenge(1, 2)]);
    const game = gameOf(five({ policy: al }, {}, { cls: 'gunman' }), NERVE_OFF);
    const p = playScripted(
      game,
      [2, 5, ...sixes(6), ...ones(4), ...sixes(4), 6, 6, ...sixes(6), ...ones(4), ...sixes(5), 6, 6],
      [0],
    );
    expect(p.lines).toContain(
      '  bo and cy are as fast as each other (4 fast-draw dice), both Gunmen: a die each decides, bo 2 and cy 5.',
    );
    expect(p.lines).toContain(
      '  al must draw against the fastest first: cy (4 fast-draw dice) and then bo (4 fast-draw dice).',
    );
    expect(p.lines.indexOf('  al faces cy.')).toBeLessThan(p.lines.indexOf('  al faces bo.'));
    expect(p.result.duels).toBe(2);
  });

  it('a roll-off that comes up level is thrown again', () => {
    // bo 3 and cy 3 settle nothing; then bo 6, cy 1: bo is drawn against first.
    const al = new Script([challenge(1, 2)]);
    const game = gameOf(five({ policy: al }, {}, { cls: 'gunman' }), NERVE_OFF);
    const p = playScripted(
      game,
      [3, 3, 6, 1, ...sixes(6), ...ones(4), ...sixes(4), 6, 6, ...sixes(6), ...ones(4), ...sixes(5), 6, 6],
      [0],
    );
    expect(p.lines).toContain(
      '  bo and cy are as fast as each other (4 fast-draw dice), both Gunmen: a die each decides, bo 3 and cy 3.',
    );
    expect(p.lines).toContain('  bo and cy are still level and throw again: bo 6 and cy 1.');
    expect(p.lines).toContain(
      '  al must draw against the fastest first: bo (4 fast-draw dice) and then cy (4 fast-draw dice).',
    );
    expect(p.lines.indexOf('  al faces bo.')).toBeLessThan(p.lines.indexOf('  al faces cy.'));
  });

  it('equal dice but not of one class: the higher class first, and no die is thrown', () => {
    // cy, a Shootist, is Slow ("subtract one* dice for movement and fast draw"): four dice, as many as bo,
    // a Gunman.
    // Of two equally fast, the Shootist is drawn against first, whoever is named first.
    const al = new Script([challenge(1, 2)]);
    const game = gameOf(five({ policy: al }, {}, { skills: ['slow'] }), NERVE_OFF);
    const p = playScripted(
      game,
      [...sixes(6), ...ones(4), ...sixes(4), 6, 6, ...sixes(6), ...ones(4), ...sixes(5), 6, 6],
      [0],
    );
    expect(p.lines).toContain(
      '  al must draw against the fastest first: cy (4 fast-draw dice, a Shootist) and then bo (4 fast-draw dice, a Gunman).',
    );
    expect(p.lines.some((l) => l.includes('a die each decides'))).toBe(false);
    expect(p.lines.indexOf('  al faces cy.')).toBeLessThan(p.lines.indexOf('  al faces bo.'));
  });

  it('he falls to the fastest: the second duel never happens, and the man who put him down takes the actions', () => {
    const cy = new Script([], { accept: true });
    const game = gameOf(five({ policy: new Script([challenge(1, 2)]) }, {}, { policy: cy }), NERVE_OFF);
    const p = playScripted(game, [...ones(6), ...sixes(5), ...sixes(3), 6, 6], [0]);
    expect(p.lines).toContain('  al faces cy.');
    expect(p.lines).toContain(
      'Exchange 1: fast draw, al 6 dice [1 1 1 1 1 1], cy 5 dice [6 6 6 6 6]: cy is faster.',
    );
    expect(p.lines).toContain('cy wins the duel and takes his two free actions.');
    expect(p.lines).not.toContain('  al faces bo.');
    expect(game.figures[0]!.wounds.status).toBe(STATUS.knockedOut);
    expect(game.figures[1]!.wounds.status).toBe(STATUS.standing);
    expect(cy.asked).toBe(2);
    expect(p.result.duels).toBe(1);
  });

  it('one refuses and is hated for it; the other fights the duel out alone', () => {
    // "If a character refuses a challenge, all his enemies hate him for the rest of the gunfight".
    const game = gameOf(
      five({ policy: new Script([challenge(1, 2)]) }, { policy: new Script([], { accept: false }) }),
      NERVE_OFF,
    );
    // al's two free actions: he now hates bo, and must fire at him (missing twice).
    const p = playScripted(game, [...sixes(6), ...ones(5), ...sixes(4), 6, 6, ...ones(6), ...ones(6)], [0]);
    expect(p.lines).toContain('  bo refuses.');
    expect(p.lines).toContain('  al hates bo and must fire at him.');
    expect(p.lines).toContain('  cy accepts.');
    // One man to face: no order to tell, and the duel is the single challenge's.
    expect(p.lines.some((l) => l.includes('must draw against the fastest'))).toBe(false);
    expect(p.lines).toContain(
      'Exchange 1: fast draw, al 6 dice [6 6 6 6 6 6], cy 5 dice [1 1 1 1 1]: al is faster.',
    );
    expect(p.lines).toContain('al wins the duel and takes his two free actions.');
    expect(game.emotions.hates(0, 1)).toBe(true);
    expect(game.emotions.hates(0, 2)).toBe(false);
    expect(p.result.duels).toBe(1);
  });

  it('a man a single challenge could not call out is rejected, naming the tactic', () => {
    // dee stands 25" off: "within eighteen inches".
    const beyond = gameOf(five({ policy: new Script([challenge(1, 3)]) }), NERVE_OFF);
    expect(() => playScripted(beyond, [], [0])).toThrow('script: al may not challenge dee now');
    const twice = gameOf(five({ policy: new Script([challenge(1, 2, 1)]) }), NERVE_OFF);
    expect(() => playScripted(twice, [], [0])).toThrow('script: al may not challenge bo twice at once');
    const friend = gameOf(five({ policy: new Script([challenge(1, 4)]) }), NERVE_OFF);
    expect(() => playScripted(friend, [], [0])).toThrow('script: al may not challenge ed now');
    const notChallenging = gameOf(
      five({
        policy: new Script([
          (_v, out) => {
            out.action = ACTION.fire;
            out.target = 1;
            alsoChallenge(out, 2);
          },
        ]),
      }),
      NERVE_OFF,
    );
    expect(() => playScripted(notChallenging, [], [0])).toThrow(
      'script: al names further men to call out but chooses to fire',
    );
  });

  it('the duellist with calls=2 calls out the two nearest he may challenge; by default only the nearest', () => {
    const tactic = (text: string): Tactic => parseShootoutPolicy(text) as Tactic;
    const refuse = { policy: new Script([], { accept: false }) };
    const two = gameOf(five({ policy: tactic('duellist:calls=2') }, refuse, refuse), NERVE_OFF);
    expect(playScripted(two, [], [0]).lines).toContain(
      '  al (duellist:patience=120:calls=2:fire=deliberate) chooses to challenge at bo and cy.',
    );
    // calls=3: dee is beyond reach, so still the two.
    const three = gameOf(five({ policy: tactic('duellist:calls=3') }, refuse, refuse), NERVE_OFF);
    expect(playScripted(three, [], [0]).lines).toContain(
      '  al (duellist:patience=120:calls=3:fire=deliberate) chooses to challenge at bo and cy.',
    );
    const one = gameOf(five({ policy: tactic('duellist') }, refuse, refuse), NERVE_OFF);
    expect(playScripted(one, [], [0]).lines).toContain(
      '  al (duellist:patience=120:fire=deliberate) chooses to challenge at bo.',
    );
  });
});
