import { BLADE, type BladeCode } from '../../rules/rwnn/fight/FightContext.ts';
import type { FigureSpec } from '../../rules/rwnn/figure/FigureSpec.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { ShootoutPolicy } from '../../policies/shootout/ShootoutPolicy.ts';
import { Duellist, NO_SKILLS } from '../duel/Duellist.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import type { IndianEntry } from './indian/IndianEntry.ts';

/**
 * Where a figure's nerve stands (000 "NERVE and/or Morale": "he has lost his nerve, and starting on his next
 * turn, must hide, run or surrender"): steady; `broken` from the failed test until his next turn; then what his
 * policy chose; `fled` when running took him off the table.
 *
 * @example g.nerve === NERVE_STATE.steady
 */
export const NERVE_STATE = { steady: 0, hiding: 1, running: 2, surrendered: 3, fled: 4, broken: 5 } as const;
export type NerveStateCode = (typeof NERVE_STATE)[keyof typeof NERVE_STATE];

/**
 * A figure in a shootout: a {@link Duellist} (so that a challenge is played by the duel engine, wounds and
 * all) with his side, his place and facing on the table, and the states the shootout rules put on him:
 * ducked back, a Recover owed, an aim held, his nerve, the grazes and wounds the nerve rules count, who put
 * him down. Everything a game changes is reset in place by {@link resetForGame}; no allocation per game.
 *
 * @example const g = new Gunfighter(spec, 0, 1, policy); g.x = 12; g.facing = 180;
 */
export class Gunfighter extends Duellist {
  /** Inches across the table. */
  x = 0;
  /** Inches along the table. */
  y = 0;
  /** Degrees: 0 faces along +x, 90 along +y. */
  facing = 0;
  /** "getting his entire body behind cover" (000 DUCK BACKS): he can neither see nor be seen. */
  duckedBack = false;
  /** He must spend an action recovering before any other (a wound, a duck back: 000 ACTIONS, Recover). */
  mustRecover = false;
  /** The figure he aims at (000 ACTIONS, Aim), or -1. */
  aimAt = -1;
  /** His last action fired or aimed: behind cover he shows what a man firing shows (000 COVER). */
  firing = false;
  /** He moved on his last turn (a Swift target; "Firing ... after moving" is the turn's own). */
  moved = false;
  nerve: NerveStateCode = NERVE_STATE.steady;
  /** Grazes taken: WoundState keeps none, and 000's Citizen is hurt real bad by "any wound or graze". */
  grazes = 0;
  /** Knocked-out recovery throws made since he was knocked out (002: "+1 on subsequent throws"). */
  wakeThrows = 0;
  /** The figure whose shot or blow put him down (dead, knocked out), or -1. */
  downedBy = -1;
  /** He has been counted as gone down for his friends' nerve (000: "half of his friends go down"). */
  countedDown = false;
  /** He clubbed his weapon: "neither can fire on their next turn" (000 FIGHTING). */
  clubbed = false;
  /** His gun is out: drawn in a fast draw, or fired or aimed (read under shootout.gunsAtStart=holstered). */
  gunDrawn = false;
  /** He has been placed on the table (000 STARTING POSITIONS: figures appear as their cards come up). */
  placed = true;
  /**
   * Stamps where he stands: the game gives a new stamp, never used before, whenever he is put somewhere
   * (placed, moved, a new game), so anything worked out from his position can be kept until it changes.
   */
  posStamp = 0;
  /**
   * His group for 000 GROUP MOVEMENT (a number given by the game's builder, the same for every game), or -1;
   * {@link leads} when he is its leader, whose card alone is in the deck until the first shot.
   */
  group = -1;
  leads = false;
  /**
   * His revolver is a Le Mat, with a grapeshot barrel fixed underneath (000 Le Mat Revolvers), given by the
   * game's builder; the barrel's once-per-gunfight state is the game's shotgun state.
   */
  grapeshot = false;
  /** The blade he carries besides his guns (the fighting chart's blade rows), given by the game's builder. */
  blade: BladeCode = BLADE.none;
  /** His blade stuck in a body this game (000 FIGHTING; shootout.stuckBlade): he fights on without it. */
  bladeStuck = false;
  /** What makes him an Indian (000 INDIANS), given by the game's builder; null for anyone else. */
  indian: IndianEntry | null = null;
  /** He starts the gunfight hidden (000 Hiding and Detection; the file's `hidden`). */
  startsHidden = false;
  /** He has Rope Skills and a lariat (000 Lariats; the file's `lariat`), given by the game's builder. */
  lariat = false;
  /** Hog-tied by a lariat: "unable to move, or shoot" until loose (set by the lariat rules). */
  hogTied = false;
  /** Weapons he can still fight with at range besides his guns (an Indian's knife, tomahawk, lance to throw). */
  otherArms = 0;
  /**
   * The sticks and bundles of dynamite he carries into a gunfight (000 Dynamite Prerequisites: "a finite
   * amount of sticks indicated on his card"), given by the game's builder; what he has left is the game's.
   */
  dynamiteSticks = 0;
  dynamiteBundles = 0;
  /** His gun is a muzzle-loader (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS), given by the game's builder. */
  muzzleLoader = false;
  /** His pistol is a semi-automatic (000 Semi-Automatic Pistols), given by the game's builder. */
  automatic = false;
  /**
   * What he did on his last turn, when he chose it (or a Stoopid throw chose it for him): the action, -1 when
   * his last turn was one the rules forced (coming round, a Recover, getting up, a nerve's run or hide), and
   * its target and point. A Stoopid man's 3 carries it on.
   */
  lastAction = -1;
  lastTarget = -1;
  lastX = 0;
  lastY = 0;
  /** His class of rider when he has a horse on the table (000 HORSES), given by the game's builder; else null. */
  riderClass: RiderClass | null = null;
  /** He starts each game in the saddle (else on foot beside his horse). */
  startsMounted = false;
  /** A Plains Indian rider (000 HORSES): -1 on the throw for horse or rider of a hit on him mounted. */
  plainsIndian = false;
  /** Start position and facing, restored by {@link resetForGame}. */
  startX = 0;
  startY = 0;
  startFacing = 0;

