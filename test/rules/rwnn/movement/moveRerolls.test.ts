import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import type { Mover, MoveRequest } from '../../../../src/rules/rwnn/movement/Mover.ts';
import { MoveRerolls } from '../../../../src/rules/rwnn/movement/MoveRerolls.ts';
import { newMoveRoll, type MoveRoll } from '../../../../src/rules/rwnn/movement/MoveRoll.ts';
import type { MoveReadings } from '../../../../src/rules/rwnn/movement/MoveReadings.ts';
import { moveRules } from '../../../../src/rules/rwnn/movement/MoveRules.ts';
import { rollMove } from '../../../../src/rules/rwnn/movement/rollMove.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../../src/rules/rwnn/shot/defaultShotChooser.ts';
import { BATCH, type ShotChooser } from '../../../../src/rules/rwnn/shot/ShotChooser.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';

const MOVE: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: true };
const SWIFT_MOVE: MoveRequest = { action: 'move', swiftExtra: true, gunplayCommenced: true };

function figure(name: string, cls: CharacterClass, gained: SkillId[], ruleset: RwnnRulesetId): Figure {
  return new Figure({ name, cls, gained, weapons: ['pistol'] }, figureRules(rwnnRuleset(ruleset)));
}

/** An opponent who makes the mover re-roll his highest die, or the whole batch, on every movement throw. */
const SPOILER: ShotChooser = {
  ...DEFAULT_SHOT_CHOOSER,
  rerollOne: (v, asOwner) => {
    if (asOwner || v.kind !== BATCH.move) return 0;
    for (let f = 6; f >= 1; f--) if (v.counts[f]! > 0) return f;
    return 0;
  },
  rerollAll: (v, asOwner) => !asOwner && v.kind === BATCH.move,
};

interface Throw {
  readonly al?: readonly SkillId[];
  readonly bo?: readonly SkillId[];
  readonly cls?: CharacterClass;
  readonly request?: MoveRequest;
  readonly want?: number;
  readonly fallLoses?: boolean;
  readonly theirs?: ShotChooser;
  readonly ruleset?: RwnnRulesetId;
  readonly readings?: Partial<MoveReadings>;
}

/** al throws his movement dice with exactly these faces (the re-rolls' among them) against bo; every face must be used. */
function throwMove(
  faces: number[],
  t: Throw = {},
): { roll: MoveRoll; story: string[]; al: Figure; bo: Figure } {
  const ruleset = t.ruleset ?? 'rwnn-extended';
  const cls = t.cls ?? 'gunman';
  const al = figure('al', cls, [...(t.al ?? [])], ruleset);
  const bo = figure('bo', 'gunman', [...(t.bo ?? [])], ruleset);
  const mover: Mover = { cls, skills: { swift: al.skills.swift, clumsy: al.skills.clumsy } };
  const rules = moveRules(ruleset, t.readings);
  const dice = new ScriptedDice(faces);
  const story: string[] = [];
  const request = t.request ?? MOVE;
  const roll = rollMove(mover, request, dice, rules, newMoveRoll());
  new MoveRerolls(rules, 'own-first').reroll(
    roll,
    mover,
    request,
    al,
    bo,
    t.want ?? 12,
    t.fallLoses ?? false,
    dice,
    DEFAULT_SHOT_CHOOSER,
    t.theirs ?? DEFAULT_SHOT_CHOOSER,
    { line: (s) => story.push(s) },
  );
  dice.assertConsumed();
  return { roll, story, al, bo };
}

