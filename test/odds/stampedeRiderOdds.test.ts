import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/dice/ScriptedDice.ts';
import { stampedeRiderOdds } from '../../src/odds/mechanics/stampedeRiderOdds.ts';
import { exactOf } from './oddsTestKit.ts';

// 000 "What to do if a Stampede comes your way and you’re on horseback": control kept on 4-6 (LOSS OF
// CONTROL, 1/2), then escape on 1-2 (1/3): rides clear 1/2 x 1/3 = 1/6; stuck 1/2 x 2/3 = 1/3; thrown 1/2.
// Each later move stuck: control kept 1/2, so after 3 moves stuck 1/3 x 1/4 = 1/12, thrown 1 - 1/6 - 1/12 = 3/4.
describe('odds stampede-rider', () => {
  const p = (turns: number, key: string) => exactOf(stampedeRiderOdds, { turns }, key, {}).toString();

  it('one move: rides clear 1/6, stuck 1/3, thrown 1/2', () => {
    expect([p(1, 'pEscape'), p(1, 'pStuck'), p(1, 'pThrown')]).toEqual(['1/6', '1/3', '1/2']);
  });

  it('three moves: stuck in the saddle 1/12, thrown 3/4', () => {
    expect([p(3, 'pEscape'), p(3, 'pStuck'), p(3, 'pThrown')]).toEqual(['1/6', '1/12', '3/4']);
  });
});

// stampede.riderControl=chart, a Good rider (000 LOSS OF CONTROL and its bucking sequence): control lost 1/2;
// then bucks 1/3, rears 1/3, bolts 1/3. Rearing throws him on part d, 1-2 for Good (1/3); bucking, played out,
// throws him with 1/2 x 1/3 a round over 1 - 1/2 x 2/3 = 1/4. One check throws him 1/6 x 1/3 + 1/6 x 1/4 =
// 7/72; a horse that bucks, rears or bolts and leaves him on it (1/2 - 7/72 = 29/72) leaves him stuck. One
// move: rides clear 1/2 x 1/3 = 1/6, stuck 1/2 x 2/3 + 29/72 = 53/72, thrown 7/72. Two moves: stuck
// 53/72 x 65/72 = 3445/5184, thrown 1 - 864/5184 - 3445/5184 = 875/5184.
describe('odds stampede-rider under stampede.riderControl=chart', () => {
  const chart = { 'stampede.riderControl': 'chart' };
  const p = (turns: number, key: string, options: Record<string, string> = chart) =>
    exactOf(stampedeRiderOdds, { turns, rider: 'good' }, key, options).toString();

  it('one move, a Good rider: rides clear 1/6, stuck 53/72, thrown 7/72', () => {
    expect([p(1, 'pEscape'), p(1, 'pStuck'), p(1, 'pThrown')]).toEqual(['1/6', '53/72', '7/72']);
  });

  it('two moves: stuck 3445/5184, thrown 875/5184', () => {
    expect([p(2, 'pStuck'), p(2, 'pThrown')]).toEqual(['3445/5184', '875/5184']);
  });

  it("with horses.thrownAgain=rider-thrown every lost control throws him: the default reading's 1/6, 1/3, 1/2", () => {
    const o = { ...chart, 'horses.thrownAgain': 'rider-thrown' };
    expect([p(1, 'pEscape', o), p(1, 'pStuck', o), p(1, 'pThrown', o)]).toEqual(['1/6', '1/3', '1/2']);
  });

  it('forced dice: control lost on a 1, the horse rears on a 3, part d 2 throws a Good rider', () => {
    const out = new Float64Array(3);
    stampedeRiderOdds.prepare({ turns: 1, rider: 'good' }, chart).sample(new ScriptedDice([1, 3, 2]), out);
    expect([...out]).toEqual([0, 0, 1]);
  });

  it('forced dice: control lost on a 2, the horse bolts on a 5: stuck in the herd on it, no escape thrown', () => {
    const out = new Float64Array(3);
    stampedeRiderOdds.prepare({ turns: 1, rider: 'good' }, chart).sample(new ScriptedDice([2, 5]), out);
    expect([...out]).toEqual([0, 1, 0]);
  });
});
