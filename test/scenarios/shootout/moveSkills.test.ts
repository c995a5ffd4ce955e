import { describe, expect, it } from 'vitest';
import type { DuelPolicy } from '../../../src/policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { ACTION, type ActionChoice } from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { EMOTION } from '../../../src/rules/rwnn/emotions/Emotion.ts';
import { BATCH } from '../../../src/rules/rwnn/shot/ShotChooser.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import {
  cardsOf,
  duo,
  gameOf,
  just,
  move,
  playScripted,
  Script,
  type FigureSetup,
  type Step,
} from './shootoutKit.ts';

// al (card 0) at (10, 15) facing east; bo (card 1) 26" east of him at (36, 15) unless told otherwise.
const CARD = { al: 0, bo: 1, ...cardsOf(2) };

describe('Swift: "may choose to roll one* extra movement dice" (000 and 003 SKILLS)', () => {
  it('a Swift Gunman heading far takes the extra die by default, and the story says so', () => {
    // The point is 20" off, beyond the usual throw's average (10.5"): the tactic takes the die.
    const script = new Script([move(30, 15)]);
    const game = gameOf(duo({ skills: ['swift'], policy: script }, { x: 36 }));
    const p = playScripted(game, [2, 3, 4, 5], [CARD.al]);
    expect(p.lines.slice(1, 4)).toEqual([
      '  al (script) chooses to move toward (30.0, 15.0).',
      '  al is Swift and throws 1 extra movement die.',
      '  al throws 4 movement dice (14) and moves 14.0" to (24.0, 15.0).',
    ]);
    expect(script.swiftAsked).toEqual([{ action: ACTION.move, x: 30, y: 15 }]);
    // The same man without Swift throws the usual three and is asked nothing.
    const plain = new Script([move(30, 15)]);
    const usual = gameOf(duo({ policy: plain }, { x: 36 }));
    const q = playScripted(usual, [2, 3, 4], [CARD.al]);
    expect(q.story).toContain('al throws 3 movement dice (9) and moves 9.0"');
    expect(q.story).not.toContain('Swift');
    expect(plain.swiftAsked).toEqual([]);
  });

  it('heading for a point the usual dice mostly reach, he throws only those', () => {
    // 8" off, under the usual average: the extra die would add chiefly its 1s (three of them knock him over).
    const script = new Script([move(18, 15)]);
    const game = gameOf(duo({ skills: ['swift'], policy: script }, { x: 36 }));
    const p = playScripted(game, [2, 3, 4], [CARD.al]);
    expect(p.story).toContain('al throws 3 movement dice (9) and moves 8.0"');
    expect(p.story).not.toContain('extra movement');
    expect(script.swiftAsked).toHaveLength(1);
  });

  it('a tactic may decline the die however far he goes', () => {
    const game = gameOf(
      duo({ skills: ['swift'], policy: new Script([move(30, 15)], { swift: false }) }, { x: 36 }),
    );
    const p = playScripted(game, [2, 3, 4], [CARD.al]);
    expect(p.story).toContain('al throws 3 movement dice (9)');
  });

  it('a Swift Citizen, who must move the whole roll, takes it only for a point beyond the most three dice throw', () => {
    // 000 Citizen Move: "Citizens must move the actual distance rolled": 15" off, the extra die could only
    // carry him further past it; 20" off (beyond 18"), every inch of it takes him nearer.
    const near = gameOf(
      duo({ cls: 'citizen', skills: ['swift'], policy: new Script([move(25, 15)]) }, { x: 36 }),
    );
    const n = playScripted(near, [2, 3, 4], [CARD.al]);
    expect(n.story).toContain('al throws 3 movement dice (9) and moves 9.0" to (19.0, 15.0)');
    const far = gameOf(
      duo({ cls: 'citizen', skills: ['swift'], policy: new Script([move(30, 15)]) }, { x: 36 }),
    );
    const f = playScripted(far, [2, 3, 4, 5], [CARD.al]);
    expect(f.story).toContain('al throws 4 movement dice (14) and moves 14.0" to (24.0, 15.0)');
  });

  it('Very Swift throws two extra dice', () => {
    const game = gameOf(duo({ skills: ['swift', 'swift'], policy: new Script([move(34, 15)]) }, { x: 38 }));
    const p = playScripted(game, [1, 2, 3, 4, 5], [CARD.al]);
    expect(p.lines).toContain('  al is Swift and throws 2 extra movement dice.');
    expect(p.story).toContain('al throws 5 movement dice (15) and moves 15.0"');
  });

  it('the 1s of the extra die count: three 1s among four dice knock a Gunman over, two a Citizen', () => {
    // 000 ACTIONS: "Any character who throws three 1's with the movement dice falls over (treat as knocked
    // down), a Citizen or 'Clumsy' character who throws two 1's falls over": at least that many.
    const cases: ['gunman' | 'citizen', number[], number, number][] = [
      ['gunman', [1, 1, 1, 5], 10, STATUS.knockedDown],
      ['gunman', [1, 1, 5, 6], 23, STATUS.standing],
      ['citizen', [1, 1, 5, 6], 10, STATUS.knockedDown],
    ];
    for (const [cls, faces, x, status] of cases) {
      const game = gameOf(duo({ cls, skills: ['swift'], policy: new Script([move(33, 15)]) }, { x: 36 }));
      const p = playScripted(game, faces, [CARD.al]);
      expect(p.lines).toContain('  al is Swift and throws 1 extra movement die.');
      const al = game.figures[0]!;
      expect([cls, faces, al.x, al.wounds.status]).toEqual([cls, faces, x, status]);
    }
  });

  it("a Swift leader's throw for his group as a body is the usual three dice; thrown each, he chooses his own", () => {
    const posse = (al: Script): FigureSetup[] => [
      { name: 'al', side: 0, x: 10, y: 15, group: 0, leads: true, skills: ['swift'], policy: al },
      { name: 'bo', side: 1, x: 36, y: 15 },
      { name: 'cy', side: 0, x: 10, y: 17, group: 0 },
    ];
    const leader = new Script([], { group: [30, 15] });
    const body = playScripted(gameOf(posse(leader)), [3, 3, 3], [CARD.al]);
    expect(body.lines).toContain('  al throws 3 movement dice (9) for the group: 9.0".');
    expect(leader.swiftAsked).toEqual([]);
    const own = new Script([], { group: [30, 15] });
    const each = gameOf(posse(own), { options: { 'shootout.groupMoveThrow': 'each' } });
    const p = playScripted(each, [3, 3, 3, 3, 2, 2, 2], [CARD.al]);
    expect(p.story).toContain('al throws 4 movement dice (12) and moves 12.0"');
    expect(p.story).toContain('cy throws 3 movement dice (6) and moves 6.0"');
    expect(own.swiftAsked).toHaveLength(1);
  });
});

