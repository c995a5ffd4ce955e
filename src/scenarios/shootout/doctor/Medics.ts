import { distance } from '../../../geometry/distance.ts';
import { dentistTreatment } from '../../../rules/rwnn/doctor/dentistTreatment.ts';
import {
  DEFAULT_DOCTORIN_READINGS,
  type DoctorinReadings,
} from '../../../rules/rwnn/doctor/DoctorinReadings.ts';
import { doctorTreatment } from '../../../rules/rwnn/doctor/doctorTreatment.ts';
import { newTreatment } from '../../../rules/rwnn/doctor/Treatment.ts';
import { treatWounds, type TreatedWounds } from '../../../rules/rwnn/doctor/treatWounds.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { DOCTORIN_PROCEDURE } from '../../../rules/rwnn/tables/doctorin.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { choosesDoctor } from '../../../policies/shootout/doctorChoice.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { MedicEntry } from './MedicEntry.ts';
import { awayFrom } from './awayFrom.ts';

/** Where a patient stops short of the doctor: an inch off, within the 2" of the procedure. */
const BESIDE = 1;

/**
 * 000 Doctorin' in a shootout: Doctor and Dentist figures the file places (`params.doctors`), and the wounded
 * who go to them.
 *
 * - "Every four turns, move the figure randomly in a direction away from current gunfire ... Use NPC
 *   movement rules": at every fourth Joker each moves 2D6" straight away from the last shot fired (the NPC's
 *   "moves away from action in a straight line for 2 D6"), kept on the table; none before any shot.
 * - A standing, steady man not held in a fight whose tactic chooses it (choosesDoctor: a serious wound by
 *   default) walks to the nearest one ("must walk, stagger, or crawl to within 2 inches"): a Move toward
 *   him, halting an inch short. Within 2" at the end of a turn, "On the next turn, roll on either the
 *   Doctor, or Dentist table" as his turn (doctorTreatment, dentistTreatment; `doctorin.dentistRows`).
 * - The row's change of severity goes back into his wounds (treatWounds, `shootout.treatedWounds`); "Die"
 *   kills him, "Unconscious (For the rest of the current gunfight.)" leaves him knocked out, never to come
 *   round; "Delay 2 (Out of the current gunfight for 2 moves)" costs his next two turns; "Confusion (Roll
 *   again next turn)" has him throw again on his next turn if still within reach.
 *
 * Made only when the file places a doctor or dentist: a table without one draws nothing for them.
 *
 * @example const medics = new Medics(game, [{ kind: 'doctor', at: [24, 40] }]);
 */
export class Medics {
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Where the last shot was fired from (NaN: none yet this game). */
  private shotX = Number.NaN;
  private shotY = Number.NaN;
  private jokers = 0;
  /** Per figure: the medic (index + 1) who treats him on his next turn, 0 none; turns still out; for good. */
  private readonly due: Int32Array;
  private readonly delay: Int32Array;
  private readonly unconscious: Uint8Array;
  private readonly treatment = newTreatment();
  private readonly readings: DoctorinReadings;
  private readonly healing: TreatedWounds;

  constructor(
    private readonly game: ShootoutContext,
    private readonly entries: readonly MedicEntry[],
  ) {
    this.x = new Float64Array(entries.length);
    this.y = new Float64Array(entries.length);
    const n = game.figures.length;
    this.due = new Int32Array(n);
    this.delay = new Int32Array(n);
    this.unconscious = new Uint8Array(n);
    const o = game.rules.options;
    const rows = o['doctorin.dentistRows'];
    this.readings =
      rows === 'by-number' || rows === 'stray-seven' ? { dentistRows: rows } : DEFAULT_DOCTORIN_READINGS;
    this.healing = o['shootout.treatedWounds'] === 'heal-flesh' ? 'heal-flesh' : 'heal-worst';
  }

  /** The medics back at their places, nobody treated. */
  reset(): void {
    this.entries.forEach((e, m) => {
      this.x[m] = e.at[0];
      this.y[m] = e.at[1];
    });
    this.shotX = Number.NaN;
    this.shotY = Number.NaN;
    this.jokers = 0;
    this.due.fill(0);
    this.delay.fill(0);
    this.unconscious.fill(0);
  }

  /** A shot was fired from where `f` stands: the "current gunfire" the medics move away from. */
  gunshot(f: Gunfighter): void {
    this.shotX = f.x;
    this.shotY = f.y;
  }

