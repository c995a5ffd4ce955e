import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './simKit.ts';

describe("import { runExperiment } from 'triggernometry'", () => {
  it('works from a plain Node script through the package name, returning the results object', () => {
    const script = `
      import { runExperiment } from 'triggernometry';
      const r = await runExperiment(${JSON.stringify(join(ROOT, 'test', 'fixtures', 'studies', 'two-ranges.yaml'))}, { trials: 500, workers: 1 });
      console.log(JSON.stringify({ digest: r.digest, cells: r.cells.length, format: r.format }));
    `;
    // A script inside the package folder resolves the package by its own name (Node's self-reference).
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ cells: 2, format: 'triggernometry/results@1' });
  });
});
