import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeReportDirectory } from '../../src/report/writeReportDirectory.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'triggernometry-writer-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = (entries: Record<string, string>): Map<string, string> => new Map(Object.entries(entries));

describe('writeReportDirectory', () => {
  it('creates a new report folder whole, readable by others, leaving no staging folder', async () => {
    const dir = join(root, 'reports', 'study');
    await writeReportDirectory(dir, files({ 'summary.md': '# study\n', 'charts/a.svg': '<svg/>' }));
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('# study\n');
    expect(readFileSync(join(dir, 'charts', 'a.svg'), 'utf8')).toBe('<svg/>');
    expect(statSync(dir).mode & 0o777).toBe(0o755);
    expect(readdirSync(join(root, 'reports'))).toEqual(['study']);
  });

  it('replaces a report inside a run folder: results.json stays, stale charts go', async () => {
    const dir = join(root, 'run');
    mkdirSync(join(dir, 'charts'), { recursive: true });
    writeFileSync(join(dir, 'results.json'), '{}');
    writeFileSync(join(dir, 'summary.md'), 'old');
    writeFileSync(join(dir, 'charts', 'stale.png'), 'old');
    await writeReportDirectory(dir, files({ 'summary.md': 'new', 'charts/fresh.svg': '<svg/>' }));
    expect(readdirSync(dir).sort()).toEqual(['charts', 'results.json', 'summary.md']);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('new');
    expect(readdirSync(join(dir, 'charts'))).toEqual(['fresh.svg']);
    expect(readdirSync(root)).toEqual(['run']);
  });

  it('leaves no partial folder when a file cannot be written', async () => {
    const dir = join(root, 'study');
    // "charts" cannot be both a file and a folder: the second write fails half-way through the report.
    await expect(
      writeReportDirectory(dir, files({ 'summary.md': '# study\n', charts: 'x', 'charts/a.svg': '<svg/>' })),
    ).rejects.toThrow();
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it('leaves an existing run folder untouched when a file cannot be written', async () => {
    const dir = join(root, 'run');
    mkdirSync(dir);
    writeFileSync(join(dir, 'summary.md'), 'old');
    await expect(
      writeReportDirectory(dir, files({ 'summary.md': 'new', charts: 'x', 'charts/a.svg': '' })),
    ).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['summary.md']);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('old');
    expect(readdirSync(root)).toEqual(['run']);
  });

  it('refuses file names that leave the report folder, before writing anything', async () => {
    const dir = join(root, 'study');
    await expect(writeReportDirectory(dir, files({ '../escape.md': 'x' }))).rejects.toThrow(
      /inside the report/,
    );
    await expect(writeReportDirectory(dir, files({ '/etc/x': 'x' }))).rejects.toThrow(/inside the report/);
    expect(readdirSync(root)).toEqual([]);
  });
});
