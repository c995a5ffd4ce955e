import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../sim/simKit.ts';

describe('triggernometry faircost', () => {
  const dir = tempDir();

  it('has --help naming its flags', () => {
    const r = cli(['faircost', '--help'], dir);
    expect(r.status).toBe(0);
    for (const flag of [
      '--trials',
      '--seed',
      '--workers',
      '--out',
      '--json',
      '--no-report',
      '--resume',
      '--shard',
      '--merge',
    ])
      expect(r.stdout).toContain(flag);
  });

  it('refuses a bad flag or study in one line, exit code 2, nothing written', () => {
    const out = join(dir, 'bad');
    for (const args of [
      ['fafdm-weapons', '--trials', '5'],
      ['fafdm-weapons', '--workers', 'many'],
      ['no-such-study'],
      ['fafdm-weapons', '--shard', '3/2'],
      ['fafdm-weapons', '--queue', 'redis://127.0.0.1:6379', '--workers', '2'],
      ['fafdm-weapons', '--queue', 'http://127.0.0.1:6379'],
      ['fafdm-weapons', '--merge', 'a,b', '--shard', '1/2'],
      ['fafdm-weapons', '--resume'],
    ]) {
      const r = cli(['faircost', ...args, '--out', out], dir);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
    expect(existsSync(out)).toBe(false);
  });
});
