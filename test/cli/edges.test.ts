// Edges of the command line: a closed pipe, a signal in the middle of a run, and inputs out of range.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { unknownMechanic } from '../../src/cli/oddsCommand.ts';
import { parseDuelPolicy } from '../../src/policies/duel/parseDuelPolicy.ts';
import { parseShootoutPolicy } from '../../src/policies/shootout/parseShootoutPolicy.ts';

const bin = fileURLToPath(new URL('../../bin/triggernometry.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'triggernometry-cli-edges-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('inputs out of range', () => {
  it.each([
    ['blaze-when:k=-1', 'k=-1: a whole number of dice from 0 to 12'],
    ['blaze-when:j=13', 'j=13: a whole number of dice from 0 to 12'],
  ])('refuses the duel policy %s', (text, message) => {
    expect(parseDuelPolicy(text)).toBe(message);
  });

  it('refuses blaze-when parameters out of range in a shootout tactic too', () => {
    expect(parseShootoutPolicy('rusher:fire=blaze-when:k=1.5')).toBe(
      'k=1.5: a whole number of dice from 0 to 12',
    );
    expect(parseShootoutPolicy('rusher:fire=blaze-when:j=0')).not.toBeTypeOf('string');
  });

  it('names an unknown odds mechanic and lists the mechanics', () => {
    expect(unknownMechanic(['odds', 'blazing'])).toMatch(
      /^unknown mechanic "blazing"; mechanics: blaze, deliberate, /,
    );
    expect(unknownMechanic(['odds', 'blaze'])).toBeNull();
  });
});

/** Starts the command line with its streams piped; resolves with its exit code and stderr. */
function start(args: readonly string[], onStart: (child: ReturnType<typeof spawn>) => void) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
  onStart(child);
  return done;
}

describe('the process', () => {
  it('ends quietly when the reader closes stdout early (| head)', async () => {
    const r = await start(['odds', 'blaze', '--dice', '1..12', '--cap', '3'], (c) => c.stdout!.destroy());
    expect(r).toEqual({ code: 0, stderr: '' });
  });

  it('stops a run on SIGTERM, saying what was saved and the command that resumes it', async () => {
    const out = join(dir, 'stopped');
    let signalled = 0;
    const r = await start(
      ['run', 'duel-skills', '--workers', '1', '--block-size', '500', '--out', out, '--no-report'],
      (child) => {
        // The first checkpoint means the run is under way, with its handlers in place.
        const poll = setInterval(() => {
          if (!existsSync(join(out, 'checkpoint.json'))) return;
          clearInterval(poll);
          signalled = Date.now();
          child.kill('SIGTERM');
        }, 50);
      },
    );
    // The 1.5 s bound is the runner's own grace timer (stopOnSignals), which ends the process whatever it is
    // doing; a test cannot time it on a machine that may be loaded, so this only guards against a hang.
    expect(Date.now() - signalled).toBeLessThan(60_000);
    expect(r.code).toBe(130);
    // Stopped by the run itself, or, on a machine too loaded to write the checkpoint within the grace, by the
    // grace timer: either way the line names what was saved and the command that resumes it.
    expect(r.stderr).toMatch(
      /stopped after \d+ of \d+ trial plays; the finished blocks are checkpointed in |not stopped after 1\.5 s; quitting now; the blocks checkpointed so far are kept/,
    );
    expect(r.stderr).toContain(
      `continue with: triggernometry run duel-skills --block-size 500 --out ${out} --workers 1 --resume`,
    );
  });
});
