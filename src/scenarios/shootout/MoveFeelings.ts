import { angleBetween, bearing } from '../../geometry/bearing.ts';
import { distance } from '../../geometry/distance.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * Inches within which two men torn between hatred and fear of each other resolve it: "comes within twelve
 * inches of his nemesis" (000 HATRED & FEAR).
 */
const TORN_WITHIN = 12;

/**
 * What a finished move does to the men's feelings (000 SKILLS & ATTRIBUTES, Wildman; 000 HATRED & FEAR): the
 * part of {@link FigureMoves} that reads the emotions, not the table.
 *
 * @example const sx = m.x, sy = m.y; if (moves.stride(m, x, y, want) > 0) feelings.afterMove(m, sx, sy);
 */
export class MoveFeelings {
  constructor(private readonly game: ShootoutContext) {}

  /**
   * What a finished move of `f` from (sx, sy) does to the men's feelings (a Move, a charge, an escape, a run,
   * a group's move, a Reposition): a Wildman frightens the opponents he moved towards, and any two men torn
   * between hatred and fear of each other who now stand within twelve inches resolve it.
   *
   * @example const sx = m.x, sy = m.y; if (game.moves.stride(m, x, y, want) > 0) game.moves.afterMove(m, sx, sy);
   */
  afterMove(f: Gunfighter, sx: number, sy: number): void {
    if (f.skills.wildman > 0) this.wildmanFrightens(f, sx, sy);
    this.cameWithinTwelve(f);
  }

  /**
   * Wildman (000 SKILLS & ATTRIBUTES; 003 SKILLS): "Opponents he is moving towards suffer fear"
   * (`emotions.wildmanFear`). An opponent still in the fight he moved towards, by `shootout.wildmanTowards`:
   * one the move left nearer him (`closer`), or only one of those who lay ahead of the move, within 45
   * degrees of its line as seen from where he set off (`ahead`; register entry wildman-moves-towards).
   */
  private wildmanFrightens(f: Gunfighter, sx: number, sy: number): void {
    const emotions = this.game.emotions;
    if (emotions.readings.wildmanFear === 'off') return;
    const ahead = this.game.rules.readings.wildmanTowards === 'ahead';
    const heading = bearing(sx, sy, f.x, f.y);
    for (const g of this.game.figures) {
      if (g === f || !g.placed || g.isOut() || !emotions.opposed(f.index, g.index)) continue;
      const before = distance(g.x - sx, g.y - sy);
      if (!(distance(g.x - f.x, g.y - f.y) < before - 1e-9)) continue;
      if (ahead && angleBetween(heading, bearing(sx, sy, g.x, g.y)) > 45) continue;
      emotions.wildmanMovesTowards(f.index, g.index, this.game.log);
    }
  }

  /**
   * 000 HATRED & FEAR (003 the same): he "does not resolve this turmoil of conflicting emotions until he has
   * either fired at or is fired upon or comes within twelve inches of his nemesis". After `f` moves or is
   * placed, each man in the fight torn about him, or he about them, within twelve inches of him (inclusive,
   * centre to centre) throws to resolve it (register entry hatred-fear-within-twelve). The distance is
   * measured only for a pair torn, so most moves throw nothing and measure nothing.
   */
  cameWithinTwelve(f: Gunfighter): void {
    const emotions = this.game.emotions;
    if (!emotions.everTorn || f.isOut()) return;
    for (const g of this.game.figures) {
      if (g === f || !g.placed || g.isOut()) continue;
      if (!emotions.torn(f.index, g.index) && !emotions.torn(g.index, f.index)) continue;
      if (distance(g.x - f.x, g.y - f.y) > TORN_WITHIN) continue;
      emotions.withinTwelve(f.index, g.index, this.game.dice!, this.game.log);
    }
  }
}
