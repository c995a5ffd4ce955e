import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { readStampedeCell } from '../../../src/scenarios/stampede/readStampedeCell.ts';
import { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { STAMPEDE_OPTIONS } from '../../../src/scenarios/stampede/stampedeOptions.ts';
import { newStampedeTally } from '../../../src/scenarios/stampede/StampedeTally.ts';

// Conformance over many seeded games: animals never pass a mortared stone fence. A game of T turns plays the
// same dice as the first T turns of a longer one, so checking where the herd ends after 1, 2, ... 6 turns
// checks it after every move.
const FENCE = 7;

function gameOf(turns: number, options: JsonObject): StampedeGame {
  const r = readStampedeCell(
    {
      options,
      figures: {
        ames: { class: 'gunman', at: [-4, 4], policy: 'turn-it' },
        boone: { class: 'citizen', at: [5, 2], policy: 'run-clear' },
      },
      params: { gunfire: 3, turns, fence: FENCE, fenceKind: 'mortared-stone-fence' },
    },
    STAMPEDE_OPTIONS,
  );
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return new StampedeGame(r.cell);
}

describe('stampede conformance', () => {
  it.each([
    ['dice-arrow', 'turns'],
    ['away-from-gunfire', 'turns'],
    ['away-from-gunfire', 'halts'],
  ])('no animal ever stands beyond a mortared stone fence (%s, %s)', (direction, wall) => {
    const options = { 'stampede.direction': direction, 'stampede.wall': wall };
    const key = deriveStreamKey(3, 'stampede-conformance');
    const dice = new DiceStream();
    const tally = newStampedeTally();
    let stampedes = 0;
    for (let turns = 1; turns <= 6; turns++) {
      const g = gameOf(turns, options);
      for (let t = 0; t < 400; t++) {
        dice.seedTrial(key, t);
        g.play(dice, tally);
        stampedes += tally.stampede;
        expect(g.herdNow.maxY()).toBeLessThanOrEqual(FENCE + 1e-9);
      }
    }
    expect(stampedes).toBeGreaterThan(300);
  });
});
