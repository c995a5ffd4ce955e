#!/usr/bin/env node
// `npm test`'s first step: the type check and the lint in one process, sharing one TypeScript program per
// project, with Prettier's check (`prettier --check .`) running beside them in a process of its own: the two
// share no work, and Node uses more than one core for each, so side by side they finish sooner than one
// after the other. `tsc --noEmit` and a type-aware `eslint .` each build and check the whole program; run apart they
// do that work twice, which was the largest share of the suite's time before vitest starts. The results are
// the same as `npm run typecheck && npm run lint`: every TypeScript diagnostic of both projects (the
// package, and the odds page's browser code with the DOM's types), then every lint message, with the
// repository's eslint.config.js.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import process from 'node:process';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['tsconfig.json', 'src/web/page/tsconfig.json'];

/**
 * Prettier's check, started first. It writes to a file, not a pipe: this process is busy type checking while
 * it runs and could not drain a pipe, which would stall Prettier once the pipe filled.
 */
const prettierBin = join(
  dirname(createRequire(import.meta.url).resolve('prettier/package.json')),
  'bin/prettier.cjs',
);
const formatDir = mkdtempSync(join(tmpdir(), 'triggernometry-format-'));
const formatLog = openSync(join(formatDir, 'prettier.log'), 'w');
/** @type {Promise<number | null>} */
const formatCheck = new Promise((done) => {
  const child = spawn(process.execPath, [prettierBin, '--check', '.'], {
    cwd: root,
    stdio: ['ignore', formatLog, formatLog],
  });
  child.on('close', (code) => done(code));
});

/** Waits for Prettier's check, prints what it said and exits 1 if either check failed. */
async function finish(/** @type {boolean} */ failed) {
  const code = await formatCheck;
  closeSync(formatLog);
  const said = readFileSync(join(formatDir, 'prettier.log'), 'utf8');
  rmSync(formatDir, { recursive: true, force: true });
  process.stdout.write(code === 0 ? 'Prettier: every file is formatted\n' : said);
  process.exit(failed || code !== 0 ? 1 : 0);
}

/**
 * @param {string} configFile
 * @returns {ts.Program}
 */
function programOf(configFile) {
  const path = join(root, configFile);
  const read = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(path), undefined, path);
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
  });
}

/** @type {ts.FormatDiagnosticsHost} */
const host = {
  getCanonicalFileName: (/** @type {string} */ f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
const programs = projects.map(programOf);
let failed = false;
for (const program of programs) {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    failed = true;
    process.stderr.write(ts.formatDiagnostics(diagnostics, host));
  }
}
if (failed) await finish(true);

// Files in a checked program are linted against it; any other file ESLint would lint (the JavaScript entry
// points and configs) through the config's own project service, as `eslint .` does.
const SKIP = new Set(['node_modules', '.git', 'dist', 'reports', 'coverage']);
const LINTED = /\.(?:[cm]?jsx?|[cm]?tsx?)$/;
/**
 * @param {string} dir
 * @param {string[]} out
 * @returns {string[]}
 */
function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (LINTED.test(entry.name)) out.push(path);
  }
  return out;
}
const eslint = new ESLint({ cwd: root });
const typed = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { programs, projectService: false } } },
});
const inPrograms = new Set(programs.flatMap((p) => p.getRootFileNames().map((f) => resolve(f))));
/** @type {string[]} */
const files = [];
for (const f of walk(root, [])) if (!(await eslint.isPathIgnored(f))) files.push(f);
const results = [
  ...(await typed.lintFiles(files.filter((f) => inPrograms.has(f)))),
  ...(await eslint.lintFiles(files.filter((f) => !inPrograms.has(f)))),
];
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) process.stdout.write(text);
const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
process.stdout.write(`checked ${programs.length} TypeScript projects and linted ${results.length} files\n`);
await finish(errors > 0 || warnings > 0);
