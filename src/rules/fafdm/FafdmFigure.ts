import type { FafdmCharacterRow } from './tables/fafdmBands.ts';
import type { FafdmGunId, FafdmGunRow } from './tables/fafdmGuns.ts';
import { FAFDM_GUNS } from './tables/fafdmGuns.ts';
import type { SecondArmId } from './sideArms/secondArms.ts';
import { thrownRange } from './thrownRange.ts';
import type { HorseState } from './horse/HorseState.ts';

/**
 * One character on the table (001 1.5-1.6): the stats of his card, his gun, and what happens to him in a
 * game. Wounds come off CONSTITUTION; at 0 or less he is eliminated (6.1). Built once per cell and
 * {@link reset} for every trial, so a game allocates nothing.
 *
 * @example const bandit = new FafdmFigure('Bandit', FAFDM_BANDS.outlaws.characters.bandit, 'six-shot');
 */
export class FafdmFigure {
  readonly shot: number;
  readonly cool: number;
  readonly ref: number;
  readonly startCos: number;
  readonly fame: number;
  readonly fortune: number;
  /** Action points a turn (2.1: three; 9.12: two for common characters). */
  readonly actions: number;
  readonly gun: FafdmGunRow;
  cos = 0;
  /** Fame and fortune points not yet spent on re-rolls in this game (1.6). */
  fameLeft = 0;
  fortuneLeft = 0;
  shotsLeft = 0;
  onGround = false;
  shocked = false;
  scared = false;
  /** Whether he has had his activation this turn (Tab.3 "The target hasn't give his turn"). */
  activated = false;
  /** Whether his gun has been fired in this game (5.2.1: the Remington's first shot). */
  fired = false;
  /** Whether his gun has jammed (5.3.2): no shot until he clears it. */
  jammed = false;
  /** Whether he has taken aim this turn (Tab.1 "take aim", Tab.3's +1): set before his activation. */
  aiming = false;
  /** Where he stands on a table, in U, and where he faces (degrees, 0 along +x): 1.2's 180 degrees. */
  x = 0;
  y = 0;
  facing = 0;
  /** Enemies he has eliminated this game (7.1: one experience point each, in a campaign). */
  eliminations = 0;
  /** Tab.12 INVALID 5, shaken nerves (a campaign's lasting harm): a 1 on his initiative die shocks him. */
  shakenNerves = false;
  /** Sticks of dynamite he carries (5.5.2; a band file's `dynamite:`), and those he has left. */
  startSticks = 0;
  sticks = 0;
  /** Flasks of nitroglycerine he carries (5.5.1; a band file's `nitroglycerine:`), and those he has left. */
  startNitro = 0;
  nitro = 0;
  /** The side arm he carries beside his gun (5.4, Tab.8; a band file's `sideArms:`), and whether it is drawn. */
  sideArm: SecondArmId | null = null;
  sideInHand = false;
  /** His mount (3.1 on horseback, Tab.16; a band file's `mounts:`), or null for a figure with none. */
  horse: HorseState | null = null;

  constructor(
    readonly name: string,
    card: FafdmCharacterRow,
    readonly gunId: FafdmGunId,
  ) {
    this.shot = card.shot;
    this.cool = card.cool;
    this.ref = card.ref;
    this.startCos = card.cos;
    this.fame = card.fame;
    this.fortune = card.fortune;
    this.actions = card.actions;
    this.gun = thrownRange(FAFDM_GUNS[gunId], card.cos);
    this.reset();
  }

  /** Back to the start of a game: unhurt, standing, steady, gun loaded. */
  reset(): void {
    this.cos = this.startCos;
    this.shotsLeft = this.gun.total;
    this.onGround = false;
    this.shocked = false;
    this.scared = false;
    this.activated = false;
    this.fired = false;
    this.aiming = false;
    this.eliminations = 0;
    this.jammed = false;
    this.fameLeft = this.fame;
    this.fortuneLeft = this.fortune;
    this.sticks = this.startSticks;
    this.nitro = this.startNitro;
    this.sideInHand = false;
    this.horse?.reset();
  }

  /** 6.1: "A character is eliminated when its COSTITUTION is equal or lower than 0". */
  get inPlay(): boolean {
    return this.cos > 0;
  }

  /** A word for the narration: his state after a test. */
  get state(): string {
    const s = this.scared ? 'scared' : this.shocked ? 'shocked' : 'steady';
    return this.onGround ? `${s}, on the ground` : this.horse?.mounted === true ? `${s}, in the saddle` : s;
  }
}
