import { describe, expect, it } from 'vitest';
import type { RulesetTablesJson } from '../../src/rules/rwnn/formatRulesetTables.ts';
import { SHOOTOUT_OPTIONS } from '../../src/scenarios/shootout/shootoutOptions.ts';
import { expectUsageError, runCli } from './runCli.ts';

const EXTENDED = '000_53eda652e9702143.txt';
const QUICKREF = '002_a287e5c7c10177d4.txt';
const PLAYTEST = '003_e162d46cc374eff2.txt';

function showJson(ruleset: string): RulesetTablesJson {
  const r = runCli(['rules', 'show', ruleset, '--json']);
  expect(r.status).toBe(0);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as RulesetTablesJson;
}

describe('triggernometry rules show', () => {
  it('rwnn-extended --json holds the extended edition charts cell for cell', () => {
    const t = showJson('rwnn-extended');
    expect(t.ruleset).toBe('rwnn-extended');
    // 000 RANGE CHART, "Pistol:" row, close band printed "6” / 3".
    expect(t.ranges.source).toEqual({ document: EXTENDED, section: 'RANGE CHART' });
    expect(t.ranges.rows.pistol.bands.close).toEqual({ upToInches: 6, dice: 3, printed: '6” / 3' });
    // 000 RANGE CHART, "Bow:" row has four cells: no extreme band.
    expect(t.ranges.rows.bow.bands.extreme).toBeNull();
    // 000 Appendix – B, "1 Head" row.
    expect(t.woundCharts.normal.source).toEqual({ document: EXTENDED, section: 'Appendix – B' });
    expect([1, 2, 3, 4, 5, 6].map((f) => t.woundCharts.normal.rows.head[f as 1].printed)).toEqual([
      'Graze',
      'Graze',
      'Flesh Wound',
      'Flesh Wound & Knocked Out',
      'Dead!',
      'Dead!',
    ]);
    // 000 Appendix – B, "5 Belly" under 4: "Serious Wound & Knocked Out".
    expect(t.woundCharts.normal.rows.belly[4].printed).toBe('Serious Wound & Knocked Out');
    // 000 Appendix – C, "1 Head" under 3: the white side reads "Graze".
    expect(t.woundCharts.tough.rows.head[3].printed).toBe('Graze');
    // 000 CHALLENGES, DUELS & THE FAST DRAW: Legend rolls 6 dice; "Back To Opponent - 3".
    expect(t.fastDraw.source).toEqual({ document: EXTENDED, section: 'CHALLENGES, DUELS & THE FAST DRAW' });
    expect(t.fastDraw.dice.legend).toBe(6);
    expect(t.fastDraw.modifiers.find((m) => m.id === 'back-to-opponent')?.dice).toBe(-3);
    // 000 ACTIONS, Fix gun: "1, 2 - Plumb Busted, gun is no longer any use whatsoever."
    expect(t.fixGun.results[2].printed).toBe('1, 2 - Plumb Busted, gun is no longer any use whatsoever.');
    expect(t.skills.rows.find((s) => s.id === 'lightning-fast')?.name).toBe('Lightning Fast');
    expect(t.skillChits?.chits).toHaveLength(34);
  });

  it('rwnn-quickref --json holds the quick reference sheet charts cell for cell', () => {
    const t = showJson('rwnn-quickref');
    // 002 Wound Chart, "5 (Belly)" under 4: "Serious Wound & Knocked Down" (000 says Knocked Out).
    expect(t.woundCharts.normal.source).toEqual({ document: QUICKREF, section: 'Wound Chart' });
    expect(t.woundCharts.normal.rows.belly[4]).toEqual({
      wound: 'serious-wound',
      knock: 'knocked-down',
      printed: 'Serious Wound & Knocked Down',
    });
    // 002 RANGES & NUMBER OF DICE, "Shotgun (Template)" close band: "6" - 4d6".
    expect(t.ranges.rows.shotgun.bands.close).toEqual({ upToInches: 6, dice: 4, printed: '6" - 4d6' });
    // The sheet has no carbine row: it is 000 RANGE CHART's, and says so.
    expect(t.ranges.rows.carbine.source).toEqual({ document: EXTENDED, section: 'RANGE CHART' });
    expect(t.ranges.rows.carbine.borrowedFrom?.document).toBe('extended');
    // 002 MODIFIERS: "Blazing Away / Shotgun +4".
    expect(t.blazingAway.rows.shotgun.bonus).toEqual({
      dice: 4,
      printed: 'Blazing Away / Shotgun +4',
      source: { document: QUICKREF, section: 'MODIFIERS' },
    });
    // 002 CLOSE COMBAT — Fighting Chart, "Tomahawk": attack 5, defend 3, 6 is "Dead".
    expect(t.fightingChart.rows.tomahawk.attackDice).toBe(5);
    expect(t.fightingChart.rows.tomahawk.effects[6].printed).toBe('Dead');
    // 002 ACTIONS: "3/4 - Try again next turn."
    expect(t.fixGun.results[4].printed).toBe('3/4 - Try again next turn.');
  });

  it('prints every table as text, each under a heading with its source line', () => {
    const r = runCli(['rules', 'show', 'rwnn-1996']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    for (const heading of [
      'Range chart: RANGE CHART',
      'Firing modifiers',
      'Blazing away',
      'Wound chart (normal): Wound Chart/Chits: Normal/ More Severe',
      'Wound chart (tough): Wound Chits: Tough/Less Severe',
      'Wound effects',
      'Fast draw',
      'Nerve',
      'Skills',
      'Skill chits',
      'Fighting chart: Fighting Chart',
      'Fighting modifiers',
      'Fix gun',
    ]) {
      expect(r.stdout).toMatch(new RegExp(`^${heading.replace(/[()/]/g, '\\$&')}\\n=+\\nsource: `, 'm'));
    }
    // 003's own printings: NERVE, SKILLS and ACTIONS ("Knackered").
    expect(r.stdout).toContain(`source: RWNN 1996 playtest, NERVE`);
    expect(r.stdout).toContain(`source: RWNN 1996 playtest, SKILLS`);
    expect(r.stdout).toContain(`source: RWNN 1996 playtest, ACTIONS`);
    expect(r.stdout).toContain('1, 2 - Knackered, gun is no longer any use whatsoever.');
    expect(r.stdout).toMatch(/^stealthy +Stalker \(skill-renames-1996\) +yes/m);
  });

  it('the quick reference sheet text shows its wound chart with the printed words', () => {
    const r = runCli(['rules', 'show', 'rwnn-quickref']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`source: RWNN quick reference sheet, RANGES & NUMBER OF DICE`);
    // 002 Wound Chart, "5 (Belly)" row; ← marks the blank cell read from its left.
    expect(r.stdout).toMatch(
      /^5 \(Belly\) +Graze +Flesh Wound +Flesh Wound & Knocked Down +Serious Wound & Knocked Down +Dead +Dead ←$/m,
    );
  });

  it.each([[['rules', 'show', 'rwnn-1997']], [['rules', 'show', 'rwnn-1997', '--json']]])(
    '%j: one line naming the value and the allowed ids, exit 2, nothing on stdout',
    (args) => {
      const r = runCli(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/"rwnn-1997"/);
      expect(r.stderr).toMatch(/rwnn-extended, rwnn-quickref, rwnn-1996/);
    },
  );
});

describe('triggernometry rules list', () => {
  it('lists the three rulesets with the title and file of their books', () => {
    const r = runCli(['rules', 'list']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`^rwnn-extended +RWNN extended edition +${EXTENDED} +The Rules`, 'm'),
    );
    expect(r.stdout).toMatch(new RegExp(`^rwnn-quickref +RWNN quick reference sheet +${QUICKREF} +The`, 'm'));
    expect(r.stdout).toMatch(new RegExp(`^rwnn-1996 +RWNN 1996 playtest +${PLAYTEST} +The Rules`, 'm'));
  });
});

