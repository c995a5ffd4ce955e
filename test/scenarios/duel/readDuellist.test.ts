import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../../src/scenarios/duel/buildDuel.ts';
import type { DuelFigure } from '../../../src/scenarios/duel/DuelFigure.ts';
import { Duellist } from '../../../src/scenarios/duel/Duellist.ts';
import { readDuellist } from '../../../src/scenarios/duel/readDuellist.ts';
import type { JsonValue } from '../../../src/scenarios/Scenario.ts';

const figure = (given: JsonValue | undefined): DuelFigure => {
  const r = readDuellist(given);
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return r.figure;
};
const issues = (given: JsonValue) => {
  const r = readDuellist(given);
  return 'issues' in r ? r.issues.map((i) => ({ path: i.path, part: i.part, got: i.got })) : [];
};

/** The skills duellist A holds once his skills are resolved under the extended rules. */
function skillsInPlay(a: DuelFigure): Record<string, number> {
  const setup = buildDuel({
    ruleset: 'rwnn-extended',
    options: {},
    figures: { a, b: figure(undefined) },
    params: { range: 6, start: 'draw', signal: null },
  });
  const d = new Duellist(setup.a);
  d.bind(setup.rules.figure);
  return Object.fromEntries(Object.entries(d.skills).filter(([, n]) => n > 0));
}

describe('readDuellist: one reading of a duellist for `duel --a` and an experiment', () => {
  it('reads the text and the mapping alike, with the defaults, 003 names and pistol for the six-shooter', () => {
    const plain = {
      class: 'gunman',
      weapon: 'six-shooter',
      skills: [],
      policy: { name: 'deliberate' },
      approach: 'draw-at-once',
    };
    expect(figure(undefined)).toEqual(plain);
    expect(figure('gunman')).toEqual(plain);
    expect(figure('gunman,pistol')).toEqual(plain);
    expect(figure('legend,two-six-shooters,skills=fast-draw+nervous,policy=blaze-when:k=2')).toEqual(
      figure({
        class: 'legend',
        weapon: 'two-pistols',
        skills: ['lightning-fast', 'jumpy'],
        policy: { name: 'blaze-when', k: 2 },
      }),
    );
    expect(figure('shootist,policy=blaze-when,approach=close-to:d=6')).toMatchObject({
      policy: { name: 'blaze-when', k: 3, j: 2 },
      approach: 'close-to:d=6',
    });
  });

  it('keeps the order of skills where it decides what he holds, and puts them in one order where it cannot', () => {
    expect(figure('gunman,skills=jumpy+crack-shot').skills).toEqual(['jumpy', 'crack-shot']);
    expect(figure('gunman,skills=crack-shot+jumpy').skills).toEqual(['crack-shot', 'jumpy']);
    expect(figure('gunman,skills=tough+deadeye+tough').skills).toEqual(['deadeye', 'tough', 'tough']);
  });

  it('gains the skills in the order written: 000 Jumpy "Removes ... Crack Shot", Slow and Swift remove each other', () => {
    expect(skillsInPlay(figure({ skills: ['crack-shot', 'jumpy'] }))).toEqual({});
    // Crack Shot removes nothing, so gained after Jumpy both stay.
    expect(skillsInPlay(figure({ skills: ['jumpy', 'crack-shot'] }))).toEqual({ jumpy: 1, 'crack-shot': 1 });
    expect(skillsInPlay(figure('gunman,skills=slow+swift'))).toEqual({});
    expect(skillsInPlay(figure('gunman,skills=swift+swift+slow'))).toEqual({ swift: 1 });
  });

  it('names every problem by its place in the duellist', () => {
    expect(issues('wizard,rifle,skills=deadeye+flying,policy=fast,approach=walk')).toEqual([
      { path: ['class'], part: 'class', got: 'wizard' },
      { path: ['weapon'], part: 'part', got: 'rifle' },
      { path: ['skills', 1], part: 'skill', got: 'flying' },
      { path: ['policy'], part: 'policy', got: 'fast' },
      { path: ['approach'], part: 'approach', got: 'walk' },
    ]);
    expect(
      issues({ class: 'gunman', weapon: 'rifle', skills: 'deadeye', policy: { name: 'blaze-when', k: 'x' } }),
    ).toEqual([
      { path: ['weapon'], part: 'weapon', got: 'rifle' },
      { path: ['policy', 'k'], part: 'policy parameter k', got: 'x' },
    ]);
    expect(issues({ clas: 'gunman', skills: 3 })).toEqual([
      { path: ['clas'], part: 'field', got: 'clas' },
      { path: ['skills'], part: 'skills', got: 3 },
    ]);
    expect(issues('gunman,six-shooter,two-pistols')).toEqual([
      { path: ['weapon'], part: 'weapon', got: 'two-pistols' },
    ]);
    expect(issues(7)).toEqual([{ path: [], part: 'duellist', got: 7 }]);
  });
});
