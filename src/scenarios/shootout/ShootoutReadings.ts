import type { RwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import { withPresetValues } from '../../rules/rwnn/ruleset/withPresetValues.ts';
import { SHOOTOUT_READING_OPTIONS } from './shootoutReadingOptions.ts';

/**
 * The readings of the shootout passages the rule modules do not settle, resolved for one ruleset: who ducks
 * back, what a Pass allows, which wounds owe a Recover, how a knocked-out figure comes round, whether the
 * optional nerve rule and the suggested backshooting reactions are played, how long a man drawn on from
 * behind stays caught, whether an opponent may interrupt a challenge with a fast draw, whether a man already
 * in a fight may be charged by another and when an opponent is outnumbered, how far a group moves, when a
 * man fights with his blade, what a stuck blade costs him, what a Legend of the West does with his own
 * card, what a Jumpy man's chance of recovering is thrown for, which opponents a Wildman moves towards, whom a
 * shot into a fight hits, how far a White knight's code reaches, whether the re-roll skills reach a
 * figure's own single throws, which turns a Stoopid man throws for and what his 3 does when he cannot
 * carry on, when an Agile man turns at the end of a Move & Fire, what a Cunning man's throw gives him, and
 * which chart a man Drunk (or Deranged) throws on, and which men make a Legend of the West's group. Each reading has its entry in docs/rules/interpretations/.
 *
 * @example shootoutReadings(rwnnRuleset('rwnn-1996')).duckBacks === 'any-hit'
 */
export interface ShootoutReadings {
  /**
   * 000 DUCK BACKS "Only characters behind cover are subject to duck backs" (`cover-only`); 003 "When a target
   * is hit (including grazes) or his cover stops a shot for him, he is forced to immediately duck back"
   * (`any-hit`).
   */
  readonly duckBacks: 'cover-only' | 'any-hit';
  /** 000's Reposition ("move up to two inches in any direction"); 003's Pass ("do nothing (except turn"). */
  readonly passMoves: number;
  /**
   * What spoils an aim on a figure besides ducking back: any action that changes his place, a Reposition
   * included (`any-move`: 000 and 003 "before the target makes a move", 002 "any kind of move"), or only a
   * Move or Move & Fire action (`move-action`).
   */
  readonly aimLostOn: 'move-action' | 'any-move';
  /**
   * Which way a figure faces at the end of a Move or Move & Fire: the way he moved (`direction-moved`, 000 and
   * 003, which give "ends move facing any direction" to Agile men only), or any direction his tactic chooses
   * (`any`, 002 ACTIONS "MOVE - 3d6\", end facing any direction").
   */
  readonly endFacing: 'direction-moved' | 'any';
  /**
   * A Citizen's Move toward a declared objective (a cover position): halts there when his throw reaches it
   * (`halt`, 000 Citizen Move), or goes the full roll past it (`full-roll`, 003 "Citizens must move the
   * maximum distance"). A charge ends at the man charged either way.
   */
  readonly citizenObjective: 'halt' | 'full-roll';
  /** Which wounds owe a Recover (tables.recoverAfterWound): any wound, or serious wounds only (002). */
  readonly recoverAfter: 'any-wound' | 'serious-only';
  /** Knocked-out recovery (tables.knockedOutRecovery): a 6 each time, +1 per later throw, or +1 after the first. */
  readonly wakeUp: 'six-only' | 'plus-one-per-throw' | 'plus-one-after-first';
  /** What a figure who comes round is: still on the ground (must Get up), or on his feet. */
  readonly cameRound: 'knocked-down' | 'standing';
  /** The nerve rules (000 and 003 print them among the optional rules). */
  readonly nerve: 'on' | 'off';
  /**
   * 000 ESCAPING FROM COMBAT "If his opponent is outnumbered": two or more enemies in contact with him
   * (`two-on-one`), or more enemies than his own side in the fight round him (`more-enemies`).
   */
  readonly outnumbered: 'two-on-one' | 'more-enemies';
  /**
   * 000 OUTNUMBERED CHARACTERS "in contact with one or more opponents": a charge at a man already in a fight
   * joins it (`join`), or every fight stays one on one and such a charge is not allowed (`refused`).
   */
  readonly joinFight: 'join' | 'refused';
  /**
   * 000 GROUP MOVEMENT "to move in the same direction as a body": one movement throw, the leader's, for the
   * whole group (`leader`), or each member throwing his own (`each`).
   */
  readonly groupMoveThrow: 'leader' | 'each';
  /**
   * 000 ESCAPING FROM COMBAT "Characters can leave combat ... in two circumstances": a figure in a fight is
   * held there but for those (`held`), or may walk out of it with a Move on his turn (`free`).
   */
  readonly heldInFight: 'held' | 'free';
  /**
   * 000 BACKSHOOTING's suggested reaction throws: turning to face an enemy within twelve inches of one's rear,
   * and the fast draw on hearing a backshooter's gun cock.
   */
  readonly backshootReactions: 'on' | 'off';
  /** The "back to opponent" fast-draw dice of a man drawn on from behind: in the first draw, or every draw. */
  readonly backToOpponent: 'first-draw' | 'whole-duel';
  /** 000 situation 1: an opponent in arc may announce a fast draw on a man who draws (challenges). */
  readonly interruptDraw: 'on' | 'off';
  /**
   * Guns at the start of a gunfight: out (`drawn`), so only a challenge is a drawing; or in their holsters
   * (`holstered`), so a man's first shot or aim is his drawing too, which an opponent may interrupt.
   */
  readonly gunsAtStart: 'drawn' | 'holstered';
  /**
   * When a figure carrying a blade fights with it rather than his gun or fists: whichever gives him more
   * dice for his part, attacking or defending (`more-dice`), or whenever he is in a fight (`always`).
   */
  readonly bladeUse: 'more-dice' | 'always';
  /**
   * A blade stuck in a body (000 FIGHTING: "a 50% chance of causing the weapon to become stuck"): lost for
   * the rest of the gunfight (`lost`), or pulled free at once (`freed`).
   */
  readonly stuckBlade: 'lost' | 'freed';
  /**
   * Legend of the West: "when his character card is drawn, his player takes it into his hand as if it was an
   * action card" (`hand`, his policy choosing between his turn now and the card kept), or his card gives him
   * his turn at once as anyone's does (`turn`).
   */
  readonly legendCard: 'hand' | 'turn';
  /**
   * Jumpy: "only has a 50%* chance of recovering": thrown for each Recover he owes, a wound's or a duck
   * back's (`recover`), or for coming round from a knock-out as well, after his 6
   * (`recover-and-coming-round`).
   */
  readonly jumpyRecovery: 'recover' | 'recover-and-coming-round';
  /**
   * Wildman: "Opponents he is moving towards suffer fear": every opponent his move left nearer him
   * (`closer`), or only those of them who lay within 45 degrees of the line of his move (`ahead`).
   */
  readonly wildmanTowards: 'closer' | 'ahead';
  /**
   * Wildman's forced turn: 000 "must move (towards an appropriate enemy) and fire every turn if he can, moving
   * the full two dice distance until he makes contact" (`toward-enemy`: a Move & Fire at his enemy, the full
   * roll unless he reaches him); or 003 "must move and fire every turn if he can" (`move-and-fire`: a Move &
   * Fire, where his tactic moves him if it chose one, the distance his to choose).
   */
  readonly wildmanMove: 'toward-enemy' | 'move-and-fire';
  /**
   * 000 SHOOTING INTO COMBAT "They stand at equal chance of hitting any of the protagonists or close
   * bystanders": each hit of a shot into a fight goes to one of them, picked at random (`random`), or every
   * hit goes to the man fired at (`target`).
   */
  readonly intoFight: 'random' | 'target';
  /**
   * White knight "may not back-shoot, shoot knocked down targets or anyone unable to shoot back": the man he
   * shoots at, by the shooting rules or on the fighting chart's gun rows, and everyone his shotgun's blast may
   * catch (`whole-blast`); the man he shoots at only (`target`); or only a shot by the shooting rules
   * (`shots-only`).
   */
  readonly whiteKnightBar: 'whole-blast' | 'target' | 'shots-only';
  /**
   * Lucky, Charmed and Cursed on a figure's own single throws: a knocked-out man's throw to come round, a
   * Jumpy man's throw to recover and a firer's throw for a clear shot through woods are batches he throws,
   * re-rollable like any other (`own-throws`), or the skills touch none of them (`none`).
   */
  readonly singleRerolls: 'own-throws' | 'none';
  /**
   * Stoopid "throw each turn": every turn he chooses an action for, an action card's free turn too
   * (`every`), or only the turn his own card gives him (`own-card`).
   */
  readonly stoopidTurns: 'every' | 'own-card';
  /**
   * Stoopid "3 - continue doing whatever he did last turn", when he cannot (no last turn of his choosing, or
   * its action not allowed now): he does nothing (`nothing`), or takes his turn as he chooses (`normal`).
   */
  readonly stoopidStuck: 'nothing' | 'normal';
  /**
   * Agile "ends move facing any direction": on a Move & Fire he turns as the move ends, before the shot "at
   * the end of his movement" (`before-shot`), or the shot is taken facing the way he moved and he turns after
   * it (`after-shot`).
   */
  readonly agileFacing: 'before-shot' | 'after-shot';
  /**
   * Cunning's "Roll 1 D6": thrown for each gunfight as it starts (`roll`), or the one result every Cunning
   * man of the cell has, as if thrown when he gained the skill.
   */
  readonly cunning: CunningReading;
  /**
   * Cunning's Cool Under Fire, "may use an action card currently being 'held' by character on own side": a
   * side's held cards are already its figures' to play, class allowing, so nothing changes (`side-hand`); or
   * he may play a card of any class his side holds (`class-waiver`).
   */
  readonly cunningCards: 'side-hand' | 'class-waiver';
  /**
   * "Drunk (or Deranged): Page *30": the chart a figure with the skill throws on as each gunfight starts,
   * Drunkenness (`drunk`) or Deranged (`deranged`), or none, the skill doing nothing (`none`).
   */
  readonly drunkOrDeranged: 'drunk' | 'deranged' | 'none';
  /**
   * Legend of the West "May fire at a group of characters within four* inches of each other": each man of the
   * group within four inches of every other (`each-other`), or of some other (`chain`); or the skill's group
   * fire not played (`off`).
   */
  readonly legendGroup: 'each-other' | 'chain' | 'off';
}

/** The Cunning results a cell may fix for its Cunning men, or `roll` for a throw each gunfight. */
export type CunningReading =
  'roll' | 'mechanical-aptitude' | 'tactical-theory' | 'common-sense' | 'cool-under-fire' | 'steel-plate';

function pick<T extends string>(options: Readonly<Record<string, string>>, key: string, fallback: T): T {
  const v = options[key];
  return (v ?? fallback) as T;
}

/**
 * The shootout readings of a ruleset, from its edition and its options (the ruleset's own `tables.*`
 * options and this scenario's `shootout.*`).
 *
 * @example shootoutReadings(rwnnRuleset('rwnn-quickref')).recoverAfter === 'serious-only'
 */
export function shootoutReadings(
  ruleset: RwnnRuleset,
  given: Readonly<Record<string, string>> = {},
): ShootoutReadings {
  const edition = ruleset.preset;
  const options = withPresetValues(edition, given, SHOOTOUT_READING_OPTIONS);
  const duck = pick(options, 'shootout.duckBacks', 'ruleset');
  const wild = pick<'ruleset' | 'toward-enemy' | 'move-and-fire'>(options, 'shootout.wildmanMove', 'ruleset');
  const recover = ruleset.options['tables.recoverAfterWound'] ?? 'ruleset';
  const wake = ruleset.options['tables.knockedOutRecovery'] ?? 'ruleset';
  return {
    duckBacks: duck === 'ruleset' ? (edition === 'rwnn-1996' ? 'any-hit' : 'cover-only') : duck,
    // 003 ACTIONS "Pass: do nothing (except turn to face any direction)"; 000 "Reposition: ... up to two inches".
    passMoves: edition === 'rwnn-1996' ? 0 : 2,
    // No tactic makes a Reposition that shifts him yet: reading A, and no option (aim-lost-on-reposition).
    aimLostOn: 'any-move',
    endFacing: pick(options, 'move.endFacing', 'direction-moved'),
    citizenObjective: pick(options, 'move.citizenObjective', 'halt'),
    recoverAfter:
      recover === 'ruleset'
        ? edition === 'rwnn-quickref'
          ? 'serious-only'
          : 'any-wound'
        : (recover as 'any-wound' | 'serious-only'),
    wakeUp:
      wake === 'ruleset'
        ? edition === 'rwnn-quickref'
          ? 'plus-one-per-throw'
          : 'six-only'
        : (wake as ShootoutReadings['wakeUp']),
    cameRound: pick(options, 'shootout.cameRound', 'knocked-down'),
    nerve: pick(options, 'shootout.nerve', 'on'),
    outnumbered: pick(options, 'shootout.outnumbered', 'two-on-one'),
    joinFight: pick(options, 'shootout.joinFight', 'join'),
    groupMoveThrow: pick(options, 'shootout.groupMoveThrow', 'leader'),
    heldInFight: pick(options, 'shootout.heldInFight', 'held'),
    backshootReactions: pick(options, 'shootout.backshootReactions', 'on'),
    backToOpponent: pick(options, 'shootout.backToOpponent', 'first-draw'),
    interruptDraw: pick(options, 'shootout.interruptDraw', 'on'),
    gunsAtStart: pick(options, 'shootout.gunsAtStart', 'drawn'),
    bladeUse: pick(options, 'shootout.bladeUse', 'more-dice'),
    stuckBlade: pick(options, 'shootout.stuckBlade', 'lost'),
    legendCard: pick(options, 'shootout.legendCard', 'hand'),
    jumpyRecovery: pick(options, 'shootout.jumpyRecovery', 'recover'),
    wildmanTowards: pick(options, 'shootout.wildmanTowards', 'closer'),
    wildmanMove: wild === 'ruleset' ? (edition === 'rwnn-1996' ? 'move-and-fire' : 'toward-enemy') : wild,
    intoFight: pick(options, 'shootout.intoFight', 'random'),
    whiteKnightBar: pick(options, 'shootout.whiteKnightBar', 'whole-blast'),
    singleRerolls: pick(options, 'shootout.singleRerolls', 'own-throws'),
    stoopidTurns: pick(options, 'shootout.stoopidTurns', 'every'),
    stoopidStuck: pick(options, 'shootout.stoopidStuck', 'nothing'),
    agileFacing: pick(options, 'shootout.agileFacing', 'before-shot'),
    cunning: pick(options, 'shootout.cunning', 'roll'),
    cunningCards: pick(options, 'shootout.cunningCards', 'side-hand'),
    drunkOrDeranged: pick(options, 'shootout.drunkOrDeranged', 'drunk'),
    legendGroup: pick(options, 'shootout.legendGroup', 'each-other'),
  };
}