/** Fires deliberately; on an opponent's movement dice, forces a re-roll of his highest die. */
const SPOILER: DuelPolicy = {
  ...deliberatePolicy,
  name: 'spoiler',
  rerollOne: (v, asOwner, reason) => {
    if (asOwner || v.kind !== BATCH.move) return deliberatePolicy.rerollOne(v, asOwner, reason);
    for (let f = 6; f >= 1; f--) if (v.counts[f]! > 0) return f;
    return 0;
  },
};

describe('Lucky, Charmed and Cursed on movement dice (000 SKILLS & ATTRIBUTES; register entry movement-rerolls)', () => {
  it('"Lucky: may re-roll one* dice from each batch of dice he throws": a 1 of three, and he stays on his feet', () => {
    // 000 ACTIONS: "Any character who throws three 1's with the movement dice falls over".
    const game = gameOf(duo({ skills: ['lucky'], policy: new Script([move(30, 15)]) }, { x: 36 }));
    const p = playScripted(game, [1, 1, 1, 5], [CARD.al]);
    expect(p.lines.slice(2, 4)).toEqual([
      '  al is Lucky and re-rolls a 1: [5 1 1].',
      '  al throws 3 movement dice (7) and moves 7.0" to (17.0, 15.0).',
    ]);
    expect(game.figures[0]!.wounds.status).toBe(STATUS.standing);
    // The same throw without the skill knocks him over where he stands.
    const plain = gameOf(duo({ policy: new Script([move(30, 15)]) }, { x: 36 }));
    const q = playScripted(plain, [1, 1, 1], [CARD.al]);
    expect(q.story).toContain(
      'al throws 3 movement dice (3) and moves 0.0" to (10.0, 15.0), and falls over.',
    );
    expect(plain.figures[0]!.wounds.status).toBe(STATUS.knockedDown);
  });

  it('short of the point he makes for he re-rolls his lowest die; a throw that reaches it he keeps', () => {
    const far = gameOf(duo({ skills: ['lucky'], policy: new Script([move(30, 15)]) }, { x: 36 }));
    const p = playScripted(far, [2, 3, 4, 6], [CARD.al]);
    expect(p.lines.slice(2, 4)).toEqual([
      '  al is Lucky and re-rolls a 2: [6 4 3].',
      '  al throws 3 movement dice (13) and moves 13.0" to (23.0, 15.0).',
    ]);
    const near = gameOf(duo({ skills: ['lucky'], policy: new Script([move(18, 15)]) }, { x: 36 }));
    const q = playScripted(near, [2, 3, 4], [CARD.al]);
    expect(q.story).not.toContain('Lucky');
    expect(q.story).toContain('al throws 3 movement dice (9) and moves 8.0"');
  });

  it("a Lucky leader's throw for his group as a body is a batch he throws too", () => {
    const leader = new Script([], { group: [30, 15] });
    const posse: FigureSetup[] = [
      { name: 'al', side: 0, x: 10, y: 15, group: 0, leads: true, skills: ['lucky'], policy: leader },
      { name: 'bo', side: 1, x: 36, y: 15 },
      { name: 'cy', side: 0, x: 10, y: 17, group: 0 },
    ];
    const p = playScripted(gameOf(posse), [1, 1, 1, 4], [CARD.al]);
    expect(p.lines.slice(2, 4)).toEqual([
      '  al is Lucky and re-rolls a 1: [4 1 1].',
      '  al throws 3 movement dice (6) for the group: 6.0".',
    ]);
    expect(p.story).not.toContain('falls over');
  });

  it("by default no opponent spends a Curse token or a Charmed re-roll on a man's move", () => {
    const game = gameOf(
      duo({ skills: ['cursed'], policy: new Script([move(30, 15)]) }, { x: 36, skills: ['charmed'] }),
    );
    const p = playScripted(game, [1, 2, 3], [CARD.al]);
    expect(p.story).toContain('al throws 3 movement dice (6) and moves 6.0"');
    expect(p.story).not.toMatch(/Cursed|Charmed/);
    expect([game.figures[0]!.curseTokens, game.figures[1]!.charmedLeft]).toEqual([1, 1]);
  });

  it('"each opposing player may cause him to re-roll one dice once* per gunfight": the nearest enemy has the say', () => {
    // bo stands nearer al than cy: bo's policy is asked, and only his.
    const setup = (boPolicy: DuelPolicy, cyPolicy: DuelPolicy): FigureSetup[] => [
      { name: 'al', side: 0, x: 10, y: 15, skills: ['cursed'], policy: new Script([move(30, 15)]) },
      { name: 'bo', side: 1, x: 36, y: 15, policy: new Script([], { fire: boPolicy }) },
      { name: 'cy', side: 1, x: 40, y: 30, policy: new Script([], { fire: cyPolicy }) },
    ];
    const spoilt = gameOf(setup(SPOILER, deliberatePolicy));
    const p = playScripted(spoilt, [2, 3, 4, 1], [CARD.al]);
    expect(p.lines.slice(2, 4)).toEqual([
      '  al is Cursed: bo makes him re-roll a 4: [3 2 1].',
      '  al throws 3 movement dice (6) and moves 6.0" to (16.0, 15.0).',
    ]);
    expect(spoilt.figures[0]!.curseTokens).toBe(0);
    const farther = gameOf(setup(deliberatePolicy, SPOILER));
    const q = playScripted(farther, [2, 3, 4], [CARD.al]);
    expect(q.story).not.toContain('Cursed');
  });
});

