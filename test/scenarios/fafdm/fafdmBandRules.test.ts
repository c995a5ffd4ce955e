import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import { activateOnTable } from '../../../src/scenarios/fafdmSkirmish/activateOnTable.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// The bands' own rules (001 9.3-9.12) in the skirmish, with forced dice and figures placed by hand on the
// open strip of the town edge along y = 12 (no cover between x 0 and 15). B shoots westwards at A.

type Place = [x: number, y: number, facing: number];

/** Two bands with their figures placed: `at` maps a figure's name (e.g. `A Boss`) to where he stands. */
function table(a: JsonObject, b: JsonObject, at: Record<string, Place>) {
  const r = readFafdmSkirmishCell({ sides: { a, b } });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  const board = buildFafdmSkirmish(r.cell).board;
  board.rules!.reset();
  const fig = (name: string): FafdmFigure => {
    const f = board.all.find((g) => g.name === name);
    if (!f) throw new Error(`no ${name} in ${board.all.map((g) => g.name).join(', ')}`);
    return f;
  };
  for (const f of board.all) {
    f.reset();
    Object.assign(f, { x: 1, y: 1 + board.all.indexOf(f), facing: 0 });
  }
  for (const [name, [x, y, facing]] of Object.entries(at)) Object.assign(fig(name), { x, y, facing });
  return { board, fig };
}

/** Activates `who` with `faces` and returns the narration; every face must be used. */
function act(t: ReturnType<typeof table>, who: string, faces: number[]): string[] {
  const log = story();
  const dice = new ScriptedDice(faces);
  activateOnTable(t.board, t.fig(who), 1, dice, log);
  dice.assertConsumed();
  return log.lines;
}

const panicLine = (lines: string[]): string | undefined => lines.find((l) => l.startsWith('  Panic test'));

const guardB = { band: 'lawmen', roster: { guard: 1 } };
const shooter: Record<string, Place> = { 'B Guard': [12, 12, 180] };
// A Guard's aimed shot at 5U: coolness 1, 1 steady; shot 1 + 3 + 1 + 3 (aim, short, not yet acted) = 8, one
// damage; rescue 1 + 1 - REF 3: no wound. Then, if rolled, the panic dice.
const HIT_NO_WOUND = [1, 1, 1, 1];

