import type { ReadingOption } from '../../odds/OddsMechanic.ts';

/** The shootout's own reading options, each with its register entry. */
export const SHOOTOUT_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'shootout.duckBacks',
    values: ['ruleset', 'cover-only', 'any-hit'],
    default: 'ruleset',
    describe:
      "who ducks back when hit: only figures behind cover (000), or anyone hit (003); 'ruleset': the edition's",
    entry: 'duck-backs-in-the-open.md',
  },
  {
    key: 'move.endFacing',
    values: ['direction-moved', 'any'],
    default: 'direction-moved',
    describe:
      'a figure ends a Move or Move & Fire facing the way he moved (000, 003: only Agile men choose), or any direction (002 "end facing any direction")',
    entry: 'move-end-facing.md',
    presets: { 'rwnn-quickref': 'any' },
  },
  {
    key: 'move.citizenObjective',
    values: ['halt', 'full-roll'],
    default: 'halt',
    describe:
      'a Citizen moving to a declared objective halts there when his throw reaches it (000), or moves the full roll past it (003 "Citizens must move the maximum distance")',
    entry: 'citizen-move-objective.md',
    presets: { 'rwnn-1996': 'full-roll' },
  },
  {
    key: 'shootout.cameRound',
    values: ['knocked-down', 'standing'],
    default: 'knocked-down',
    describe: 'a knocked-out figure who throws his 6 comes round on the ground (must Get up), or on his feet',
    entry: 'coming-round.md',
  },
  {
    key: 'shootout.nerve',
    values: ['on', 'off'],
    default: 'on',
    describe: 'the nerve rules (hurt real bad, half the side down), printed among the optional rules',
    entry: 'nerve-optional.md',
  },
  {
    key: 'shootout.outnumbered',
    values: ['two-on-one', 'more-enemies'],
    default: 'two-on-one',
    describe:
      'his enemies may leave a fight when he is outnumbered: two or more enemies on him, or more than his side has there',
    entry: 'escape-outnumbered.md',
  },
  {
    key: 'shootout.joinFight',
    values: ['join', 'refused'],
    default: 'join',
    describe:
      'a charge at a man already fighting someone else joins the fight (several on one man), or is not allowed (fights one on one)',
    entry: 'outnumbered-join-fight.md',
  },
  {
    key: 'shootout.groupMoveThrow',
    values: ['leader', 'each'],
    default: 'leader',
    describe:
      "a group moving as a body goes the distance of the leader's movement throw, or each man throws his own",
    entry: 'group-move-throw.md',
  },
  {
    key: 'shootout.heldInFight',
    values: ['held', 'free'],
    default: 'held',
    describe:
      'a figure in a fight leaves it only by escaping (on more 6s, or his opponent outnumbered), or may also walk out with a Move',
    entry: 'escape-move.md',
  },
  {
    key: 'shootout.backshootReactions',
    values: ['on', 'off'],
    default: 'on',
    describe:
      '000 BACKSHOOTING\'s suggested throws: turn to face an enemy behind (5-6 within 12", 4-6 within 6"), fast draw on the gun cocking (4-6)',
    entry: 'backshooting-reactions.md',
  },
  {
    key: 'shootout.backToOpponent',
    values: ['first-draw', 'whole-duel'],
    default: 'first-draw',
    describe:
      'a man drawn on from behind loses three fast-draw dice in the first draw only, or in every draw',
    entry: 'back-to-opponent-draws.md',
  },
  {
    key: 'shootout.interruptDraw',
    values: ['on', 'off'],
    default: 'on',
    describe: 'an opponent with a challenger in arc and sight may announce a fast draw on him first',
    entry: 'interrupt-fast-draw.md',
  },
  {
    key: 'shootout.gunsAtStart',
    values: ['drawn', 'holstered'],
    default: 'drawn',
    describe:
      "guns are out from the start (only a challenge is a drawing), or holstered: a man's first shot or aim draws, and an opponent may interrupt it",
    entry: 'guns-at-start.md',
  },
  {
    key: 'shootout.bladeUse',
    values: ['more-dice', 'always'],
    default: 'more-dice',
    describe:
      'a figure with a blade fights with it when it gives him more dice than his gun or fists (ties to the blade), or always',
    entry: 'blade-or-gun-in-a-fight.md',
  },
  {
    key: 'shootout.stuckBlade',
    values: ['lost', 'freed'],
    default: 'lost',
    describe:
      'a blade stuck in a body ("a 50% chance") is lost for the rest of the gunfight, or pulled free at once',
    entry: 'stuck-blade-afterwards.md',
  },
  {
    key: 'shootout.legendCard',
    values: ['hand', 'turn'],
    default: 'hand',
    describe:
      "a Legend of the West's own card, drawn, goes into his side's hand like an action card to play when he likes, or gives his turn at once",
    entry: 'legend-of-the-west-card.md',
  },
  {
    key: 'shootout.jumpyRecovery',
    values: ['recover', 'recover-and-coming-round'],
    default: 'recover',
    describe:
      'a Jumpy man\'s "50%* chance of recovering" is thrown for each Recover he owes (a wound, a duck back), or for coming round from a knock-out too',
    entry: 'jumpy-recovery.md',
  },
  {
    key: 'shootout.wildmanTowards',
    values: ['closer', 'ahead'],
    default: 'closer',
    describe:
      'the opponents a Wildman "is moving towards" (they fear him): every one his move left nearer him, or only those within 45 degrees of its line',
    entry: 'wildman-moves-towards.md',
  },
  {
    key: 'shootout.wildmanMove',
    values: ['ruleset', 'toward-enemy', 'move-and-fire'],
    default: 'ruleset',
    describe:
      "a Wildman's forced turn: a Move & Fire at his enemy, the full two dice unless he reaches him (000), or a Move & Fire where his tactic moves him (003); 'ruleset': the edition's",
    entry: 'wildman-forced-move.md',
  },
  {
    key: 'shootout.intoFight',
    values: ['random', 'target'],
    default: 'random',
    describe:
      'each hit of a shot into a fight goes to any of the men in it or within an inch of them, at equal chance, or to the man fired at',
    entry: 'shooting-into-a-fight.md',
  },
  {
    key: 'shootout.whiteKnightBar',
    values: ['whole-blast', 'target', 'shots-only'],
    default: 'whole-blast',
    describe:
      "what a White knight's code bars: the man he shoots at (his gun in a fight too) and anyone his blast may catch, the man he shoots at only, or shots by the shooting rules only",
    entry: 'white-knight-in-contact.md',
  },
  {
    key: 'shootout.singleRerolls',
    values: ['own-throws', 'none'],
    default: 'own-throws',
    describe:
      "Lucky, Charmed and Cursed reach a figure's own throw to come round from a knock-out, a Jumpy man's throw to recover and a firer's clear-shot throw, or none of them",
    entry: 'single-throw-rerolls.md',
  },
  {
    key: 'shootout.stoopidTurns',
    values: ['every', 'own-card'],
    default: 'every',
    describe:
      "the turns a Stoopid man throws for (1-2 nothing, 3 as last turn, 4-6 his choice): every turn he chooses, an action card's free turn too, or only his own card's",
    entry: 'stoopid-turn.md',
  },
  {
    key: 'shootout.stoopidStuck',
    values: ['nothing', 'normal'],
    default: 'nothing',
    describe:
      'a Stoopid man\'s 3 ("continue doing whatever he did last turn") when he cannot carry on (no last action of his choosing, or not allowed now): he does nothing, or takes his turn as he chooses',
    entry: 'stoopid-turn.md',
  },
  {
    key: 'shootout.agileFacing',
    values: ['before-shot', 'after-shot'],
    default: 'before-shot',
    describe:
      'an Agile man "ends move facing any direction": on a Move & Fire he turns before the shot at the end of his move, or after it (the shot taken facing the way he moved)',
    entry: 'agile-end-facing.md',
  },
  {
    key: 'shootout.cunning',
    values: [
      'roll',
      'mechanical-aptitude',
      'tactical-theory',
      'common-sense',
      'cool-under-fire',
      'steel-plate',
    ],
    default: 'roll',
    describe:
      "a Cunning man's result: thrown for each gunfight as it starts (1 Mechanical Aptitude, 2 Tactical Theory, 3 Common Sense, 4-5 Cool Under Fire, 6 Steel Plate), or the one named for every Cunning man",
    entry: 'cunning-roll.md',
  },
  {
    key: 'shootout.cunningCards',
    values: ['side-hand', 'class-waiver'],
    default: 'side-hand',
    describe:
      "Cool Under Fire's \"may use an action card currently being 'held' by character on own side\": nothing a side's shared hand does not give already, or any class of card his side holds",
    entry: 'cunning-roll.md',
  },
  {
    key: 'shootout.drunkOrDeranged',
    values: ['drunk', 'deranged', 'none'],
    default: 'drunk',
    describe:
      'the chart a man "Drunk (or Deranged)" throws on as each gunfight starts: Drunkenness (Sober, Drunk, Very Drunk, Hung Over), Deranged (Normal, Berserk, Demented), or none (the skill does nothing)',
    entry: 'drunk-or-deranged.md',
  },
  {
    key: 'shootout.legendGroup',
    values: ['each-other', 'chain', 'off'],
    default: 'each-other',
    describe:
      "a Legend of the West's group, among whom he shares a shot's hits: the enemies he could shoot at within four* inches of every man of it, or of any man of it (a chain); or no group fire",
    entry: 'legend-group-fire.md',
  },
];
