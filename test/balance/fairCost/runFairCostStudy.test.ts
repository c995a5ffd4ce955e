import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fairCostGroup } from '../../../src/balance/fairCost/fairCostCells.ts';
import { readFairCostStudy } from '../../../src/balance/fairCost/readFairCostStudy.ts';
import { playFairCostStudy, runFairCostStudy } from '../../../src/balance/fairCost/runFairCostStudy.ts';
import { FAFDM_CHARACTER_IDS } from '../../../src/rules/fafdm/tables/fafdmBands.ts';
import { sharedPool } from '../../sim/sharedPool.ts';
import { SimError } from '../../../src/sim/SimError.ts';

const dir = mkdtempSync(join(tmpdir(), 'fair-cost-'));
const SMALL = `name: small
seed: 7
trials: 150
price: weapons
opponent: { band: lawmen, roster: { sheriff: 1, guard: 4 } }
reference: guard
weapons: [rifle, remington]
bands:
  outlaws: { roster: { boss: 1, bandit: 3 }, carrier: boss }
`;

function studyFile(name: string, text: string): string {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text);
  return file;
}

function invalid(text: string): string {
  try {
    readFairCostStudy(studyFile('bad', text));
  } catch (error) {
    expect(error).toBeInstanceOf(SimError);
    expect((error as SimError).exitCode).toBe(2);
    return (error as SimError).message;
  }
  throw new Error('read without an error');
}

describe('fair-cost studies', () => {
  it('the shipped ten-band study prices every character of the ten band lists', () => {
    const study = readFairCostStudy('experiments/fair-costs/fafdm-characters.yaml');
    const subjects = study.bands.flatMap((b) => fairCostGroup(study, b).subjects.map((s) => s.subject));
    expect([...subjects].sort()).toEqual([...FAFDM_CHARACTER_IDS].sort());
    const weapons = readFairCostStudy('experiments/fair-costs/fafdm-weapons.yaml');
    // Tab.15: the rifle's printed price is $16 (001 8.2).
    const rifle = fairCostGroup(weapons, weapons.bands[0]!).subjects.find((s) =>
      s.subject.endsWith(':rifle'),
    );
    expect(rifle?.listed).toBe(16);
  });

  it('names the field of a bad study file, with exit code 2', () => {
    expect(invalid(SMALL.replace('price: weapons', 'price: horses'))).toMatch(
      /price: characters or weapons \(got "horses"\)/,
    );
    expect(invalid(SMALL.replace('reference: guard', 'reference: sheriff'))).toMatch(
      /reference: an ordinary character of the lawmen list/,
    );
    expect(invalid(SMALL.replace('carrier: boss', 'carrier: bandit'))).toMatch(
      /bands\.outlaws\.carrier: a character the roster has exactly one of/,
    );
    expect(invalid(SMALL.replace('trials: 150', 'trials: 5'))).toMatch(/trials: an integer from 100/);
    expect(invalid(SMALL.replace('seed: 7', 'seed: 7\ntable: x'))).toMatch(/table: one of name/);
    expect(invalid(`${SMALL}skirmish: { table: moon }\n`)).toMatch(/skirmish\.table: one of/);
    // A characters study adds one of each character: the base must have room for the leader.
    expect(invalid(SMALL.replace('price: weapons', 'price: characters'))).toMatch(
      /bands\.outlaws\.roster: room for one more boss/,
    );
  });

  it('gives the same prices on 0 and 2 workers, every subject with its listed price', async () => {
    const study = readFairCostStudy(studyFile('small', SMALL));
    const inline = await runFairCostStudy(study);
    const pooled = await runFairCostStudy(study, sharedPool());
    expect(pooled.rows).toEqual(inline.rows);
    expect(inline.games).toBe(4 * 150);
    // Tab.15: a rifle $16, a Remington $5.
    expect(inline.rows.map((r) => [r.subject, r.listed])).toEqual([
      ['outlaws/boss:rifle', 16],
      ['outlaws/boss:remington', 5],
    ]);
    for (const r of inline.rows) expect(r.winRate.base).toBe(inline.rows[0]!.winRate.base);
  });
});

describe('fair-cost studies keep the run contracts: any split, resumable', () => {
  // 300 games a cell: two blocks (250 and 50 trials).
  const study = () => readFairCostStudy(studyFile('split', SMALL.replace('trials: 150', 'trials: 300')));
  let unbroken: ReturnType<typeof runFairCostStudy> | null = null;
  /** The study played whole, once for both tests. */
  const played = () => (unbroken ??= runFairCostStudy(study()));

  it('two shards merged give the digest of the whole study', async () => {
    const whole = await played();
    const ledger = (k: number): string => join(dir, `shard-${k}.json`);
    for (const k of [1, 2]) {
      const done = await playFairCostStudy(study(), undefined, {
        ledgerPath: ledger(k),
        shard: { k, n: 2 },
      });
      expect(done).toMatchObject({ shard: `${k}/2`, blocks: 1, total: 2 });
    }
    const merged = await playFairCostStudy(study(), undefined, { merge: [ledger(2), ledger(1)] });
    expect('digest' in merged && merged.digest).toBe(whole.digest);
    expect('rows' in merged && merged.rows).toEqual(whole.rows);
    // A merge without every shard's blocks is refused.
    await expect(playFairCostStudy(study(), undefined, { merge: [ledger(1)] })).rejects.toMatchObject({
      kind: 'merge-refused',
    });
  });

  it('an interrupted study resumes from its ledger to the same digest', async () => {
    const whole = await played();
    const ledgerPath = join(dir, 'stopped.json');
    const stop = new AbortController();
    await expect(
      runFairCostStudy(study(), undefined, { ledgerPath, signal: stop.signal, onBlock: () => stop.abort() }),
    ).rejects.toMatchObject({ kind: 'interrupted' });
    // Without --resume the ledger is not overwritten.
    await expect(runFairCostStudy(study(), undefined, { ledgerPath })).rejects.toMatchObject({
      kind: 'bad-request',
    });
    let blocks = 0;
    const resumed = await runFairCostStudy(study(), undefined, {
      ledgerPath,
      resume: true,
      onBlock: () => blocks++,
    });
    expect(blocks).toBe(1);
    expect(resumed.digest).toBe(whole.digest);
  });
});
