import type { Dice } from '../../../dice/Dice.ts';
import type { ChallengeRelation } from '../challenge/fearsChallenger.ts';
import type { Figure } from '../figure/Figure.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { STATUS } from '../WoundState.ts';
import { EMOTION, EMOTION_DICE, EMOTION_WORDS, isFear, isHatred, type EmotionCode } from './Emotion.ts';
import type { EmotionReadings } from './EmotionReadings.ts';

/** A {@link ChallengeRelation} the caller rewrites in place. */
export type MutableChallengeRelation = { -readonly [K in keyof ChallengeRelation]: ChallengeRelation[K] };

/** Why a figure fears no-one: he may fear, has a skill that "Fears no-one", or became Fearless in a duel. */
export const FEARLESS = { no: 0, bySkill: 1, earned: 2 } as const;

/**
 * Who hates and who fears whom in one gunfight (000 HATRED & FEAR; 003 the same): an n-by-n matrix of
 * {@link EMOTION} codes, `feel[i * n + j]` being how figure i feels about figure j, with the Fearless
 * figures, the relations the skills start with, and every event the books say makes or resolves them.
 * Made once per cell over its figures; {@link reset} starts a gunfight in place, allocating nothing.
 *
 * What each relation does is read by the engine: {@link dice} for fighting and shooting at him (and
 * `ShotContext.emotionDice`), {@link hates} for the White knight's bonus (`ShotContext.targetHated`) and
 * "He must fire at a hated enemy within his arc of fire if he can" ({@link mustFireAt}),
 * {@link hatedFriendThrow} for a hated friend or neutral, and {@link challengeRelation} for the challenge
 * code (fearsChallenger, challengeObligation, challengeNerveDice, respondToChallenge), which settles "He
 * must always accept his challenge to a duel" and the fear test when challenged.
 *
 * @example
 * const emotions = new Emotions(figures, [0, 0, 1, 1], emotionReadings('rwnn-extended'));
 * emotions.onGrazedOrWounded(2, 0, dice); // the optional rule's throw, Yellow's fear
 * ctx.emotionDice = emotions.dice(2, 0);
 */
export class Emotions {
  readonly n: number;
  readonly side: Int8Array;
  /** `feel[i * n + j]`: how figure i feels about figure j ({@link EMOTION}). */
  readonly feel: Uint8Array;
  /** {@link FEARLESS} by figure. */
  readonly fearless: Uint8Array;

  /**
   * @param figures the figures of the gunfight (their skills are read at each reset)
   * @param sides each figure's side (0..), or -1 for a neutral
   */
  /**
   * Whether any man has been torn between hating and fearing another this gunfight: until one is, nobody has
   * a turmoil to resolve, and a move need not look for one (see {@link torn}).
   */
  everTorn = false;

  constructor(
    readonly figures: readonly Figure[],
    sides: readonly number[],
    readonly readings: EmotionReadings,
  ) {
    const n = figures.length;
    if (sides.length !== n) throw new RangeError(`${n} figures but ${sides.length} sides`);
    this.n = n;
    this.side = Int8Array.from(sides);
    this.feel = new Uint8Array(n * n);
    this.fearless = new Uint8Array(n);
    this.reset();
  }

  /**
   * A new gunfight: no hatred or fear but what the skills cause. "Fears no-one" (Legend of the West, Nerves
   * of steel, True Grit, White knight) makes a figure fearless; a Terrifying figure "causes fear* in
   * everyone" (a Very Terrifying one extreme fear under `emotions.veryTerrifying=extreme-fear`). A scenario's
   * own relations are {@link set} after this.
   */
  reset(): void {
    const n = this.n;
    this.feel.fill(0);
    this.everTorn = false;
    for (let i = 0; i < n; i++) this.fearless[i] = this.figures[i]!.profile.fearsNoOne ? FEARLESS.bySkill : 0;
    for (let j = 0; j < n; j++) {
      const level = this.figures[j]!.skills.terrifying;
      if (level === 0) continue;
      const e =
        level >= 2 && this.readings.veryTerrifying === 'extreme-fear' ? EMOTION.extremeFear : EMOTION.fear;
      for (let i = 0; i < n; i++) if (i !== j && this.fearless[i] === 0) this.feel[i * n + j] = e;
    }
  }

