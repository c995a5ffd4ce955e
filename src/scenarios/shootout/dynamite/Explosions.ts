import { pointRectDistance } from '../../../geometry/pointRectDistance.ts';
import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { buildingBlast } from '../../../rules/rwnn/dynamite/buildingBlast.ts';
import { explosionDamage, type ExplosionCover } from '../../../rules/rwnn/dynamite/explosionDamage.ts';
import {
  CHART_SIDE,
  COVER,
  FIRE,
  GUNS,
  SHIELD,
  type ChartSideCode,
} from '../../../rules/rwnn/shot/ShotContext.ts';
import { DYNAMITE_EXPLOSION } from '../../../rules/rwnn/tables/dynamiteExplosion.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { newCoverReport } from '../table/CoverReport.ts';
import { PIECE } from '../table/PieceKind.ts';
import { BuildingSmoke } from './BuildingSmoke.ts';
import type { ExplosionListener } from './ExplosionListener.ts';
import type { DynamiteRules } from './DynamiteRules.ts';

/**
 * A stick going off (000 "Explosions" and "What Happens to a Building"): every man within 4" pulls his
 * chits (3 on the pink side; behind light cover a chit fewer on his usual side, behind heavy cover two fewer
 * on the white side: `explosionDamage`), each chit a hit on the wound chart as a bullet's is, and anyone who
 * pulled one is then dazed and knocked down "Regardless of Skills"; then every building within 6" throws its
 * die (`buildingBlast`): collapse, fire or smoke, the smoke hiding what lies behind it.
 *
 * @example explosions.explode(x, y, thrower)
 */
export class Explosions {
  readonly smoke: BuildingSmoke;
  private readonly cover = newCoverReport();
  /** Told of each explosion, in the order they asked (the herd on the table, a test counting blasts). */
  private readonly listeners: ExplosionListener[] = [];

  constructor(
    private readonly game: ShootoutContext,
    private readonly rules: DynamiteRules,
  ) {
    this.smoke = new BuildingSmoke(game.table.buildings);
  }

  reset(): void {
    this.smoke.reset();
  }

  /** Adds a listener told of each explosion, after its damage. */
  listen(l: ExplosionListener): void {
    this.listeners.push(l);
  }

  /** What stands between the blast at (x, y) and `t`: a building heavy cover, any other piece light. */
  coverFrom(x: number, y: number, t: Gunfighter): ExplosionCover {
    const c = this.game.table.coverAgainst(x, y, t.x, t.y, this.cover);
    if (c.shape === COVER_SHAPE.none) return 'none';
    if (c.piece >= 0 && this.game.table.kindOf(c.piece) === PIECE.building) return 'heavy';
    return c.shape === COVER_SHAPE.full && c.material === MATERIAL.substantial ? 'heavy' : 'light';
  }

  /** The stick thrown by `thrower` goes off at (x, y). */
  explode(x: number, y: number, thrower: Gunfighter): void {
    const game = this.game;
    const log = game.log;
    if (log) log.line(`  BOOM! The dynamite goes off at (${x.toFixed(1)}, ${y.toFixed(1)}).`);
    for (const t of game.figures) {
      if (!t.placed || t.wounds.status === STATUS.dead) continue;
      const inches = Math.hypot(t.x - x, t.y - y);
      if (inches > DYNAMITE_EXPLOSION.withinInches) continue;
      const cover = this.coverFrom(x, y, t);
      const usual = t.profile.tough > 0 ? 'white' : 'pink';
      const damage = explosionDamage(inches, cover, usual, this.rules.coverChits);
      if (damage.chits <= 0) continue;
      if (log)
        log.line(
          `  ${t.name}, ${inches.toFixed(1)}" away${cover === 'none' ? '' : ` behind ${cover} cover`}, pulls ${damage.chits} chit(s) on the ${damage.side} side.`,
        );
      this.wound(
        thrower,
        t,
        inches,
        damage.chits,
        cover === 'light' ? CHART_SIDE.own : damage.side === 'white' ? CHART_SIDE.white : CHART_SIDE.pink,
      );
      if (damage.dazedKnockedDown && t.wounds.status === STATUS.standing) {
        // "dazed and knocked down requiring a turn to recover. Regardless of Skills/Experience".
        t.wounds.worsen(STATUS.knockedDown);
        t.duckedBack = false;
        t.aimAt = -1;
        game.reactions.loseAimsOn(t);
        if (log) log.line(`  ${t.name} is dazed and knocked down.`);
      }
    }
    this.buildings(x, y);
    game.reactions.takeDueTests();
    for (const l of this.listeners) l(x, y, thrower.index);
  }

  /** `chits` damage chits on `t`, read on `side`, each a hit on the wound chart. */
  wound(thrower: Gunfighter, t: Gunfighter, inches: number, chits: number, side: ChartSideCode): void {
    const ctx = this.game.gunfire.ctx;
    ctx.range = inches;
    ctx.mode = FIRE.blaze;
    ctx.guns = GUNS.right;
    ctx.moved = false;
    ctx.cover = COVER.none;
    ctx.backshooting = false;
    ctx.targetMoved = false;
    ctx.targetHated = false;
    ctx.emotionDice = 0;
    ctx.protectedMask = 0;
    ctx.shield = SHIELD.substantial;
    ctx.penetrationWhiteSide = false;
    ctx.treeStopsOn = 0;
    ctx.effectModifier = 0;
    ctx.chartSide = side;
    this.game.gunfire.takeHits(thrower, t, chits, false);
    ctx.chartSide = CHART_SIDE.own;
  }

  /** Every building within 6" of the blast throws its die: collapse, fire, or smoke. */
  private buildings(x: number, y: number): void {
    const game = this.game;
    const r = game.table.buildings;
    for (let b = 0; b < r.count; b++) {
      const inches = pointRectDistance(x, y, r.x0[b]!, r.y0[b]!, r.x1[b]!, r.y1[b]!);
      const material = r.material[b] === MATERIAL.penetrable ? 'wood' : 'adobe';
      const what = buildingBlast(material, inches, game.dice!);
      if (what === 'out-of-reach') continue;
      if (what === 'edge-collapses') this.smoke.collapsed[b] = 1;
      this.smoke.raise(b, what === 'on-fire');
      if (game.log) {
        const name = game.table.pieceNames[r.piece[b]!] ?? `building ${b + 1}`;
        const words =
          what === 'edge-collapses'
            ? 'an edge collapses in a cloud of dust'
            : what === 'on-fire'
              ? 'stands firm but is on fire'
              : 'stands firm, wrapped in smoke';
        game.log.line(`  The ${material} ${name} ${inches.toFixed(1)}" from the blast ${words}.`);
      }
    }
  }
}