describe('triggernometry rules show --option and rules options', () => {
  it('shows a preset with single options changed, and records every option in the JSON', () => {
    const r = runCli(['rules', 'show', 'rwnn-1996', '--json', '--option', 'source.woundChart=quickref']);
    expect(r.status).toBe(0);
    const t = JSON.parse(r.stdout) as RulesetTablesJson & { options: Record<string, string> };
    // 002 Wound Chart, 5 (Belly) under 4: "Serious Wound & Knocked Down".
    expect(t.woundCharts.normal.source.document).toBe(QUICKREF);
    expect(t.woundCharts.normal.rows.belly[4].printed).toBe('Serious Wound & Knocked Down');
    expect(t.options['source.woundChart']).toBe('quickref');
    expect(t.options['source.skills']).toBe('1996');
    expect(t.options['rules.toughKnock']).toBe('never-down');
  });

  it('names the changed options above the text tables', () => {
    const r = runCli(['rules', 'show', 'rwnn-extended', '--option', 'tables.carbineRow=rifle']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'Options changed from the rwnn-extended preset: tables.carbineRow=rifle',
    );
  });

  it('refuses an unknown option or value in one line, exit 2', () => {
    expectUsageError(
      ['rules', 'show', 'rwnn-extended', '--option', 'source.nope=1'],
      /--option source\.nope: unknown/,
    );
    expectUsageError(
      ['rules', 'show', 'rwnn-extended', '--option', 'source.fixGun=2002'],
      /--option source\.fixGun must be one of extended, quickref, 1996 \(got "2002"\)/,
    );
  });

  it("lists every option with each preset's value", () => {
    const r = runCli(['rules', 'options']);
    expect(r.status).toBe(0);
    const line = r.stdout.split('\n').find((l) => l.startsWith('rules.toughKnock'));
    expect(line?.split(/\s+/)).toEqual([
      'rules.toughKnock',
      'down-not-out',
      '|',
      'never-down',
      'down-not-out',
      'down-not-out',
      'never-down',
      'wounds',
      'edition-sources.md',
    ]);
  });

  it("--json: every option a game takes, with each preset's value, what reads it and its entry", () => {
    const r = runCli(['rules', 'options', '--json']);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as {
      key: string;
      values: string[];
      default: string;
      presets: Record<string, string>;
      readBy: string;
      entry: string;
    }[];
    expect(rows.map((o) => o.key)).toEqual(SHOOTOUT_OPTIONS.map((o) => o.key));
    const row = (key: string) => rows.find((o) => o.key === key);
    // The editions whose text reads otherwise: 000 bars the reload, 003 has no lucky shot and full-roll
    // Citizens, 002 ends a Move facing any direction.
    expect(row('shot.seriousArmReload')).toEqual({
      key: 'shot.seriousArmReload',
      values: ['can-reload', 'cannot-reload'],
      default: 'cannot-reload',
      presets: { 'rwnn-extended': 'cannot-reload', 'rwnn-quickref': 'can-reload', 'rwnn-1996': 'can-reload' },
      readBy: 'shot',
      entry: 'serious-arm-reload.md',
    });
    expect(row('shot.luckyShot')?.presets).toEqual({
      'rwnn-extended': 'yes',
      'rwnn-quickref': 'yes',
      'rwnn-1996': 'no',
    });
    expect(row('move.endFacing')?.presets['rwnn-quickref']).toBe('any');
    expect(row('move.citizenObjective')?.presets['rwnn-1996']).toBe('full-roll');
    expect(row('source.woundChart')).toMatchObject({
      presets: { 'rwnn-extended': 'extended', 'rwnn-quickref': 'quickref', 'rwnn-1996': 'extended' },
      readBy: 'tables',
    });
    for (const o of rows) for (const v of Object.values(o.presets)) expect(o.values).toContain(v);
  });
});

