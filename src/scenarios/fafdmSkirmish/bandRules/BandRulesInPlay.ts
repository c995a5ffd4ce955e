import type { Dice } from '../../../dice/Dice.ts';
import { distance } from '../../../geometry/distance.ts';
import type { SkirmishPlan, SkirmishView } from '../../../policies/fafdm/FafdmTactic.ts';
import {
  FAFDM_BAND_FIRE_RULES,
  FAFDM_CHARACTER_RULES,
  NEAR_CAPTAIN_U,
  type FafdmBandFireRule,
  type FafdmCharacterRule,
} from '../../../rules/fafdm/bands/fafdmBandRules.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../../rules/fafdm/FafdmLog.ts';
import type { FafdmNerve } from '../../../rules/fafdm/FafdmNerve.ts';
import type { FafdmShotSituation } from '../../../rules/fafdm/FafdmShotSituation.ts';
import { moveOnFoot } from '../../../rules/fafdm/moveOnFoot.ts';
import { panicAfterHit } from '../../../rules/fafdm/panicAfterHit.ts';
import type { FafdmBandId } from '../../../rules/fafdm/tables/fafdmBands.ts';
import { FOOT_MOVES, MELEE_REACH_U } from '../../../rules/fafdm/tables/footMovement.ts';
import type { SkirmishBoard } from '../SkirmishBoard.ts';
import type { TableRules } from '../TableRules.ts';
import type { SkirmishMission } from '../SkirmishMission.ts';
import { nearestEdge } from './nearestEdge.ts';

/** What the engine knows of each figure of the board: his band's rules, his own, his place. */
interface Member {
  readonly fig: FafdmFigure;
  readonly side: 0 | 1;
  readonly role: 'leader' | 'hero' | 'ordinary';
  readonly band: FafdmBandFireRule;
  readonly rules: readonly FafdmCharacterRule[];
  /** Figures he shoots past when his band's rule allows it: his band and any civilians. */
  readonly past: readonly FafdmFigure[];
  /** Whether he was in play after the last attack (to see who fell). */
  wasInPlay: boolean;
  /** Running off the table (9.12). */
  fleeing: boolean;
}

/** One figure's place in his band: the engine's input, from the roster (9.3-9.12). */
export interface BandMember {
  readonly fig: FafdmFigure;
  readonly band: FafdmBandId;
  readonly character: string;
  readonly role: 'leader' | 'hero' | 'ordinary';
}

function ruleOf<K extends FafdmCharacterRule['kind']>(
  m: Member,
  kind: K,
): Extract<FafdmCharacterRule, { kind: K }> | undefined {
  for (const r of m.rules) if (r.kind === kind) return r as Extract<FafdmCharacterRule, { kind: K }>;
  return undefined;
}

const apart = (a: FafdmFigure, b: FafdmFigure): number => distance(a.x - b.x, a.y - b.y);

/**
 * The bands' own rules played on a table (001 9.3-9.12, {@link FAFDM_CHARACTER_RULES} and
 * {@link FAFDM_BAND_FIRE_RULES}): shooting past allies and civilians, firing into a fray, the leaders'
 * coolness within 5U, the Captain's fearless soldiers, the Vice-Sheriff and the Sergeant, Volunteers who
 * lose heart, the Soldiers' volley, the Bear Hunter's blows, the Mountain Men's fearsome melee, Peones who
 * fall back, the Warrior who must attack within 8U, civilians who run off the table, the Saloon Woman who
 * cannot be shot first. A scenario's rules (`mission`) are asked after them.
 *
 * @example board.rules = new BandRulesInPlay(board, members, null)
 */
export class BandRulesInPlay implements TableRules, FafdmNerve {
  private readonly members: Member[] = [];
  private readonly byFigure = new Map<FafdmFigure, Member>();
  private readonly leaders: [Member | null, Member | null] = [null, null];
  /** The attack being resolved: whether it is a fight, and the attacker (for 9.6). */
  private melee = false;

  constructor(
    private readonly board: SkirmishBoard,
    roster: readonly BandMember[],
    readonly mission: SkirmishMission | null,
  ) {
    const civilians = roster.filter((r) => r.band === 'common').map((r) => r.fig);
    // One list a side, shared by its members: a campaign builds a board for nearly every match.
    const pasts = board.sides.map((s) => [...new Set([...s.figures, ...civilians])]);
    for (const r of roster) {
      const side = board.sideOf(r.fig);
      const m: Member = {
        fig: r.fig,
        side,
        role: r.role,
        band: FAFDM_BAND_FIRE_RULES[r.band],
        rules: FAFDM_CHARACTER_RULES[`${r.band}/${r.character}`]?.rules ?? [],
        past: pasts[side]!,
        wasInPlay: true,
        fleeing: false,
      };
      this.members.push(m);
      this.byFigure.set(r.fig, m);
      if (r.role === 'leader') this.leaders[side] = m;
    }
  }

