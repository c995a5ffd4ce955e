import { angleBetween, bearing } from '../../../geometry/bearing.ts';
import { distance } from '../../../geometry/distance.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { firingCover } from '../../../rules/rwnn/cover/firingCover.ts';
import { terrainStopNeed } from '../../../rules/rwnn/cover/terrainStop.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../../rules/rwnn/fight/defaultFightChooser.ts';
import { ARM, ATTACKED_FROM, BLADE, newFightContext } from '../../../rules/rwnn/fight/FightContext.ts';
import { FightResolver } from '../../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../../rules/rwnn/fight/fightReadingOptions.ts';
import type { Figure } from '../../../rules/rwnn/figure/Figure.ts';
import { GUN } from '../../../rules/rwnn/figure/GunState.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../rules/rwnn/shot/defaultShotChooser.ts';
import { CHART_SIDE, FIRE, GUNS, newShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import { ShotResolver } from '../../../rules/rwnn/shot/ShotResolver.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { newCoverReport } from '../table/CoverReport.ts';
import { coverProtection } from '../table/coverProtection.ts';

/**
 * A hostile townsman's blow or shot at a figure (000 "Non-Player Characters", results 9-12): the townsman is
 * no figure of the game, so he strikes as a plain Citizen stand-in (a rules-core Figure: no skills, a pistol
 * when armed) with the rules core's own fight and shot resolvers, and what his hits leave on the figure
 * (wounds, a duck back, a fall, nerve) is the game's as for any hit, with nobody credited for it. His blow
 * is on the fist row ("improvised weapons"; register entry npc-hostile-acts); the man he attacks defends
 * with his ready gun's row or his fists, and the chooser of both is the rules' default (the figure's tactic
 * is not asked whether to escape a townsman). His shot is a Citizen's: blazing away ("Citizens may not
 * fire deliberately", 000 SHOOTING) against the target's cover from where the townsman stands; a man in the
 * line of fire does not take it. Made once with the townsfolk; allocates nothing per blow.
 *
 * @example const r = blows.attack(stand, x, y, moved, t); // true when the townsman went down
 */
export class TownsmanBlows {
  private readonly shots: ShotResolver;
  private readonly fights: FightResolver;
  private readonly shotCtx = newShotContext();
  private readonly fightCtx = newFightContext();
  private readonly cover = newCoverReport();

  constructor(private readonly game: ShootoutContext) {
    const rules = game.rules;
    this.shots = new ShotResolver(rules.duel.shot);
    this.fights = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
  }

  /**
   * The townsman `s` standing at (x, y) in contact with `t`, after moving `moved` inches, attacks him once on
   * the fighting chart. Returns true when the townsman came off worse: knocked down (or worse) by the
   * defender's 6s.
   */
  attack(s: Figure, x: number, y: number, moved: number, t: Gunfighter): boolean {
    const game = this.game;
    const ctx = this.fightCtx;
    const tg = t.readyGun();
    ctx.attackerArm = ARM.fist;
    ctx.attackerHand = 0;
    ctx.attackerBlade = BLADE.none;
    ctx.defenderArm = tg >= 0 ? ARM.shoot : ARM.fist;
    ctx.defenderHand = tg >= 0 ? tg : 0;
    ctx.defenderBlade = BLADE.none;
    if (ctx.defenderArm === ARM.shoot && this.fights.rowFor(t, ctx, false) < 0) ctx.defenderArm = ARM.fist;
    ctx.attackerMoved = moved;
    ctx.attackerInCover = false;
    ctx.defenderInCover = game.table.coverAgainst(x, y, t.x, t.y, this.cover).shape !== COVER_SHAPE.none;
    const off = angleBetween(t.facing, bearing(t.x, t.y, x, y));
    ctx.attackedFrom = off <= 45 ? ATTACKED_FROM.front : off >= 135 ? ATTACKED_FROM.rear : ATTACKED_FROM.side;
    ctx.backshooting = ctx.attackedFrom === ATTACKED_FROM.rear;
    ctx.firstRound = moved > 0;
    ctx.attackerExtraDice = 0;
    ctx.defenderExtraDice = 0;
    ctx.defenderShield = false;
    ctx.shootKnockedOut = false;
    const w = t.wounds;
    const fleshBefore = w.fleshTotal();
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    game.out.fights++;
    const r = this.fights.attack(
      s,
      t,
      ctx,
      game.dice!,
      DEFAULT_FIGHT_CHOOSER,
      DEFAULT_FIGHT_CHOOSER,
      game.log,
    );
    game.out.hits += r.struck;
    // Blows that took effect (a knock, a wound, a graze, death), as a fight's are counted.
    game.out.townsfolkStruck += r.hitsResolved - r.noEffect;
    game.out.fightHits += r.hitsResolved - r.noEffect;
    game.reactions.afterHits(null, t, r.struck, 0, false, fleshBefore, seriousBefore, statusBefore);
    game.reactions.takeDueTests();
    return s.wounds.status !== STATUS.standing;
  }

  /**
   * The armed townsman `s` at (x, y) fires at `t`: a Citizen's blaze away with his pistol, against `t`'s
   * cover. False when he has no shot (out of sight or range); true when he fired, or saw to a gun out of ammo
   * or jammed instead.
   */
  shoot(s: Figure, x: number, y: number, t: Gunfighter): boolean {
    const game = this.game;
    const log = game.log;
    if (!game.table.canSee(x, y, t.x, t.y) || (game.hiding !== null && game.hiding.isHidden(t.index)))
      return false;
    if (s.readyGun() < 0) {
      // Out of ammo or jammed: he sees to his gun this time (a townsman throws no Fix gun die).
      s.guns[0] = GUN.loaded;
      if (log) log.line(`  ${s.name} sees to his gun.`);
      return true;
    }
    const cover = game.table.coverAgainst(x, y, t.x, t.y, this.cover);
    const cr = game.rules.cover;
    const ctx = this.shotCtx;
    ctx.mode = FIRE.deliberate;
    ctx.range = distance(t.x - x, t.y - y);
    ctx.moved = false;
    ctx.guns = GUNS.right;
    ctx.cover = firingCover(cover.shape, cover.material, cover.concealed, cover.scrub, cr);
    ctx.backshooting = angleBetween(t.facing + 180, bearing(t.x, t.y, x, y)) <= 45;
    ctx.targetMoved = t.moved;
    ctx.targetHated = false;
    ctx.emotionDice = 0;
    ctx.effectModifier = 0;
    ctx.chartSide = CHART_SIDE.own;
    ctx.treeStopsOn = terrainStopNeed(cover.inWoods, cover.inTerrain, cr);
    const behind = coverProtection(ctx, cover, t, cr);
    const base = this.shots.dice(s, t, ctx, 0);
    if (base !== base) return false;
    ctx.mode = FIRE.blaze;
    const n = base + game.rules.duel.shot.blazeBonus[s.weaponIndex[0]!]!;
    const dice = game.dice!;
    const hits = this.shots.fireWith(s, t, ctx, 0, n, dice, DEFAULT_SHOT_CHOOSER, t.tactics, log);
    game.out.shots++;
    game.groups.shotFired();
    if (hits > 0) {
      const w = t.wounds;
      const fleshBefore = w.fleshTotal();
      const seriousBefore = w.seriousTotal();
      const statusBefore = w.status;
      this.shots.resolveHits(s, t, hits, ctx, dice, DEFAULT_SHOT_CHOOSER, t.tactics, log);
      game.out.hits += this.shots.struck;
      game.out.townsfolkStruck += this.shots.struck;
      game.out.stopped += this.shots.stopped;
      const covered = behind || cover.inTerrain > 0;
      game.reactions.afterHits(
        null,
        t,
        this.shots.struck,
        this.shots.stopped,
        covered,
        fleshBefore,
        seriousBefore,
        statusBefore,
      );
    }
    game.reactions.takeDueTests();
    return true;
  }
}
