import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { footResponse, riding, RIDE } from '../../../../src/policies/shootout/riderTactics.ts';
import { newHorseState, RIDERLESS } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { TablePath } from '../../../../src/scenarios/shootout/horse/TablePath.ts';
import { shootoutTable } from '../../../../src/scenarios/shootout/shootoutTables.ts';
import { tableOf } from '../shootoutKit.ts';
import { riderAndCitizen } from './riderKit.ts';

describe('horses in the shootout', () => {
  it('a figure who starts mounted stands where his horse does', () => {
    const { mounted, rider } = riderAndCitizen();
    const h = mounted.stable.horses[mounted.stable.horseOf(rider.index)]!;
    expect([h.x, h.y, h.rider, h.riderClass]).toEqual([rider.x, rider.y, rider.index, 'good']);
  });

  it('a Citizen’s hit on a rider strikes the horse on 1-3 (000 SHOOTING AT HORSES), and the horse’s injury follows', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen();
    // 2: the horse; injury 5: wounded, "throw for loss of control"; 6: control kept.
    game.dice = new ScriptedDice([2, 5, 6]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    const h = mounted.stable.horses[0]!;
    expect([h.wounded, h.rider]).toEqual([true, rider.index]);
    (game.dice as ScriptedDice).assertConsumed();
    // 5: the rider; the hit is his.
    game.dice = new ScriptedDice([5]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(1);
  });

  it('a horse that falls (injury 6) throws its rider, knocked down and winded until the Joker', () => {
    const { game, mounted, rider, clerk } = riderAndCitizen();
    // 1: the horse; 6: falls; second throw 1: dead or seriously injured; trapped underneath, his throw at
    // once 1: free.
    game.dice = new ScriptedDice([1, 6, 1, 1]);
    expect(mounted.hitsOnRider(clerk, rider, 1)).toBe(0);
    const h = mounted.stable.horses[0]!;
    expect([h.dead, h.rider, rider.wounds.status, mounted.winded[rider.index]]).toEqual([
      true,
      RIDERLESS,
      STATUS.knockedDown,
      1,
    ]);
    mounted.joker();
    expect(mounted.winded[rider.index]).toBe(0);
  });

  it('a horse heading into a wall meets it, then goes on at right angles to the open side (000 COLLISIONS)', () => {
    const table = tableOf([
      { kind: 'building', name: 'barn', at: [20, 0], size: [6, 24], material: 'wooden' },
    ]);
    const path = new TablePath(table);
    const h = newHorseState(10, 12, 0);
    const ahead = path.obstacleAhead(h, 20);
    expect(ahead).toBeGreaterThan(8);
    expect(ahead).toBeLessThan(10);
    h.x += ahead;
    path.avoid(h, 5);
    expect(h.facing === 90 || h.facing === 270).toBe(true);
    expect(Math.abs(h.y - 12)).toBeCloseTo(5, 6);
    expect(path.obstacleAhead(newHorseState(10, 12, 180), 5)).toBe(-1);
  });

  it('the edge of the table is an obstacle to a horse', () => {
    const path = new TablePath(shootoutTable('woods', {}));
    const h = newHorseState(2, 12, 180);
    expect(path.obstacleAhead(h, 10)).toBeCloseTo(1.5, 6);
  });

  it('each tactic rides and meets a rider its own way', () => {
    expect(riding('cavalry:close=6')).toBe(RIDE.charge);
    expect(riding('dragoon')).toBe(RIDE.toCover);
    expect(riding('gunfighter')).toBe(RIDE.dismount);
    const all = (): boolean => true;
    expect(footResponse('coward', all)).toBe('dive');
    expect(footResponse('sniper', all)).toBe('dodge');
    expect(footResponse('gunfighter', all)).toBe('stand-and-fight');
    expect(footResponse('rusher', all)).toBe('heroic-leap');
    // A Gunman may not leap: the rusher stands and fights; a Citizen must dive.
    expect(footResponse('rusher', (r) => r !== 'heroic-leap')).toBe('stand-and-fight');
    expect(footResponse('gunfighter', (r) => r === 'dive')).toBe('dive');
  });
});