describe('Lucky on movement dice: "may re-roll one* dice from each batch of dice he throws" (000 SKILLS & ATTRIBUTES)', () => {
  it('three 1s would throw him over (000 ACTIONS): he re-rolls a 1, and a 5 keeps him on his feet', () => {
    const { roll, story } = throwMove([1, 1, 1, 5], { al: ['lucky'] });
    expect(story).toEqual(['  al is Lucky and re-rolls a 1: [5 1 1].']);
    expect([roll.fellOver, roll.total, roll.least, roll.most]).toEqual([false, 7, 3, 7]);
    // Without the skill the same throw knocks him over, and nothing more is thrown.
    const plain = throwMove([1, 1, 1]);
    expect([plain.roll.fellOver, plain.roll.most, plain.story]).toEqual([true, 0, []]);
  });

  it("a Citizen's two 1s: the re-rolled 1 comes up 4, and he moves the full 10", () => {
    const { roll, story } = throwMove([5, 1, 1, 4], { al: ['lucky'], cls: 'citizen' });
    expect(story).toEqual(['  al is Lucky and re-rolls a 1: [5 4 1].']);
    expect([roll.fellOver, roll.least, roll.most, roll.fullRoll]).toEqual([false, 10, 10, true]);
  });

  it('short of where he is going, he re-rolls his lowest die; a throw that gets there he keeps', () => {
    const short = throwMove([5, 3, 2, 6], { al: ['lucky'], want: 12 });
    expect(short.story).toEqual(['  al is Lucky and re-rolls a 2: [6 5 3].']);
    expect(short.roll.most).toBe(14);
    const enough = throwMove([5, 3, 2], { al: ['lucky'], want: 10 });
    expect([enough.story, enough.roll.most]).toEqual([[], 10]);
  });

  it('Very Lucky re-rolls one die, then another: each of the 1s that throw him over', () => {
    const { roll, story } = throwMove([1, 1, 1, 1, 3], { al: ['lucky', 'lucky'] });
    expect(story).toEqual([
      '  al is Lucky and re-rolls a 1: [1 1 1].',
      '  al is Lucky and re-rolls a 1: [3 1 1].',
    ]);
    expect(roll.fellOver).toBe(false);
  });

  it("Swift's extra die joins the batch: four dice, one re-roll, and 1s among them all count", () => {
    // 000 ACTIONS "three 1's" (at least three) among four dice: one Lucky re-roll leaves three.
    const { roll, story } = throwMove([1, 1, 1, 1, 1], { al: ['lucky', 'swift'], request: SWIFT_MOVE });
    expect(roll.diceThrown).toBe(4);
    expect(story).toEqual(['  al is Lucky and re-rolls a 1: [1 1 1 1].']);
    expect(roll.fellOver).toBe(true);
  });

  it('003 prints no fall: the Lucky man only wants distance', () => {
    const { roll, story } = throwMove([1, 1, 1, 6], { al: ['lucky'], ruleset: 'rwnn-1996' });
    expect(story).toEqual(['  al is Lucky and re-rolls a 1: [6 1 1].']);
    expect([roll.fellOver, roll.most]).toEqual([false, 8]);
  });

  it('under movement.rerolls=none nothing is re-rolled', () => {
    const { roll, story } = throwMove([1, 1, 1], { al: ['lucky'], readings: { rerolls: 'none' } });
    expect([story, roll.fellOver]).toEqual([[], true]);
  });
});

describe('Charmed and Cursed on movement dice (000 SKILLS & ATTRIBUTES)', () => {
  it('"once* per gunfight he may re-roll a whole batch": spent on a fall only where the fall loses him the fight', () => {
    const duel = throwMove([1, 1, 1, 4, 3, 2], { al: ['charmed'], fallLoses: true });
    expect(duel.story).toEqual(['  al is Charmed and re-rolls the whole batch: [4 3 2].']);
    expect([duel.roll.fellOver, duel.roll.most, duel.al.charmedLeft]).toEqual([false, 9, 0]);
    const shootout = throwMove([1, 1, 1], { al: ['charmed'] });
    expect([shootout.story, shootout.roll.fellOver, shootout.al.charmedLeft]).toEqual([[], true, 1]);
  });

  it("by default an opponent spends neither his Charmed re-roll nor the Cursed man's token on a move", () => {
    const { story, al, bo } = throwMove([5, 3, 1], { al: ['cursed'], bo: ['charmed'], cls: 'citizen' });
    expect([story, al.curseTokens, bo.charmedLeft]).toEqual([[], 1, 1]);
  });

  it("an opponent's policy may: Charmed bo makes the Cursed al re-roll the batch, then a die", () => {
    // "or make an opponent do the same"; "each opposing player may cause him to re-roll one dice once*".
    const { roll, story, al, bo } = throwMove([6, 6, 6, 6, 2, 1, 1], {
      al: ['cursed'],
      bo: ['charmed'],
      cls: 'citizen',
      theirs: SPOILER,
    });
    expect(story).toEqual([
      '  bo is Charmed and makes al re-roll the whole batch: [6 2 1].',
      '  al is Cursed: bo makes him re-roll a 6: [2 1 1].',
    ]);
    expect([roll.fellOver, al.curseTokens, bo.charmedLeft]).toEqual([true, 0, 0]);
  });
});