describe("the bands' own rules on a table (001 9.3-9.12)", () => {
  it("9.4: a Criminal within 5U of his Boss takes the panic test on the Boss's coolness 3, not his own 2", () => {
    const near = table({ band: 'outlaws', roster: { boss: 1, criminal: 1 } }, guardB, {
      ...shooter,
      'A Criminal': [7, 12, 0],
      'A Boss': [5, 14, 0],
    });
    expect(act(near, 'B Guard', [...HIT_NO_WOUND, 3, 3])).toContain(
      '  Panic test (4.2): 3, 3 against 3: A Criminal holds: steady.',
    );
    const far = table({ band: 'outlaws', roster: { boss: 1, criminal: 1 } }, guardB, {
      ...shooter,
      'A Criminal': [7, 12, 0],
      'A Boss': [1, 22, 0],
    });
    expect(panicLine(act(far, 'B Guard', [...HIT_NO_WOUND, 3, 3]))).toMatch(
      /^ {2}Panic test \(4\.2\): 3, 3 against 2: A Criminal fails with 2 dice: scared/,
    );
  });

  it('9.4: the Boss eliminated, his Criminal goes into panic at once, wherever he stands', () => {
    const t = table({ band: 'outlaws', roster: { boss: 1, criminal: 1 } }, guardB, {
      ...shooter,
      'A Boss': [7, 12, 0],
      'A Criminal': [2, 20, 0],
    });
    t.fig('A Boss').cos = 1;
    // No fame or fortune to re-roll his rescue die with (1.6): the test is of 9.4, not of luck.
    Object.assign(t.fig('A Boss'), { fameLeft: 0, fortuneLeft: 0 });
    // Shot 6: 6 + 3 + 1 + 3 = 13, two damage; rescue 6 + 2 - 3 = 5: two wounds, the Boss is out.
    const lines = act(t, 'B Guard', [1, 1, 6, 6]);
    // The rocks are within 5U: he flees to them rather than plunging to the ground (4.2).
    expect(lines.at(-1)).toBe('  A Criminal sees his leader fall and panics (9.4): scared.');
    expect(t.fig('A Criminal').scared).toBe(true);
  });

  it("9.10: the Captain's soldiers within 5U and the Sergeant with two soldiers by him pass the panic test without a die", () => {
    const captain = table({ band: 'soldiers', roster: { captain: 1, soldier: 1 } }, guardB, {
      ...shooter,
      'A Soldier': [7, 12, 0],
      'A Captain': [5, 14, 0],
    });
    expect(act(captain, 'B Guard', HIT_NO_WOUND)).toContain(
      "  Panic test (4.2): A Soldier passes it without rolling (his band's rule, 9.3-9.12).",
    );
    const sergeant = table({ band: 'soldiers', roster: { captain: 1, sergeant: 1, soldier: 2 } }, guardB, {
      ...shooter,
      'A Sergeant': [7, 12, 0],
      'A Soldier 1': [5, 9, 0],
      'A Soldier 2': [5, 15, 0],
      'A Captain': [1, 22, 0],
    });
    expect(act(sergeant, 'B Guard', HIT_NO_WOUND)).toContain(
      "  Panic test (4.2): A Sergeant passes it without rolling (his band's rule, 9.3-9.12).",
    );
  });

  it('9.3: the Vice-Sheriff passes beside a steady Sheriff; the Volunteer gets +1 with an ally by him', () => {
    const vice = table({ band: 'lawmen', roster: { sheriff: 1, 'vice-sheriff': 1 } }, guardB, {
      ...shooter,
      'A Vice-Sheriff': [7, 12, 0],
      'A Sheriff': [5, 14, 0],
    });
    expect(act(vice, 'B Guard', HIT_NO_WOUND)).toContain(
      "  Panic test (4.2): A Vice-Sheriff passes it without rolling (his band's rule, 9.3-9.12).",
    );
    const volunteer = table({ band: 'lawmen', roster: { volunteer: 1, guard: 1 } }, guardB, {
      ...shooter,
      'A Volunteer': [7, 12, 0],
      'A Guard': [5, 14, 0],
    });
    expect(act(volunteer, 'B Guard', [...HIT_NO_WOUND, 4, 4])).toContain(
      '  Panic test (4.2): 4, 4 against 4: A Volunteer holds: steady.',
    );
  });

  it('9.7: a Gringo beyond 15U of his Bandido takes the panic test one worse; a struck Peon falls back 3U', () => {
    const gringo = table({ band: 'mexicans', roster: { bandido: 1, gringo: 1 } }, guardB, {
      ...shooter,
      'A Gringos': [7, 12, 0],
      'A Bandido': [30, 2, 0],
    });
    expect(panicLine(act(gringo, 'B Guard', [...HIT_NO_WOUND, 3, 3]))).toMatch(
      /^ {2}Panic test \(4\.2\): 3, 3 against 2: A Gringos fails with 2 dice: scared/,
    );
    const peon = table({ band: 'mexicans', roster: { peon: 1 } }, guardB, {
      ...shooter,
      'A Peones': [7, 12, 0],
    });
    expect(act(peon, 'B Guard', [...HIT_NO_WOUND, 1, 1]).at(-1)).toBe(
      '  A Peones falls back 3U from B Guard (9.7), to (4.0, 12.0).',
    );
  });

  it('9.10: a Soldier with two other soldiers within 5U shoots at +1; 9.6: the Bear Hunter fights at +1 and his victim panics one worse', () => {
    const volley = table({ band: 'soldiers', roster: { soldier: 3 } }, guardB, {
      'A Soldier 1': [7, 12, 0],
      'A Soldier 2': [5, 9, 0],
      'A Soldier 3': [5, 15, 0],
      'B Guard': [12, 12, 180],
    });
    // 1 + SHOT 3 + weapon 1, then aim, short range, not yet acted and the volley: + 4.
    expect(act(volley, 'A Soldier 1', [1, 1, 1, 1, 1, 1])).toContain(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 4 = 9: struck, 1 damage.',
    );
    const bear = table({ band: 'mountain-men', roster: { 'bear-hunter': 1 } }, guardB, {
      'A Bear Hunter': [10, 12, 0],
      'B Guard': [10.8, 12, 180],
    });
    // Fight 6 + COS 3 + 1 = 10, two damage; rescue 1 + 2 - COS 2: one wound; panic 3, 3 against 3 - 1.
    const lines = act(bear, 'A Bear Hunter', [1, 1, 6, 1, 3, 3]);
    expect(lines[0]).toContain('Roll to fight: 6 + COS 3 + 1 (Tab.4 1) = 10: struck, 2 damage.');
    expect(panicLine(lines)).toMatch(
      /^ {2}Panic test \(4\.2\): 3, 3 against 2: B Guard fails with 2 dice: scared/,
    );
  });

  it('9.11: a Warrior holding cover must attack the enemy within 8U: he stands and shoots instead of going to cover', () => {
    const t = table({ band: 'indians', roster: { warrior: 1 }, tactic: 'hold-in-cover' }, guardB, {
      'A Warrior': [5, 12, 0],
      'B Guard': [12, 12, 180],
    });
    const lines = act(t, 'A Warrior', [1, 1, 1]);
    expect(lines[0]).toBe('  A Warrior must attack the enemy within 8U (9.11): he stands and shoots.');
    expect(lines).toContain(
      '  A Warrior fires one shot at B Guard (7U). Coolness test (4.2): 1, 1 against 4: steady.',
    );
    expect([t.fig('A Warrior').x, t.fig('A Warrior').y]).toEqual([5, 12]);
  });

  it('9.12: civilians run off the table from gunfire; nobody shoots the Saloon Woman before she fires, and then at +1', () => {
    const t = table({ band: 'common', roster: { 'unarmed-civilian': 1, 'armed-civilian': 1 } }, guardB, {
      ...shooter,
      'A Armed Civilian': [7, 12, 0],
      'A Unarmed Civilian': [6, 9, 0],
    });
    // One shot fired already: a six-shot not full is never emptied at once (5.2.2), so he fires one shot.
    t.fig('B Guard').shotsLeft = 5;
    // Rescue 1 + 1 - REF 2: no wound; panic 1, 1 holds; both civilians take flight all the same.
    const lines = act(t, 'B Guard', [1, 1, 1, 1, 1, 1]);
    expect(lines.slice(-2)).toEqual([
      '  A Armed Civilian is fired upon and panics: he will run off the table (9.12).',
      '  A Unarmed Civilian hears shooting within 10U and panics: he will run off the table (9.12).',
    ]);
    expect(act(t, 'A Unarmed Civilian', []).at(-1)).toBe('  A Unarmed Civilian leaves the table (9.12).');
    expect(t.fig('A Unarmed Civilian').inPlay).toBe(false);

    const s = table({ band: 'common', roster: { 'saloon-woman': 1, 'armed-civilian': 1 } }, guardB, {
      ...shooter,
      'A Saloon Woman / Adventurer': [8, 12, 0],
      'A Armed Civilian': [7, 15, 0],
    });
    s.fig('B Guard').shotsLeft = 5;
    expect(act(s, 'B Guard', [1, 1, 1])[0]).toContain('B Guard fires one shot at A Armed Civilian');
    s.fig('A Saloon Woman / Adventurer').fired = true;
    s.fig('B Guard').activated = false;
    expect(act(s, 'B Guard', [1, 1, 1, 1, 1, 1])[1]).toBe(
      '  B Guard fires one shot at A Saloon Woman / Adventurer (4U). Coolness test (4.2): 1, 1 against 3, +1 (9.12): steady.',
    );
  });

  it('9.3, 9.4: Lawmen shoot neither past an ally nor into a fray; Outlaws do both', () => {
    const lawPast = table(
      { band: 'outlaws', roster: { bandit: 1 } },
      { band: 'lawmen', roster: { guard: 2 } },
      { 'A Bandit': [6, 12, 0], 'B Guard 1': [12, 12, 180], 'B Guard 2': [9, 12, 180] },
    );
    expect(act(lawPast, 'B Guard 1', []).join('\n')).not.toContain('fires');
    const outlawPast = table(
      { band: 'lawmen', roster: { guard: 1 } },
      { band: 'outlaws', roster: { bandit: 2 } },
      { 'A Guard': [6, 12, 0], 'B Bandit 1': [12, 12, 180], 'B Bandit 2': [9, 12, 180] },
    );
    expect(act(outlawPast, 'B Bandit 1', [1, 1, 1, 1, 1, 1])[1]).toContain(
      'B Bandit 1 fires one shot at A Guard (6U)',
    );
    const lawFray = table(
      { band: 'outlaws', roster: { bandit: 1 } },
      { band: 'lawmen', roster: { guard: 2 } },
      { 'A Bandit': [7, 12, 0], 'B Guard 1': [12, 12, 180], 'B Guard 2': [7, 12.8, 270] },
    );
    expect(act(lawFray, 'B Guard 1', []).join('\n')).not.toContain('fires');
    const outlawFray = table(
      { band: 'lawmen', roster: { guard: 1 } },
      { band: 'outlaws', roster: { bandit: 2 } },
      { 'A Guard': [7, 12, 0], 'B Bandit 1': [12, 12, 180], 'B Bandit 2': [7, 12.8, 270] },
    );
    expect(act(outlawFray, 'B Bandit 1', [1, 1, 1, 1, 1, 1])[1]).toContain(
      'B Bandit 1 fires one shot at A Guard (5U)',
    );
  });
});