  /** How figure i feels about figure j. */
  feeling(i: number, j: number): EmotionCode {
    return this.feel[i * this.n + j]! as EmotionCode;
  }

  /**
   * Sets how i feels about j, for a scenario's relations ("The gamesmaster can create a scenario where
   * relationships of hate and fear already exist"): fear of any kind is dropped for a fearless figure.
   */
  set(i: number, j: number, e: EmotionCode): void {
    const k = i * this.n + j;
    if (this.fearless[i] !== 0) {
      if (isFear(e)) e = EMOTION.none;
      else if (e === EMOTION.torn) e = EMOTION.hate;
    }
    this.feel[k] = e;
    if (e === EMOTION.torn) this.everTorn = true;
  }

  /** Whether i and j are on opposing sides (a neutral opposes nobody). */
  opposed(i: number, j: number): boolean {
    const a = this.side[i]!;
    const b = this.side[j]!;
    return a >= 0 && b >= 0 && a !== b;
  }

  /** Whether i hates j, plainly or extremely (unresolved turmoil is not yet hatred). */
  hates(i: number, j: number): boolean {
    return isHatred(this.feel[i * this.n + j]!);
  }

  /** Whether i fears j, plainly or extremely. */
  fears(i: number, j: number): boolean {
    return isFear(this.feel[i * this.n + j]!);
  }

  /** Whether i both hates and fears j, unresolved. */
  torn(i: number, j: number): boolean {
    return this.feel[i * this.n + j] === EMOTION.torn;
  }

  /** Dice i adds (or loses) "when fighting or shooting at" j: +1 hate, -1 fear, +/-2 extreme, 0 unresolved. */
  dice(i: number, j: number): number {
    return EMOTION_DICE[this.feel[i * this.n + j]!]!;
  }

  /** "He must fire at a hated enemy within his arc of fire if he can": whether j is such an enemy to i. */
  mustFireAt(i: number, j: number): boolean {
    return this.hates(i, j) && this.opposed(i, j);
  }

  /** i now hates j: fear becomes the unresolved turmoil; extreme feelings stay for the rest of the gunfight. */
  addHate(i: number, j: number, log?: ShotLog): void {
    if (i === j) return;
    const k = i * this.n + j;
    const e = this.feel[k]!;
    const next = e === EMOTION.none ? EMOTION.hate : e === EMOTION.fear ? EMOTION.torn : e;
    if (next === e) return;
    this.feel[k] = next;
    if (next === EMOTION.torn) this.everTorn = true;
    if (log) this.narrate(i, j, log);
  }

  /** i now fears j, unless he fears no-one: hatred becomes the unresolved turmoil. */
  addFear(i: number, j: number, log?: ShotLog): void {
    if (i === j || this.fearless[i] !== 0) return;
    const k = i * this.n + j;
    const e = this.feel[k]!;
    const next = e === EMOTION.none ? EMOTION.fear : e === EMOTION.hate ? EMOTION.torn : e;
    if (next === e) return;
    this.feel[k] = next;
    if (next === EMOTION.torn) this.everTorn = true;
    if (log) this.narrate(i, j, log);
  }

  /** i fears j no longer: fear ends, unresolved turmoil leaves the hatred. */
  private clearFear(i: number, j: number): void {
    const k = i * this.n + j;
    const e = this.feel[k]!;
    if (isFear(e)) this.feel[k] = EMOTION.none;
    else if (e === EMOTION.torn) this.feel[k] = EMOTION.hate;
  }

