import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import type { SkirmishAudit } from '../../../src/scenarios/fafdmSkirmish/SkirmishBoard.ts';

/**
 * The conformance audit of a FAFDM table game (001 1.2, 2.1, 4.2, 4.3.2): it sees every activation, action
 * point and shot before it happens and records each rule broken: an eliminated or scared figure acting, a
 * figure acting twice in a turn or spending on another's activation or beyond his points, a shot beyond
 * range, with no shot left, at an eliminated figure or behind the shooter's 180 degrees.
 *
 * @example const watch = new SkirmishWatch(); scenario.audit(setup, key, trial, watch); expect(watch.faults).toEqual([]);
 */
export class SkirmishWatch implements SkirmishAudit {
  readonly faults: string[] = [];
  activations = 0;
  shots = 0;
  private current: FafdmFigure | null = null;
  private mayAct = true;
  /** Action points spent in each figure's activation so far (an opportunity shot interrupts one). */
  private readonly spent = new Map<FafdmFigure, number>();

  activation(fig: FafdmFigure): void {
    this.activations++;
    this.current = fig;
    this.spent.set(fig, 0);
    if (!fig.inPlay) this.faults.push(`${fig.name} acts eliminated`);
    if (fig.activated) this.faults.push(`${fig.name} acts twice in a turn`);
    // A scared figure "cannot do any action during a whole turn" (4.3.2).
    this.mayAct = !fig.scared;
  }

  spend(fig: FafdmFigure, ca: number, left: number): void {
    const spent = (this.spent.get(fig) ?? 0) + ca;
    this.spent.set(fig, spent);
    if (fig !== this.current) this.faults.push(`${fig.name} spends on another's activation`);
    if (!this.mayAct) this.faults.push(`${fig.name} acts while scared`);
    if (ca <= 0 || left < 0 || spent > fig.actions)
      this.faults.push(`${fig.name} spends ${ca} CA (${spent} in all) with ${left} left of ${fig.actions}`);
  }

  /** The mover's activation goes on after an opportunity shot at him (4.2.3). */
  resume(fig: FafdmFigure): void {
    this.current = fig;
    this.mayAct = true;
  }

  shot(shooter: FafdmFigure, target: FafdmFigure, d: number): void {
    this.shots++;
    if (!this.mayAct) this.faults.push(`${shooter.name} shoots while scared`);
    if (!target.inPlay) this.faults.push(`${shooter.name} shoots at the eliminated ${target.name}`);
    if (d > shooter.gun.maxU) this.faults.push(`${shooter.name} shoots ${d}U, beyond ${shooter.gun.maxU}U`);
    if (shooter.shotsLeft < 1 || shooter.shotsLeft > shooter.gun.total)
      this.faults.push(`${shooter.name} shoots with ${shooter.shotsLeft} shots left`);
    // 1.2: within 180 degrees of his facing, i.e. not behind the line through him across it.
    const a = (shooter.facing * Math.PI) / 180;
    const ahead = (target.x - shooter.x) * Math.cos(a) + (target.y - shooter.y) * Math.sin(a);
    if (ahead < -1e-9) this.faults.push(`${shooter.name} shoots at ${target.name} behind him`);
  }
}
