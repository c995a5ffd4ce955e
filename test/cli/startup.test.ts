import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsFor } from '../../src/cli/main.ts';
import { BIN, ROOT } from '../sim/simKit.ts';

const run = (args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('start-up: each command loads only its own code', () => {
  it('registers the command named, or every command when none is named or the name is unknown', () => {
    expect(commandsFor(['odds', 'blaze', '--dice', '6'])).toEqual(['odds']);
    expect(commandsFor(['--quiet', 'run', 'duel-weapon-range'])).toEqual(['run']);
    const all = commandsFor([]);
    expect(all).toEqual([
      'odds',
      'duel',
      'rules',
      'run',
      'validate',
      'merge',
      'list',
      'report',
      'replay',
      'drift',
      'balance',
      'faircost',
      'worker',
    ]);
    expect(commandsFor(['--help'])).toEqual(all);
    expect(commandsFor(['bogus', 'odds'])).toEqual(all);
  });
});

describe('start-up: the JavaScript build', () => {
  // The test setup builds dist/js before any test file runs (test/globalSetup.ts).
  it('is there, and the command line prints from it what the TypeScript sources print', () => {
    expect(existsSync(`${ROOT}dist/js/main.js`)).toBe(true);
    const args = ['odds', 'fast-draw', '--a', '4', '--b', '6', '--json'];
    const built = run(args);
    const sources = run(args, { TRIGGERNOMETRY_FROM_SOURCE: '1' });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(JSON.parse(built.stdout)).toMatchObject({ mechanic: 'fast-draw' });
    expect(sources.stdout).toBe(built.stdout);
  });

  it('--version gives the version in package.json, from any working folder', () => {
    const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { version: string };
    const r = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8', cwd: '/' });
    expect(r.stdout.trim()).toBe(version);
  });
});