  /**
   * Figure `victim` has been grazed or wounded by `tormentor` (by shooting or in a fight). A Yellow victim
   * "Fears anyone who grazes or wounds him"; under the optional rule (`emotions.woundRoll=on`), when the
   * tormentor is an opponent, "throw a dice: a one means he now fears his tormentor, a six means he now
   * hates him". A dead victim feels nothing and throws nothing. Returns the face thrown, or 0.
   */
  onGrazedOrWounded(victim: number, tormentor: number, dice: Dice, log?: ShotLog): number {
    if (victim === tormentor || this.figures[victim]!.status === STATUS.dead) return 0;
    if (this.figures[victim]!.skills.yellow > 0) this.addFear(victim, tormentor, log);
    if (this.readings.woundRoll === 'off' || !this.opposed(victim, tormentor)) return 0;
    const face = dice.d6();
    if (log) log.line(`  ${this.figures[victim]!.name} throws for his feelings: ${face}.`);
    if (face === 1) this.addFear(victim, tormentor, log);
    else if (face === 6) this.addHate(victim, tormentor, log);
    return face;
  }

  /** Figure `attacker` has attacked `target` in a fight: a Vengeful target "hates anyone who ... attacks him". */
  onAttacked(target: number, attacker: number, log?: ShotLog): void {
    if (this.figures[target]!.skills.vengeful > 0) this.addHate(target, attacker, log);
  }

  /**
   * Before `shooter` fires at `target`: under `emotions.tornResolves=before-shot`, hatred and fear between
   * them resolve now, so the shot already feels it. Returns the face thrown for the shooter's turmoil, or 0.
   */
  beforeShotAt(shooter: number, target: number, dice: Dice, log?: ShotLog): number {
    if (this.readings.tornResolves !== 'before-shot') return 0;
    const face = this.resolveTorn(shooter, target, dice, log);
    this.resolveTorn(target, shooter, dice, log);
    return face;
  }

  /**
   * After `shooter` fired at `target` (hit or not): a Vengeful target "hates anyone who shoots at him";
   * under `after-shot` the shooter "has ... fired at" his nemesis and the target "is fired upon", so
   * unresolved hatred and fear between them resolve. Returns the face thrown for the shooter's, or 0.
   */
  afterShotAt(shooter: number, target: number, dice: Dice, log?: ShotLog): number {
    let face = 0;
    if (this.readings.tornResolves === 'after-shot') {
      face = this.resolveTorn(shooter, target, dice, log);
      this.resolveTorn(target, shooter, dice, log);
    }
    if (this.figures[target]!.skills.vengeful > 0) this.addHate(target, shooter, log);
    return face;
  }

  /**
   * Figures i and j are within twelve inches of each other (the engine checks after every move, inclusive):
   * "comes within twelve inches of his nemesis" resolves the turmoil of either.
   */
  withinTwelve(i: number, j: number, dice: Dice, log?: ShotLog): void {
    this.resolveTorn(i, j, dice, log);
    this.resolveTorn(j, i, dice, log);
  }

  /**
   * If i both hates and fears j, unresolved: "Throw a dice to see if he hates or fears him for the rest of
   * the gunfight, except this is extreme hatred or fear" (1-3 fear and 4-6 hate under `low-fears`; the
   * book does not say which faces: see hatred-fear-torn-throw). Returns the face, or 0 when nothing was thrown.
   */
  resolveTorn(i: number, j: number, dice: Dice, log?: ShotLog): number {
    const k = i * this.n + j;
    if (this.feel[k] !== EMOTION.torn) return 0;
    const face = dice.d6();
    const low = face <= 3;
    this.feel[k] =
      low === (this.readings.tornThrow === 'low-fears') ? EMOTION.extremeFear : EMOTION.extremeHate;
    if (log) {
      log.line(
        `  ${this.figures[i]!.name} resolves his hatred and fear of ${this.figures[j]!.name}: ${face}.`,
      );
      this.narrate(i, j, log);
    }
    return face;
  }

