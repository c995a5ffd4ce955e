// Where a run may write, and what it is named by: checked before the first trial, in one line each.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { progressFigures } from '../../src/cli/progressBar.ts';
import { checkExperiment } from '../../src/sim/checkExperiment.ts';
import { loadExperiment } from '../../src/sim/loadExperiment.ts';
import { checkFolder, makeFolder } from '../../src/sim/makeFolder.ts';
import { executeRun, runExperiment } from '../../src/sim/runExperiment.ts';
import { SMALL_STUDY } from './simKit.ts';

const dir = mkdtempSync(join(tmpdir(), 'triggernometry-edges-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tiny = { ...SMALL_STUDY, trials: 20 };
const file = join(dir, 'a-file');
writeFileSync(file, 'not a folder\n');

describe('the output folder', () => {
  it.each([
    [file, /^--out: .*a-file is a file, not a folder$/],
    [join(file, 'run'), /^--out: .*a-file\/run lies under the file .*a-file$/],
  ])('refuses %s with one line before the first trial', async (out, message) => {
    const error = await executeRun(tiny, { workers: 0, out }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'bad-request' });
    expect((error as Error).message).toMatch(message);
  });

  // Node's mkdir(..., { recursive: true }) loops for ever here: mkdir answers ENOENT under an existing /proc.
  it.runIf(existsSync('/proc/self'))(
    'refuses a folder that cannot be made (under /proc), without a hang',
    async () => {
      expect(() => makeFolder('/proc/no-such/run')).toThrow(
        /cannot create the folder \/proc\/no-such\/run \(ENOENT/,
      );
      const run = executeRun(tiny, { workers: 0, out: '/proc/no-such/run' });
      await expect(run).rejects.toMatchObject({ kind: 'bad-request' });
    },
  );

  it('checks a folder that can be made without leaving it behind', () => {
    checkFolder(join(dir, 'new', 'deeper'));
    expect(existsSync(join(dir, 'new'))).toBe(false);
    expect(makeFolder(join(dir, 'made', 'deeper'))).toEqual([join(dir, 'made'), join(dir, 'made', 'deeper')]);
  });

  it("refuses another experiment's or seed's run unless forced; the same run again is allowed", async () => {
    const out = join(dir, 'taken');
    await executeRun(tiny, { workers: 0, out });
    await executeRun(tiny, { workers: 0, out });
    const other = { ...tiny, name: 'other-study' };
    await expect(executeRun(other, { workers: 0, out })).rejects.toMatchObject({
      kind: 'bad-request',
      message: `--out ${out} holds a run of small-study at seed 11, not of other-study at seed 11: choose another folder, or pass --force to overwrite it`,
    });
    await expect(executeRun(tiny, { workers: 0, out, seed: 12 })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    const forced = await executeRun(other, { workers: 0, out, force: true });
    expect(forced.results.experiment.name).toBe('other-study');
  });
});

describe('experiment files', () => {
  it('caps the text fields and the size of a file', () => {
    expect(() => checkExperiment({ ...tiny, description: 'x'.repeat(2001) }, 'big.yaml')).toThrow(
      /description/,
    );
    const huge = join(dir, 'huge.yaml');
    writeFileSync(huge, `name: huge\ndescription: ${'x'.repeat(1_100_000)}\n`);
    expect(() => loadExperiment(huge)).toThrow(/larger than 1 MiB/);
  });

  it("takes a relative path from the caller's folder and a shipped study by name", async () => {
    mkdirSync(join(dir, 'studies'));
    const own = join(dir, 'studies', 'mine.yaml');
    writeFileSync(
      own,
      `name: mine\nseed: 3\nscenario: duel\nfigures: { a: gunman, b: gunman }\nparams: { range: 6 }\ntrials: 10\n`,
    );
    const mine = await runExperiment(relative(process.cwd(), own), { workers: 0 });
    expect(mine.experiment.name).toBe('mine');
    const shipped = await runExperiment('duel-editions', { workers: 0, trials: 2 });
    expect(shipped.experiment.name).toBe('duel-editions');
    expect(shipped.provenance.experimentFile).toBe(join('experiments', 'duel-editions.yaml'));
  });
});

describe('the progress figures', () => {
  // Resumed at 6000 of 10000 plays, 1000 more in 2 s: 500 plays a second and 3000 left, 6 s.
  it("count only this run's plays after a resume", () => {
    expect(progressFigures(7000, 10000, 6000, 2)).toEqual({ rate: 500, eta: 6 });
    expect(progressFigures(6000, 10000, 6000, 0)).toEqual({ rate: 0, eta: Infinity });
  });
});
