import { mysticVision, newVision } from '../../../rules/rwnn/indian/mysticVision.ts';
import { NERVE_STATE } from '../Gunfighter.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { ARROW_LEVEL, type FigureProfiles } from './FigureProfiles.ts';

/** Each vision in the story's words. */
const VISION_WORDS = {
  charmed: 'Charmed (one batch re-thrown this gunfight)',
  cursed: 'Cursed (each opposing side may make him re-throw one die)',
  lucky: 'Lucky (one die of each batch re-thrown)',
  'dream-quest': 'Dream Quest: he takes no part in this encounter',
  'medicine-man': 'Medicine Man: the whole war party is charmed',
  'mighty-vision': 'a Mighty Vision',
} as const;

/**
 * The Mystic Warrior's throw "Before each conflict" (000 "Mystic Warrior"), thrown for each in figure order
 * as a gunfight starts (mysticVision) and given effect for the gunfight: Charmed, one re-throw of a whole
 * batch; Cursed, one re-throw each opposing side may force on him; Lucky, one die of each batch; Dream
 * Quest, he leaves (out of the gunfight, his card out of the deck); Medicine Man, every Indian of his side
 * charmed. A Mighty Vision's second throw gives one of the first three. The re-throws are the shooting rules'
 * own (Charmed, Cursed, Lucky), so they serve firearms; a bow's or a thrown weapon's throw takes none.
 */
export class MysticVisions {
  private readonly vision = newVision();
  private readonly luckyNow: Uint8Array;

  constructor(
    private readonly game: ShootoutContext,
    private readonly profiles: FigureProfiles,
  ) {
    this.luckyNow = new Uint8Array(game.figures.length);
  }

  /** Whether `f` is Lucky by a vision this gunfight. */
  lucky(f: Gunfighter): boolean {
    return this.luckyNow[f.index] === 1;
  }

  /** Throws each Mystic Warrior's vision (dice only for them). */
  throwAll(): void {
    this.luckyNow.fill(0);
    for (const f of this.game.figures)
      if (f.indian !== null && f.indian.skills.includes('mystic-warrior')) this.throwFor(f);
  }

  private throwFor(f: Gunfighter): void {
    const game = this.game;
    const v = mysticVision(game.dice!, this.vision);
    const skill = v.skill as 'charmed' | 'cursed' | 'lucky' | null;
    if (game.log) {
      const then = v.vision === 'mighty-vision' && skill !== null ? `, for good: ${VISION_WORDS[skill]}` : '';
      game.log.line(`${f.name} is a Mystic Warrior; his vision: ${VISION_WORDS[v.vision]}${then}.`);
    }
    if (v.absent) {
      f.nerve = NERVE_STATE.fled;
      game.deck.retire(f.index);
      return;
    }
    if (skill === 'charmed') {
      if (v.who === 'war-party') {
        for (const o of game.figures) if (o.side === f.side && o.indian !== null) o.charmedLeft++;
      } else f.charmedLeft++;
    } else if (skill === 'cursed') f.curseTokens++;
    else if (skill === 'lucky') {
      this.luckyNow[f.index] = 1;
      this.profiles.apply(f, ARROW_LEVEL.none, true);
    }
  }
}