describe('triggernometry rules show fafdm and rules options --ruleset fafdm', () => {
  it("shows For A Few Dice More's charts with their sources and the readings with the options given", () => {
    const r = runCli(['rules', 'show', 'fafdm', '--json', '--option', 'fafdm.friendlyFire=off']);
    expect(r.status).toBe(0);
    const t = JSON.parse(r.stdout) as {
      guns: Record<string, { maxU: number; source: { section: string } }>;
      sideArms: Record<string, { total: number }>;
      optionalActions: { rows: Record<string, { reflexes: number | null }> };
      readings: { friendlyFire: string };
    };
    // 001 Tab.8: "BOW 8 16 1 12 1 1"; Tab.1 "get on/off a running horse 1 TEST REFLEX past with 2 dice of 2".
    expect([t.guns.bow!.maxU, t.sideArms.bow!.total]).toEqual([16, 12]);
    expect(t.guns.bow!.source.section).toBe('5.4 SIDE ARMS, Tab.8');
    expect(t.optionalActions.rows.offRunningHorse!.reflexes).toBe(2);
    expect(t.readings.friendlyFire).toBe('off');
  });

  it("lists For A Few Dice More's options with their defaults and entries", () => {
    const r = runCli(['rules', 'options', '--ruleset', 'fafdm', '--json']);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { key: string; default: string; entry: string }[];
    expect(rows.find((o) => o.key === 'fafdm.friendlyFire')).toEqual({
      key: 'fafdm.friendlyFire',
      values: ['friends', 'any-figure', 'off'],
      default: 'friends',
      entry: 'fafdm-friendly-fire.md',
    });
  });
});
