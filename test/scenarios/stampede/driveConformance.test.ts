import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { DRIVE } from '../../../src/scenarios/stampede/CattleDrive.ts';
import { readStampedeCell } from '../../../src/scenarios/stampede/readStampedeCell.ts';
import { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { STAMPEDE_OPTIONS } from '../../../src/scenarios/stampede/stampedeOptions.ts';
import { newStampedeTally } from '../../../src/scenarios/stampede/StampedeTally.ts';

// Conformance over many seeded games of a Cattle Drive beside a gunfight, checked after every card turned:
// the Stampede card is in the deck exactly while a stampede runs; a herd with no cowboy never moves as a
// group, and a cowboy off the drive never moves with the herd but in a stampede; no animal ever stands
// beyond a mortared stone fence. Cowboys leave, regain control, and ride with the stampede.
const FENCE = 14;

function gameOf(options: JsonObject): StampedeGame {
  const r = readStampedeCell(
    {
      options,
      figures: {
        ann: { class: 'gunman', at: [-1, 2.5], cowboy: true, leaves: 1, policy: 'regain' },
        bob: { class: 'gunman', at: [1, 2.5], cowboy: true, leaves: 1, policy: 'regain' },
        cal: { class: 'gunman', at: [4, -2], cowboy: true, leaves: 1, policy: 'turn-it' },
        deke: { class: 'gunman', at: [-9, 8], policy: 'gunfight' },
        eli: { class: 'citizen', at: [3, 10], policy: 'run-clear' },
      },
      params: { drive: true, turns: 6, fence: FENCE, fenceKind: 'mortared-stone-fence' },
    },
    STAMPEDE_OPTIONS,
  );
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return new StampedeGame(r.cell);
}

describe('cattle drive conformance', () => {
  it.each([
    ['draw-pile', 'unled', 'pair'],
    ['whole-deck', 'every-move', 'each'],
  ])('checked after every card (reshuffle %s, deviation %s, regain %s)', (reshuffle, deviation, regain) => {
    const g = gameOf({
      'stampede.reshuffle': reshuffle,
      'drive.deviation': deviation,
      'drive.regainThrow': regain,
    });
    const key = deriveStreamKey(5, 'drive-conformance');
    const dice = new DiceStream();
    const tally = newStampedeTally();
    const seen = { stampedes: 0, ambles: 0, regained: 0, groupMoves: 0 };
    let groupMoves = 0;
    let before: number[] = [];
    const audit = (game: StampedeGame): void => {
      expect(game.stampedeCardInDeck).toBe(game.stampeding);
      expect(game.herdNow.maxY()).toBeLessThanOrEqual(FENCE + 1e-9);
      const drive = game.driveNow;
      if (!game.stampeding && tally.stampede === 0)
        expect(drive.state === DRIVE.driven).toBe(drive.riders() > 0);
      if (tally.groupMoves > groupMoves) expect(before[5]).toBeGreaterThan(0); // riders before the move
      for (let i = 0; i < 3; i++)
        if (drive.withDrive[i] === 0 && !game.stampeding && before[i] === 0) {
          const [x, y] = game.positionOf(i);
          expect([x, y]).toEqual([before[6 + 2 * i], before[7 + 2 * i]]);
        }
      groupMoves = tally.groupMoves;
      before = snapshot(game);
    };
    for (let t = 0; t < 600; t++) {
      dice.seedTrial(key, t);
      groupMoves = 0;
      before = [];
      g.play(dice, tally, undefined, (game) => {
        if (before.length === 0) before = snapshot(game);
        audit(game);
      });
      seen.stampedes += tally.stampede;
      seen.ambles += tally.ambles;
      seen.regained += tally.regained;
      seen.groupMoves += tally.groupMoves;
    }
    // The checks saw every state: stampedes, ambling herds, control regained, group moves.
    expect(seen.stampedes).toBeGreaterThan(100);
    expect(seen.ambles).toBeGreaterThan(100);
    expect(seen.regained).toBeGreaterThan(20);
    expect(seen.groupMoves).toBeGreaterThan(100);
  });
});

/** Each cowboy's with-the-drive flag, a spare, the riders, then the cowboys' positions. */
function snapshot(game: StampedeGame): number[] {
  const d = game.driveNow;
  const s = [d.withDrive[0]!, d.withDrive[1]!, d.withDrive[2]!, 0, 0, d.riders()];
  for (let i = 0; i < 3; i++) s.push(...game.positionOf(i));
  return s;
}