  /** A Joker: every fourth one, each medic moves away from the gunfire. */
  joker(): void {
    this.jokers++;
    if (this.jokers % DOCTORIN_PROCEDURE.personnel.movesEveryTurns !== 0 || this.shotX !== this.shotX) return;
    const game = this.game;
    const dice = game.dice!;
    for (let m = 0; m < this.x.length; m++) {
      const inches = dice.d6() + dice.d6();
      const to = awayFrom(this.x[m]!, this.y[m]!, this.shotX, this.shotY, inches, game.table);
      this.x[m] = to[0];
      this.y[m] = to[1];
      if (game.log)
        game.log.line(
          `  The ${this.entries[m]!.kind} moves ${inches}" away from the gunfire, to (${to[0].toFixed(1)}, ${to[1].toFixed(1)}).`,
        );
    }
  }

  /** `f`'s turn as Doctorin' makes it: lying unconscious, out for a move, treated, or walking over. */
  turn(f: Gunfighter): boolean {
    const game = this.game;
    const log = game.log;
    if (this.unconscious[f.index] === 1) {
      if (log) log.line(`  ${f.name} lies unconscious from his treatment.`);
      return true;
    }
    if (f.wounds.status >= STATUS.knockedOut) return false;
    if (this.delay[f.index]! > 0) {
      this.delay[f.index]!--;
      if (log) log.line(`  ${f.name} is out of the gunfight, being patched up.`);
      return true;
    }
    const due = this.due[f.index]! - 1;
    this.due[f.index] = 0;
    if (due >= 0 && this.within(f, due)) {
      this.treat(f, due);
      return true;
    }
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    if (game.combat.held(f) || game.combat.inFight(f)) return false;
    const serious = f.wounds.seriousTotal();
    const severity = f.wounds.fleshTotal() + 2 * serious;
    if (severity === 0 || !choosesDoctor(f.tactics, game.viewOf(f.index), severity, serious > 0))
      return false;
    const m = this.nearest(f);
    if (!this.within(f, m)) {
      const d = distance(this.x[m]! - f.x, this.y[m]! - f.y);
      const k = (d - BESIDE) / d;
      if (log) log.line(`  ${f.name} heads for the ${this.entries[m]!.kind}.`);
      game.moves.move(f, f.x + (this.x[m]! - f.x) * k, f.y + (this.y[m]! - f.y) * k, 0, true);
    } else if (log) log.line(`  ${f.name} waits by the ${this.entries[m]!.kind} to be patched up.`);
    if (f.wounds.status === STATUS.standing && this.within(f, m)) this.due[f.index] = m + 1;
    return true;
  }

  /** The treatment's throw on the medic's table, and what it does to `f`. */
  private treat(f: Gunfighter, m: number): void {
    const game = this.game;
    const w = f.wounds;
    const severity = w.fleshTotal() + 2 * w.seriousTotal();
    const kind = this.entries[m]!.kind;
    const t =
      kind === 'doctor'
        ? doctorTreatment(severity, game.dice!, this.treatment)
        : dentistTreatment(severity, this.readings, game.dice!, this.treatment);
    const row = t.result;
    if (game.log)
      game.log.line(
        `  The ${kind} treats ${f.name} (severity ${severity}): ${row === null ? 'no row for that throw, nothing happens' : row.printed}.`,
      );
    if (row === null) return;
    treatWounds(w, t.severity - severity, this.healing);
    if (row.dies) {
      w.worsen(STATUS.dead);
      game.wentDown(f, -1, DOWN.killed);
    } else if (row.unconscious) {
      w.worsen(STATUS.knockedOut);
      this.unconscious[f.index] = 1;
      game.wentDown(f, -1, DOWN.knockedOut);
    }
    if (row.delayMoves > 0) this.delay[f.index] = row.delayMoves;
    if (row.rollAgainNextTurn) this.due[f.index] = m + 1;
    if (game.log && !row.dies)
      game.log.line(
        `  ${f.name} now carries ${w.fleshTotal()} flesh and ${w.seriousTotal()} serious wound(s).`,
      );
  }

  private within(f: Gunfighter, m: number): boolean {
    return distance(this.x[m]! - f.x, this.y[m]! - f.y) <= DOCTORIN_PROCEDURE.reachInches;
  }

  private nearest(f: Gunfighter): number {
    let best = 0;
    let bestD = Infinity;
    for (let m = 0; m < this.x.length; m++) {
      const d = distance(this.x[m]! - f.x, this.y[m]! - f.y);
      if (d < bestD) {
        bestD = d;
        best = m;
      }
    }
    return best;
  }
}
