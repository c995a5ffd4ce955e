import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN, BROKEN_DIR, brokenFiles, brokenMessage } from '../sim/brokenFixtures.ts';
import { cli, ROOT, tempDir } from '../sim/simKit.ts';

describe('triggernometry validate', () => {
  const dir = tempDir();

  it('passes every shipped experiment, by path or by name', () => {
    const r = cli(
      [
        'validate',
        join(ROOT, 'experiments', 'duel-skills.yaml'),
        'duel-weapon-range',
        'duel-policy-class',
        'duel-editions',
      ],
      dir,
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(4);
    expect(r.stdout).toMatch(
      /^ok .*duel-skills\.yaml: duel-skills \(duel\): 21 cell\(s\), 100000 trials per cell/m,
    );
  });

  it('names the file, line and path of every broken fixture, and exits with 2', () => {
    expect(brokenFiles()).toEqual(Object.keys(BROKEN).sort());
    const files = brokenFiles().map((f) => join(BROKEN_DIR, f));
    const r = cli(['validate', ...files], dir);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    for (const file of Object.keys(BROKEN)) expect(r.stderr, file).toMatch(brokenMessage(file));
  });
});
