import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { newStampedeTally } from '../../../src/scenarios/stampede/StampedeTally.ts';
import { stampedeGame } from './scriptedStampede.ts';

// Riders over many seeded games (000 "What to do if a Stampede comes your way and you’re on horseback"): a
// rider stuck in the herd is always in the saddle, a thrown rider never rides again, every throw is narrated,
// and a narrated game plays exactly the fast one.
function game(riderControl: string) {
  return stampedeGame({
    options: { 'stampede.direction': 'dice-arrow', 'stampede.riderControl': riderControl },
    figures: {
      bo: { class: 'gunman', at: [4, -3], rider: 'good', policy: 'turn-it' },
      cy: { class: 'gunman', at: [0, 3], rider: 'inept', policy: 'hold' },
      di: { class: 'shootist', at: [-4, 0], rider: 'expert', policy: 'stop-it' },
      ed: { class: 'citizen', at: [2, 8], policy: 'hold' },
    },
    params: { gunfire: 4, turns: 5 },
  });
}

describe('riders in a stampede: conformance', () => {
  it.each(['thrown', 'chart'])('under stampede.riderControl=%s', (reading) => {
    const g = game(reading);
    const key = deriveStreamKey(7, 'stampede-riders-conformance');
    const dice = new DiceStream();
    const tally = newStampedeTally();
    let thrown = 0;
    let stuck = 0;
    for (let t = 0; t < 300; t++) {
      const everThrown = [0, 0, 0];
      dice.seedTrial(key, t);
      g.play(dice, tally, undefined, (s) => {
        const r = s.ridersNow;
        for (let i = 0; i < 3; i++) {
          if (r.stuck[i] === 1) expect(r.mounted[i]).toBe(1);
          if (r.mounted[i] === 0) everThrown[i] = 1;
          if (everThrown[i] === 1) expect(r.mounted[i]).toBe(0);
        }
      });
      thrown += tally.ridersThrown;
      stuck += tally.ridersStuck;
      expect(tally.ridersThrown).toBeLessThanOrEqual(3);
      const fast = { ...tally };
      dice.seedTrial(key, t);
      const lines: string[] = [];
      g.play(dice, tally, { line: (l) => lines.push(l) });
      expect(tally).toEqual(fast);
      expect(lines.filter((l) => l.includes('is thrown into the herd')).length).toBe(tally.ridersThrown);
    }
    expect(thrown).toBeGreaterThan(0);
    expect(stuck).toBeGreaterThan(0);
  });
});