  constructor(
    spec: FigureSpec,
    /** His place in the game's list of figures. */
    readonly index: number,
    /** His side, 0, 1, ... */
    readonly side: number,
    readonly tactics: ShootoutPolicy,
  ) {
    super({ name: spec.name, cls: spec.cls, skills: NO_SKILLS, policy: tactics }, spec);
  }

  /** Back to the start of a game: unhurt, loaded, at his start position, every state cleared. */
  resetForGame(): void {
    this.reset();
    this.x = this.startX;
    this.y = this.startY;
    this.facing = this.startFacing;
    this.duckedBack = false;
    this.mustRecover = false;
    this.firing = false;
    this.aimAt = -1;
    this.moved = false;
    this.nerve = NERVE_STATE.steady;
    this.grazes = 0;
    this.wakeThrows = 0;
    this.downedBy = -1;
    this.countedDown = false;
    this.clubbed = false;
    this.gunDrawn = false;
    this.placed = true;
    this.bladeStuck = false;
    this.lastAction = -1;
  }

  /** The blade he can fight with now: his own unless it stuck in a body this game, else none. */
  bladeInHand(): BladeCode {
    return this.bladeStuck ? BLADE.none : this.blade;
  }

  /** Dead, knocked out, surrendered or gone from the table: out of the fight for good or for now. */
  isOut(): boolean {
    return (
      this.wounds.status >= STATUS.knockedOut ||
      this.nerve === NERVE_STATE.surrendered ||
      this.nerve === NERVE_STATE.fled
    );
  }

  /**
   * Able to fight: on the table, conscious, not surrendered or fled, not broken by nerve, and holding a gun
   * he could still fire (000 ends a side's fight when none of its figures can).
   */
  canFight(): boolean {
    if (this.hogTied) return false;
    return !this.isOut() && this.nerve === NERVE_STATE.steady && (this.hasWorkingGun() || this.otherArms > 0);
  }
}
