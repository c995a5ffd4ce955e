/** Hit locations by location die - 1: 0 head, 1 chest, 2 right arm (the firing arm), 3 left arm, 4 belly, 5 legs. */
export const LOCATION = { head: 0, chest: 1, rightArm: 2, leftArm: 3, belly: 4, legs: 5 } as const;

/** A figure's standing: the duel ends on anything but `standing`. Ordered by severity. */
export const STATUS = { standing: 0, knockedDown: 1, knockedOut: 2, dead: 3 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/**
 * The wounds a figure carries, by location and kind, kept in small typed arrays so that a figure object
 * is reused across trials (reset, never reallocated). Grazes leave no wound (000 HIT LOCATION & EFFECT:
 * "Wounded (but not grazed)").
 *
 * @example w.flesh[LOCATION.head] // flesh wounds to the head
 */
export class WoundState {
  readonly flesh = new Int32Array(6);
  readonly serious = new Int32Array(6);
  /** 1 where a terrible wound severed a limb (register entry fight-severed-limb); only the arms read it. */
  readonly severed = new Uint8Array(6);
  status: Status = STATUS.standing;

  reset(): void {
    this.flesh.fill(0);
    this.serious.fill(0);
    this.severed.fill(0);
    this.status = STATUS.standing;
  }

  /** Every flesh wound, wherever it is. */
  fleshTotal(): number {
    const f = this.flesh;
    return f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]!;
  }

  /** Every serious wound, wherever it is. */
  seriousTotal(): number {
    const s = this.serious;
    return s[0]! + s[1]! + s[2]! + s[3]! + s[4]! + s[5]!;
  }

  /** Flesh and serious wounds to the head (the head rows of the charts hold no serious wound). */
  headWounds(): number {
    return this.flesh[0]! + this.serious[0]!;
  }

  /** "Characters with a serious arm wound cannot fire a pistol in that hand" (000 HIT LOCATION & EFFECT). */
  firingArmDisabled(): boolean {
    return this.armOut(LOCATION.rightArm);
  }

  /**
   * Whether the arm at location index `at` is out of use for good: a serious wound there, or the arm severed
   * (000 FIGHTING, terrible wounds), which Hard as Nails shrugging off the wound does not put back.
   */
  armOut(at: number): boolean {
    return this.serious[at]! > 0 || this.severed[at] === 1;
  }

  /** Raises the status to `s` if worse: a dead man is not knocked down again. */
  worsen(s: Status): void {
    if (s > this.status) this.status = s;
  }
}
