import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBenchRecord } from '../../bench/readBenchRecord.ts';
import { UsageError } from '../../src/cli/UsageError.ts';

const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The message of the UsageError that reading `path` throws. */
function refusal(path: string): string {
  try {
    readBenchRecord(path);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${path} was read`);
}

describe('readBenchRecord', () => {
  it('reads the shipped baseline', () => {
    const baseline = readBenchRecord(new URL('../../bench/baseline.json', import.meta.url).pathname);
    expect(baseline.figures.length).toBeGreaterThan(0);
  });

  it('names a missing baseline and how to make one', () => {
    expect(refusal('no/such/baseline.json')).toBe(
      'no baseline at no/such/baseline.json: make one with `npm run bench -- --update-baseline`',
    );
  });

  it('names the file and the first wrong field', () => {
    const file = join(dir, 'wrong.json');
    writeFileSync(file, JSON.stringify({ format: 'x', figures: [] }));
    expect(refusal(file)).toMatch(/wrong\.json: format must be /);
    writeFileSync(file, '{');
    expect(refusal(file)).toMatch(/wrong\.json is not valid JSON/);
  });
});
