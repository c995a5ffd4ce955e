import { describe, expect, it } from 'vitest';
import { parseShootoutPolicy } from '../../../../src/policies/shootout/parseShootoutPolicy.ts';
import { withDoctorMode } from '../../../../src/policies/shootout/doctorChoice.ts';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/** The Joker of a two-figure game with one set of action cards. */
const J = 6;
/** bob's hit on pat's left arm, a Serious Wound (location 4, effect 5), and pat's two movement dice of 4. */
const SERIOUS_ARM = [6, 1, 1, 4, 5];
const WALK = [4, 4];

/** pat at (10, 15), a doctor (or dentist) at (10, 20), bob at (14, 15) firing at pat. */
function surgery(kind: 'doctor' | 'dentist', pat = new Script([]), options: Record<string, string> = {}) {
  return gameOf(
    [
      { name: 'pat', side: 0, x: 10, y: 15, policy: pat },
      { name: 'bob', side: 1, x: 14, y: 15, policy: new Script([fire(0)]) },
    ],
    {
      options: { 'shootout.nerve': 'off', ...options },
      town: { doctors: [{ kind, at: [10, 20] }], townsfolk: [], law: -1 },
    },
  );
}

describe("doctors and dentists in a shootout (000 Doctorin')", () => {
  it('a seriously wounded man walks to within 2" of the doctor, and on his next turn a 1 reduces severity 2 by 3: no wounds', () => {
    const game = surgery('doctor');
    const p = playScripted(game, [...SERIOUS_ARM, ...WALK, 1], [1, 0, J, 0, J, 0]);
    expect(p.lines).toContain('  pat heads for the doctor.');
    expect(p.lines).toContain('  The doctor treats pat (severity 2): 1. Reduce wound severity by 3.');
    expect(p.lines).toContain('  pat now carries 0 flesh and 0 serious wound(s).');
  });

  it('a 3 reduces by 1 (the serious wound becomes a flesh wound) and costs his next two turns', () => {
    const p = playScripted(surgery('doctor'), [...SERIOUS_ARM, ...WALK, 3], [1, 0, J, 0, J, 0, J, 0]);
    expect(p.lines).toContain('  pat now carries 1 flesh and 0 serious wound(s).');
    expect(p.lines).toContain('  pat is out of the gunfight, being patched up.');
  });

  it('a 4: "Unconscious (For the rest of the current gunfight.)": knocked out for good, his side is down', () => {
    const p = playScripted(surgery('doctor'), [...SERIOUS_ARM, ...WALK, 4], [1, 0, J, 0, J, 0]);
    expect(p.lines).toContain(
      '  The doctor treats pat (severity 2): 4. Reduce wound severity by 1, Unconscious (For the rest of the current gunfight.).',
    );
    expect(p.result.winner).toBe(1);
  });

  it('a 6: "Die"', () => {
    const game = surgery('doctor');
    playScripted(game, [...SERIOUS_ARM, ...WALK, 6], [1, 0, J, 0, J, 0]);
    expect(game.figures[0]!.wounds.status).toBe(3);
  });

  it('a dentist\'s 7 on 2D6 is "Confusion (Roll again next turn)": he throws again, a 2 reduces by 2', () => {
    const p = playScripted(
      surgery('dentist'),
      [...SERIOUS_ARM, ...WALK, 3, 4, 1, 1],
      [1, 0, J, 0, J, 0, J, 0],
    );
    expect(p.lines).toContain('  The dentist treats pat (severity 2): 6. Confusion (Roll again next turn).');
    expect(p.lines).toContain(
      '  The dentist treats pat (severity 2): 1. Reduce wound severity by 2 (For results 1 – 5 TBC reversed original results).',
    );
  });

  it('doctorin.dentistRows=by-number: a 7 is the row printed "7.", Unconscious', () => {
    const game = surgery('dentist', new Script([]), { 'doctorin.dentistRows': 'by-number' });
    const p = playScripted(game, [...SERIOUS_ARM, ...WALK, 3, 4], [1, 0, J, 0, J, 0]);
    expect(p.lines).toContain(
      '  The dentist treats pat (severity 2): 7. Unconscious (For the rest of the current gunfight.).',
    );
  });

  it('"Every four turns, move the figure randomly in a direction away from current gunfire": 2D6" at the fourth Joker', () => {
    const game = surgery('doctor');
    const p = playScripted(game, [1, 1, 1, 3, 4], [1, J, J, J, J]);
    // Away from bob's shot at (14, 15): along (-4, 5)/sqrt(41), 7".
    expect(p.story).toMatch(/The doctor moves 7" away from the gunfire, to \(5\.6, 25\.5\)\./);
  });

  it('the tactic has its say: doctor=never stays in the fight', () => {
    expect(typeof parseShootoutPolicy('gunfighter:doctor=never')).not.toBe('string');
    expect(parseShootoutPolicy('gunfighter:doctor=often')).toBe(
      'doctor=often: allowed serious, wounded, never',
    );
    const p = playScripted(
      surgery('doctor', withDoctorMode(new Script([]), 'never')),
      [...SERIOUS_ARM],
      [1, 0, J, 0],
    );
    expect(p.story).not.toMatch(/heads for the doctor/);
  });
});
