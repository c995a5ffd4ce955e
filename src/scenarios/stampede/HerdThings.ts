import type { Dice } from '../../dice/Dice.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { thingInStampede, type StampedeThing } from '../../rules/rwnn/stampede/thingInStampede.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { StampedeTally } from './StampedeTally.ts';

/** A wagon, stage coach or small loose object on the table, where it stands before the herd runs. */
export interface TableThing {
  readonly kind: StampedeThing;
  readonly x: number;
  readonly y: number;
}

/** Words for the narration. */
const NAMES: Readonly<Record<StampedeThing, string>> = {
  wagon: 'a wagon',
  stagecoach: 'a stage coach',
  'small-loose-object': 'a small loose object',
};

/**
 * The wagons, stage coaches and small loose objects on a herd's table and what a stampede does to them (000
 * "What stampedes do to the surrounding neighborhood", {@link thingInStampede}): each turn the running herd
 * comes within `reach` inches of one (`stampede.wagonReach`: the 1" a man throws to escape at, or touching),
 * a wagon throws to overturn, a small object is knocked down, a stage coach stands. A wagon or coach does
 * not stop the herd: it runs on around it. Mutable, reset for each game.
 *
 * @example const t = new HerdThings(things, 1); t.reset(); t.run(herd, 9, dice, out);
 */
export class HerdThings {
  private readonly wrecked: Uint8Array;
  /** Met this turn: a herd that runs its move in stretches (around a building) meets each thing once a turn. */
  private readonly metNow: Uint8Array;

  constructor(
    private readonly things: readonly TableThing[],
    private readonly reach: number,
  ) {
    this.wrecked = new Uint8Array(things.length);
    this.metNow = new Uint8Array(things.length);
  }

  reset(): void {
    this.wrecked.fill(0);
    this.metNow.fill(0);
  }

  /** A new move of the herd. */
  newTurn(): void {
    this.metNow.fill(0);
  }

  /** The herd runs `inches` from where it stands: what it does to each thing beside its way. */
  run(herd: HerdBlock, inches: number, dice: Dice, out: StampedeTally, log?: ShotLog): void {
    for (let k = 0; k < this.things.length; k++) {
      const t = this.things[k]!;
      if (this.wrecked[k] === 1 || this.metNow[k] === 1 || !herd.reaches(t.x, t.y, inches, this.reach))
        continue;
      this.metNow[k] = 1;
      if (thingInStampede(t.kind, dice) === 'stands') {
        if (log) log.line(`  The herd runs past ${NAMES[t.kind]}: it stands.`);
        continue;
      }
      this.wrecked[k] = 1;
      if (t.kind === 'wagon') out.wagonsOverturned++;
      else out.objectsSmashed++;
      if (log)
        log.line(
          `  The herd runs past ${NAMES[t.kind]}: ${t.kind === 'wagon' ? 'it overturns' : 'it is knocked down'}.`,
        );
    }
  }
}