  private of(fig: FafdmFigure): Member {
    const m = this.byFigure.get(fig);
    if (m === undefined) throw new RangeError(`${fig.name} is not on this board`);
    return m;
  }

  /** Figures of `m`'s band in play within `reachU` of him, himself apart. */
  private mates(m: Member, reachU: number): number {
    let n = 0;
    for (const o of this.members)
      if (o !== m && o.side === m.side && o.fig.inPlay && apart(o.fig, m.fig) <= reachU) n++;
    return n;
  }

  /** His band's leader if in play and within `reachU` of him (not himself). */
  private leaderNear(m: Member, reachU: number): Member | null {
    const l = this.leaders[m.side];
    return l !== null && l !== m && l.fig.inPlay && apart(l.fig, m.fig) <= reachU ? l : null;
  }

  reset(): void {
    for (const m of this.members) {
      m.wasInPlay = true;
      m.fleeing = false;
    }
    this.mission?.reset();
  }

  shootPast(shooter: FafdmFigure): readonly FafdmFigure[] | null {
    const m = this.of(shooter);
    const p = m.band.shootPast;
    if (p === 'always') return m.past;
    if (p === 'near-leader' && (m.role === 'leader' || this.leaderNear(m, NEAR_CAPTAIN_U) !== null))
      return m.past;
    return null;
  }

  mayShootAt(shooter: FafdmFigure, target: FafdmFigure): boolean {
    const m = this.of(shooter);
    const t = this.of(target);
    // 9.12: "He can not be fired until she fired first".
    if (!target.fired && ruleOf(t, 'shot-last') !== undefined) return false;
    // 9.4, 9.7, 9.9 may "shoot also in the fray"; the others may not shoot at an enemy fighting their own.
    if (!m.band.intoFray)
      for (const o of this.members)
        if (o.side === m.side && o !== m && o.fig.inPlay && apart(o.fig, target) <= MELEE_REACH_U)
          return false;
    return this.mission === null || this.mission.mayShootAt(shooter, target);
  }

  situate(
    by: FafdmFigure,
    target: FafdmFigure,
    melee: boolean,
    distanceU: number,
    at: FafdmShotSituation,
  ): void {
    const m = this.of(by);
    this.melee = melee;
    let bonus = 0;
    if (melee) bonus += ruleOf(m, 'brawler')?.bonus ?? 0;
    else {
      const v = ruleOf(m, 'volley');
      if (v !== undefined && this.mates(m, v.reachU) >= v.company) bonus += v.bonus;
    }
    at.attackBonus = bonus;
    at.coolnessPlus = !melee && ruleOf(this.of(target), 'shot-last') !== undefined;
    at.nerve = this;
    this.mission?.situate(by, target, melee, distanceU, at);
  }

  immune(fig: FafdmFigure): boolean {
    const m = this.of(fig);
    const c = this.leaders[m.side];
    const fearless = c === null ? undefined : ruleOf(c, 'fearless');
    if (
      c !== null &&
      fearless !== undefined &&
      c.fig.inPlay &&
      (c === m || apart(c.fig, fig) <= fearless.reachU)
    )
      return true;
    const calm = ruleOf(m, 'calm-near-leader');
    if (calm !== undefined) {
      const l = this.leaderNear(m, calm.reachU);
      if (l !== null && !l.fig.shocked && !l.fig.scared) return true;
    }
    const company = ruleOf(m, 'calm-in-company');
    return company !== undefined && this.mates(m, company.reachU) >= company.company;
  }

  panicCool(fig: FafdmFigure, from: FafdmFigure): number {
    const m = this.of(fig);
    let cool = fig.cool;
    const l = this.leaders[m.side];
    if (l !== null && l !== m) {
      const s = ruleOf(l, 'steadying');
      if (s !== undefined && l.fig.inPlay && apart(l.fig, fig) <= s.reachU && l.fig.cool > cool)
        cool = l.fig.cool;
    }
    const company = ruleOf(m, 'steady-in-company');
    if (company !== undefined && this.mates(m, company.reachU) > 0) cool += company.bonus;
    const far = ruleOf(m, 'far-from-leader');
    if (far !== undefined && l !== null && l.fig.inPlay && apart(l.fig, fig) > far.beyondU) cool -= far.malus;
    if (this.melee && from !== fig) cool -= this.of(from).band.fearsomeMelee;
    return cool;
  }

  act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number {
    return this.mission === null || this.of(fig).fleeing ? points : this.mission.act(fig, points, dice, log);
  }

  steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan, log: FafdmLog | null): boolean {
    const m = this.of(fig);
    if (m.fleeing) {
      const e = nearestEdge(fig, this.board.table);
      plan.pace = 'run';
      plan.toX = e.x;
      plan.toY = e.y;
      plan.charge = plan.aim = false;
      plan.target = -1;
      log?.line(`  ${fig.name} runs for the edge of the table (9.12).`);
      return false;
    }
    const b = ruleOf(m, 'berserk');
    if (b !== undefined) this.berserk(fig, b.reachU, view, plan, log);
    return this.mission === null || this.mission.steer(fig, view, plan, log);
  }

  /** 9.11: "If within 8U there's an opponent, he will try in anyway to damage it". */
  private berserk(
    fig: FafdmFigure,
    reachU: number,
    view: SkirmishView,
    plan: SkirmishPlan,
    log: FafdmLog | null,
  ): void {
    let k = -1;
    for (let i = 0; i < view.knownCount && k < 0; i++) if (view.known[i]!.distanceU <= reachU) k = i;
    if (k < 0) return;
    const e = view.known[k]!;
    const shootable = e.visible && e.inFront && fig.shotsLeft > 0 && e.distanceU <= fig.gun.maxU;
    if (shootable) {
      if (plan.pace !== 'none' || plan.target !== k)
        log?.line(`  ${fig.name} must attack the enemy within ${reachU}U (9.11): he stands and shoots.`);
      plan.pace = 'none';
      plan.charge = false;
      plan.aim = true;
      plan.target = k;
      return;
    }
    const d = Math.max(e.distanceU, 1e-9);
    const k2 = Math.max(0, d - 0.5) / d;
    plan.pace = d - 0.5 > FOOT_MOVES.walk.maxU ? 'run' : 'walk';
    plan.toX = fig.x + (e.x - fig.x) * k2;
    plan.toY = fig.y + (e.y - fig.y) * k2;
    plan.charge = true;
    plan.aim = false;
    plan.target = k;
    log?.line(`  ${fig.name} must attack the enemy within ${reachU}U (9.11): he charges.`);
  }

  afterMove(fig: FafdmFigure, log: FafdmLog | null): void {
    const m = this.of(fig);
    if (m.fleeing && nearestEdge(fig, this.board.table).d < 0.01) {
      // Off the table he is out of the game: counted as lost, though unhurt.
      fig.cos = 0;
      m.wasInPlay = false;
      log?.line(`  ${fig.name} leaves the table (9.12).`);
    }
    this.mission?.afterMove(fig, log);
  }

  afterAttack(
    by: FafdmFigure,
    target: FafdmFigure,
    struck: boolean,
    melee: boolean,
    dice: Dice,
    log: FafdmLog | null,
  ): void {
    const t = this.of(target);
    if (target.inPlay) {
      const back = ruleOf(t, 'falls-back');
      if (struck && back !== undefined) {
        const d = Math.max(apart(target, by), 1e-9);
        const tx = target.x + ((target.x - by.x) / d) * back.U;
        const ty = target.y + ((target.y - by.y) / d) * back.U;
        moveOnFoot(target, tx, ty, back.U, this.board.table, this.board.part);
        log?.line(
          `  ${target.name} falls back ${back.U}U from ${by.name} (9.7), to (${target.x.toFixed(1)}, ${target.y.toFixed(1)}).`,
        );
      }
      if (!melee && !t.fleeing && ruleOf(t, 'flees-when-shot') !== undefined) {
        t.fleeing = true;
        log?.line(`  ${target.name} is fired upon and panics: he will run off the table (9.12).`);
      }
    }
    if (!melee)
      for (const o of this.members) {
        const g = ruleOf(o, 'flees-gunfire');
        if (g === undefined || o.fleeing || !o.fig.inPlay || apart(o.fig, by) > g.reachU) continue;
        o.fleeing = true;
        log?.line(
          `  ${o.fig.name} hears shooting within ${g.reachU}U and panics: he will run off the table (9.12).`,
        );
      }
    for (const fallen of this.members) {
      if (!fallen.wasInPlay || fallen.fig.inPlay) continue;
      fallen.wasInPlay = false;
      if (fallen.role !== 'ordinary') this.loseHeart(fallen, by, dice, log);
    }
    this.mission?.afterAttack(by, target, struck, melee, dice, log);
  }

  /** 9.3, 9.4, 9.9: a hero eliminated near a Volunteer or a Criminal, or their leader eliminated. */
  private loseHeart(fallen: Member, by: FafdmFigure, dice: Dice, log: FafdmLog | null): void {
    const at = this.board.situation;
    for (const o of this.members) {
      const h = ruleOf(o, 'heart');
      if (h === undefined || o.side !== fallen.side || !o.fig.inPlay) continue;
      if (fallen.role === 'leader' && h.leaderPanics) {
        o.fig.scared = true;
        o.fig.shocked = false;
        if (at.shelter?.near(o.fig) === true) at.shelter.flee(o.fig, by);
        else o.fig.onGround = true;
        log?.line(`  ${o.fig.name} sees his leader fall and panics (9.4): ${o.fig.state}.`);
      } else if (apart(o.fig, fallen.fig) <= h.reachU) {
        log?.line(`  ${o.fig.name} sees ${fallen.fig.name} fall within ${h.reachU}U (9.3-9.9).`);
        this.melee = false;
        panicAfterHit(o.fig, by, dice, this.board.readings, this.board.counts, at, log);
      }
    }
  }
}