/** A step that first makes each figure i of `pairs` torn between hatred and fear of his j, then plays `then`. */
const tornAbout =
  (game: () => ShootoutGame, pairs: readonly (readonly [number, number])[], then: Step): Step =>
  (view: ShootoutView, out: ActionChoice) => {
    for (const [i, j] of pairs) game().emotions.set(i, j, EMOTION.torn);
    then(view, out);
  };

describe('hatred and fear of one man resolve "within twelve inches of his nemesis" (000 HATRED & FEAR)', () => {
  /** al and bo, 20" apart, each torn about the other; al's one turn plays `step` after the turmoil is set. */
  function torn(step: Step, gap = 20): { game: ShootoutGame } {
    const holder: { game?: ShootoutGame } = {};
    const mutual = [
      [0, 1],
      [1, 0],
    ] as const;
    const game = gameOf(duo({ policy: new Script([tornAbout(() => holder.game!, mutual, step)]) }, {}, gap));
    holder.game = game;
    return { game };
  }

  it('a move that ends within twelve inches: each throws, 1-3 extreme fear, 4-6 extreme hatred', () => {
    const { game } = torn(move(20, 15));
    const p = playScripted(game, [4, 3, 3, 5, 2], [CARD.al]);
    expect(p.lines.slice(2, 7)).toEqual([
      '  al throws 3 movement dice (10) and moves 10.0" to (20.0, 15.0).',
      '  al resolves his hatred and fear of bo: 5.',
      '  al now hates with extreme hatred bo.',
      '  bo resolves his hatred and fear of al: 2.',
      '  bo now fears with extreme fear al.',
    ]);
    expect([game.emotions.feeling(0, 1), game.emotions.feeling(1, 0)]).toEqual([
      EMOTION.extremeHate,
      EMOTION.extremeFear,
    ]);
  });

  it('twelve inches is within; thirteen is not, and nobody throws', () => {
    const at12 = torn(move(18, 15)).game;
    const p = playScripted(at12, [4, 3, 3, 6, 1], [CARD.al]);
    expect(p.lines).toContain('  al resolves his hatred and fear of bo: 6.');
    const at13 = torn(move(17, 15)).game;
    const q = playScripted(at13, [4, 3, 3], [CARD.al]);
    expect(q.story).not.toContain('resolves');
    expect([at13.emotions.torn(0, 1), at13.emotions.torn(1, 0)]).toEqual([true, true]);
  });

  it('a Reposition that brings them within twelve inches counts too', () => {
    // 000 ACTIONS, Reposition: "move up to two inches in any direction": from 13" to 11".
    const step: Step = (_v, out) => {
      out.action = ACTION.pass;
      out.x = 12;
      out.y = 15;
    };
    const { game } = torn(step, 13);
    const p = playScripted(game, [1, 4], [CARD.al]);
    expect(p.lines.slice(2, 4)).toEqual([
      '  al repositions 2.0".',
      '  al resolves his hatred and fear of bo: 1.',
    ]);
    expect(game.emotions.feeling(1, 0)).toBe(EMOTION.extremeHate);
  });

  it("the other man's move counts as well: bo walks up to al, and al's turmoil resolves", () => {
    const holder: { game?: ShootoutGame } = {};
    const game = gameOf(
      duo(
        { policy: new Script([tornAbout(() => holder.game!, [[0, 1]], just(ACTION.pass))]) },
        { policy: new Script([move(20, 15)]) },
        20,
      ),
    );
    holder.game = game;
    // al's turn sets his turmoil and he passes where he stands; bo's move of 10" ends 10" from him.
    const p = playScripted(game, [3, 3, 4, 3], [CARD.al, CARD.bo]);
    expect(p.lines).toContain('  al resolves his hatred and fear of bo: 3.');
    expect(game.emotions.feeling(0, 1)).toBe(EMOTION.extremeFear);
  });

  it("a group's move as a body brings a member within twelve inches of his nemesis", () => {
    const holder: { game?: ShootoutGame } = {};
    class Leader extends Script {
      override moveGroup(view: ShootoutView, out: ActionChoice): boolean {
        holder.game!.emotions.set(2, 1, EMOTION.torn);
        return super.moveGroup(view, out);
      }
    }
    const game = gameOf([
      {
        name: 'al',
        side: 0,
        x: 10,
        y: 15,
        group: 0,
        leads: true,
        policy: new Leader([], { group: [20, 15] }),
      },
      { name: 'bo', side: 1, x: 30, y: 15 },
      { name: 'cy', side: 0, x: 11.5, y: 15, group: 0 },
    ]);
    holder.game = game;
    const p = playScripted(game, [3, 3, 3, 4], [CARD.al]);
    // cy, 18.5" from bo, goes 9" to 9.5": he throws; al stops 11" off, torn about nobody.
    expect(p.lines.slice(3, 7)).toEqual([
      '  cy moves 9.0" to (20.5, 15.0).',
      '  cy resolves his hatred and fear of bo: 4.',
      '  cy now hates with extreme hatred bo.',
      '  al moves 9.0" to (19.0, 15.0).',
    ]);
  });
});

