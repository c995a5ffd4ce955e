import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';
import { fire, gameOf, playScripted, Script } from '../shootoutKit.ts';

/** bush, hidden at (10, 15) with `policy`; al, a Gunman `gap` inches east, firing at him when he may. */
function ambush(policy: Script, gap: number, alPolicy = new Script([fire(0)])) {
  return gameOf(
    [
      { name: 'bush', side: 0, x: 10, y: 15, policy, hidden: true },
      { name: 'al', side: 1, x: 10 + gap, y: 15, policy: alPolicy },
    ],
    { options: { 'shootout.nerve': 'off' } },
  );
}

describe('hiding and detection in a shootout (000 Hiding and Detection)', () => {
  it('a hidden man who fires is spotted on 1-4 of the firing table (a 5 with -1 within 12" reads 4)', () => {
    // "If the hidden character fires a weapon ... 1-4 Spotted!"; "12” or less away -1": al at 8" throws 5.
    const game = ambush(new Script([fire(1)]), 8);
    const p = playScripted(game, [2, 2, 5], [0]);
    expect(p.story).toMatch(/al spots bush, who was hidden\./);
    expect(game.hiding!.isHidden(0)).toBe(false);
  });

  it('a 6 with -1 reads 5: "Something around here somewhere", and he stays hidden', () => {
    const game = ambush(new Script([fire(1)]), 8);
    const p = playScripted(game, [2, 2, 6], [0]);
    expect(p.lines).toContain('  al senses something around here somewhere, but does not spot bush.');
    expect(game.hiding!.isHidden(0)).toBe(true);
  });

  it('nobody may fire at a hidden man: al, scripted to fire at him, is refused', () => {
    const game = ambush(new Script([]), 8);
    expect(() => playScripted(game, [], [1])).toThrow(/may not fire at bush/);
  });
});

describe('the file field hidden', () => {
  const setup = (bush: JsonObject): JsonObject => ({
    sides: {
      gang: { area: 'west', figures: { bush } },
      posse: { area: 'east', figures: { deputy: 'gunman' } },
    },
  });

  it('takes true or false, and names the field and what is allowed otherwise', () => {
    const bad = readShootoutCell(setup({ class: 'gunman', hidden: 'yes' }), SHOOTOUT_OPTIONS);
    expect('issues' in bad && bad.issues.map((i) => `${i.path.join('.')}: ${i.expected}`)).toEqual([
      'sides.gang.figures.bush.hidden: true or false (got "yes")',
    ]);
    const good = shootoutScenario.normalize(setup({ class: 'gunman', hidden: true }));
    if ('issues' in good) throw new Error(JSON.stringify(good.issues));
    expect(JSON.stringify(good.setup)).toContain('"hidden":true');
    const plain = shootoutScenario.normalize(setup({ class: 'gunman', hidden: false }));
    expect(JSON.stringify(plain)).not.toContain('hidden');
  });
});

describe('who throws to detect (register entry detection-who-throws)', () => {
  /** bush hidden at (10, 15), firing; al 8" and cy 20" east of him. */
  const three = (detectors: string) =>
    gameOf(
      [
        { name: 'bush', side: 0, x: 10, y: 15, policy: new Script([fire(1)]), hidden: true },
        { name: 'al', side: 1, x: 18, y: 15 },
        { name: 'cy', side: 1, x: 30, y: 15 },
      ],
      { options: { 'shootout.nerve': 'off', 'shootout.detectors': detectors } },
    );

  it('nearest: his side throws once, from al, the nearer; a 6 (-1 within 12") reads 5 and he stays hidden', () => {
    const p = playScripted(three('nearest'), [2, 2, 6], [0]);
    expect(p.lines.filter((l) => l.includes('bush'))).toContain(
      '  al senses something around here somewhere, but does not spot bush.',
    );
    expect(p.story).not.toMatch(/cy (spots|senses|looks)/);
  });

  it('each: cy throws after al, and his 4 (no modifier at 20") spots bush', () => {
    const game = three('each');
    const p = playScripted(game, [2, 2, 6, 4], [0]);
    expect(p.lines).toContain('  cy spots bush, who was hidden.');
    expect(game.hiding!.isHidden(0)).toBe(false);
  });
});