  /** "Any character who sees another attempt to backshoot will hate him from then on" (000 BACKSHOOTING). */
  sawBackshooting(witness: number, backshooter: number, log?: ShotLog): void {
    this.addHate(witness, backshooter, log);
  }

  /**
   * `refuser` refused a challenge (000 CHALLENGES, DUELS & THE FAST DRAW): "all his enemies hate him for the
   * rest of the gunfight, any characters present who fear him no longer do so" (REFUSAL in the challenge
   * code).
   */
  refused(refuser: number, log?: ShotLog): void {
    for (let j = 0; j < this.n; j++) {
      if (j === refuser) continue;
      this.clearFear(j, refuser);
      if (this.opposed(j, refuser)) this.addHate(j, refuser);
    }
    if (log) log.line(`  All his enemies now hate ${this.figures[refuser]!.name}; none fear him.`);
  }

  /**
   * A Wildman moves towards `target`: "Opponents he is moving towards suffer fear" (`emotions.wildmanFear`).
   * Returns whether it frightened him (he did not fear the Wildman before, and may fear); the story says so.
   */
  wildmanMovesTowards(wildman: number, target: number, log?: ShotLog): boolean {
    if (
      this.readings.wildmanFear !== 'lasting' ||
      this.figures[wildman]!.skills.wildman === 0 ||
      !this.opposed(wildman, target)
    )
      return false;
    const k = target * this.n + wildman;
    const before = this.feel[k];
    this.addFear(target, wildman);
    if (this.feel[k] === before) return false;
    if (log) {
      log.line(`  ${this.figures[wildman]!.name}'s wild advance frightens ${this.figures[target]!.name}.`);
      this.narrate(target, wildman, log);
    }
    return true;
  }

  /**
   * Figure i survived a duel he accepted in fear (ChallengeResponse.fearlessIfSurvives): "in the best
   * Western tradition he becomes Fearless, and never fears anyone ever again". His fears end now.
   */
  becomeFearless(i: number, log?: ShotLog): void {
    if (this.fearless[i] === 0) this.fearless[i] = FEARLESS.earned;
    for (let j = 0; j < this.n; j++) this.clearFear(i, j);
    if (log) log.line(`  ${this.figures[i]!.name} is Fearless: he will never fear anyone again.`);
  }

  /**
   * A hated character "who is neutral, or on his own side, comes within his arc of fire, he must throw a
   * dice, on a 1 for 2 he must fire at him! Normal backshooting rules apply." The engine calls it when j
   * comes into i's arc; it throws only if i hates j and j is no enemy. Returns whether i must fire at j.
   */
  hatedFriendThrow(i: number, j: number, dice: Dice, log?: ShotLog): boolean {
    if (!this.hates(i, j) || this.opposed(i, j)) return false;
    const face = dice.d6();
    const must = face <= (this.readings.friendHateThrow === 'one-or-two' ? 2 : 3);
    if (log)
      log.line(
        `  ${this.figures[i]!.name} hates ${this.figures[j]!.name}, in his arc: ${face}${must ? ', he must fire at him' : ''}.`,
      );
    return must;
  }

  /**
   * How `challenged` stands towards `challenger`, for the challenge code: hatred and fear as the matrix
   * holds them (the unresolved turmoil as both, for `challenge.hateAndFear`), and whether he fears no-one.
   */
  challengeRelation(
    challenged: number,
    challenger: number,
    out: MutableChallengeRelation,
  ): MutableChallengeRelation {
    const e = this.feel[challenged * this.n + challenger]!;
    out.hates = isHatred(e) || e === EMOTION.torn;
    out.fears = isFear(e) || e === EMOTION.torn;
    out.fearless = this.fearless[challenged] !== 0;
    return out;
  }

  private narrate(i: number, j: number, log: ShotLog): void {
    log.line(
      `  ${this.figures[i]!.name} now ${EMOTION_WORDS[this.feel[i * this.n + j]!]!} ${this.figures[j]!.name}.`,
    );
  }
}