describe('Wildman: "Opponents he is moving towards suffer fear" (000 SKILLS & ATTRIBUTES; 003 SKILLS)', () => {
  /**
   * al, a Wildman at (10, 15), moves 10" east to (20, 15): bo ahead at (30, 15), cy behind him at (5, 15),
   * ey off to the side at (18, 28) (58 degrees off his line, but nearer after it), du his friend at (30, 25).
   */
  function wildman(o: Readonly<Record<string, string>> = {}, bo: Partial<FigureSetup> = {}): ShootoutGame {
    return gameOf(
      [
        {
          name: 'al',
          side: 0,
          x: 10,
          y: 15,
          facing: 0,
          skills: ['wildman'],
          policy: new Script([move(20, 15)]),
        },
        { name: 'bo', side: 1, x: 30, y: 15, ...bo },
        { name: 'cy', side: 1, x: 5, y: 15, facing: 0 },
        { name: 'ey', side: 1, x: 18, y: 28 },
        { name: 'du', side: 0, x: 30, y: 25 },
      ],
      // 003's reading of his forced turn: his scripted Move becomes a Move & Fire to the same point (two dice),
      // so that these tests see his move's fear alone (register entry wildman-forced-move).
      { options: { 'shootout.wildmanMove': 'move-and-fire', ...o } },
    );
  }

  it('every opponent his move leaves nearer him fears him from then on; the story says so', () => {
    const game = wildman();
    // The shot at the end: no dice left at 10" after moving, a lucky shot's three.
    const p = playScripted(game, [5, 5, 2, 3, 4], [CARD.al]);
    expect(p.lines.slice(3, 8)).toEqual([
      '  al throws 2 movement dice (10) and moves 10.0" to (20.0, 15.0).',
      "  al's wild advance frightens bo.",
      '  bo now fears al.',
      "  al's wild advance frightens ey.",
      '  ey now fears al.',
    ]);
    const e = game.emotions;
    // cy, whom he left behind, and du, his friend, do not.
    expect([e.fears(1, 0), e.fears(2, 0), e.fears(3, 0), e.fears(4, 0)]).toEqual([true, false, true, false]);
    // Fear costs bo a die shooting at him (000 HATRED & FEAR: "He subtracts one dice").
    expect(e.dice(1, 0)).toBe(-1);
  });

  it('under shootout.wildmanTowards=ahead only the men within 45 degrees of his line', () => {
    const game = wildman({ 'shootout.wildmanTowards': 'ahead' });
    const p = playScripted(game, [5, 5, 2, 3, 4], [CARD.al]);
    expect(p.story).not.toContain('frightens ey');
    expect([game.emotions.fears(1, 0), game.emotions.fears(3, 0)]).toEqual([true, false]);
  });

  it('under emotions.wildmanFear=off nobody, and a man who fears no-one never', () => {
    const off = wildman({ 'emotions.wildmanFear': 'off' });
    const p = playScripted(off, [5, 5, 2, 3, 4], [CARD.al]);
    expect(p.story).not.toContain('frightens');
    const grit = wildman({}, { skills: ['true-grit'] });
    const q = playScripted(grit, [5, 5, 2, 3, 4], [CARD.al]);
    expect(q.story).not.toContain('frightens bo');
    expect(grit.emotions.fears(1, 0)).toBe(false);
  });

  it('a man who hates the Wildman is torn by the fear, and within twelve inches resolves it at once', () => {
    const holder: { game?: ShootoutGame } = {};
    const game = gameOf(
      [
        {
          name: 'al',
          side: 0,
          x: 10,
          y: 15,
          skills: ['wildman'],
          policy: new Script([
            (v, out) => {
              holder.game!.emotions.set(1, 0, EMOTION.hate);
              move(20, 15)(v, out);
            },
          ]),
        },
        { name: 'bo', side: 1, x: 30, y: 15 },
      ],
      { options: { 'shootout.wildmanMove': 'move-and-fire' } },
    );
    holder.game = game;
    const p = playScripted(game, [5, 5, 2, 2, 3, 4], [CARD.al]);
    expect(p.lines.slice(4, 8)).toEqual([
      "  al's wild advance frightens bo.",
      '  bo now both hates and fears al.',
      '  bo resolves his hatred and fear of al: 2.',
      '  bo now fears with extreme fear al.',
    ]);
  });
});
