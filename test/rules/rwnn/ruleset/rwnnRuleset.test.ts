import { describe, expect, it } from 'vitest';
import { EDITION_PRESETS } from '../../../../src/rules/rwnn/ruleset/editionPresets.ts';
import { RULESET_OPTIONS } from '../../../../src/rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { rulesetTables, type RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';

const PRESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];
const mod = (id: RwnnRulesetId, options: Record<string, string>, modifier: string) =>
  rwnnRuleset(id, options).tables.firingModifiers.modifiers.find((m) => m.id === modifier);

describe('editions are presets of options', () => {
  it.each(PRESETS)('%s with no options changed plays exactly its tables', (id) => {
    const r = rwnnRuleset(id);
    expect(r.tables).toEqual(rulesetTables(id));
    for (const [key, value] of Object.entries(EDITION_PRESETS[id])) expect(r.options[key]).toBe(value);
  });

  it('records a value for every option, so equal options mean the same game', () => {
    const r = rwnnRuleset('rwnn-quickref');
    expect(Object.keys(r.options).sort()).toEqual(RULESET_OPTIONS.map((o) => o.key).sort());
  });

  it('the 1996 preset reads 003 where its text differs and 000 for the charts', () => {
    const r = rwnnRuleset('rwnn-1996');
    // 003 SKILLS: "Tough: ... never knocked down or knocked out."
    expect(r.toughKnock).toBe('never-down');
    expect(r.blazeAway).toBe('1996');
    expect(r.tables.rangeChart.source.document).toBe('000_53eda652e9702143.txt');
    expect(r.tables.skills.find((s) => s.id === 'lightning-fast')?.name).toBe('Fast draw');
  });

  it('a designer changes single options of a preset', () => {
    const r = rwnnRuleset('rwnn-1996', {
      'source.woundChart': 'quickref',
      'rules.toughKnock': 'down-not-out',
    });
    // 002 Wound Chart, 5 (Belly): "... Serious Wound & Knocked Down ..."
    expect(r.tables.woundCharts.normal.rows.belly[4].printed).toBe('Serious Wound & Knocked Down');
    expect(r.toughKnock).toBe('down-not-out');
    expect(r.tables.skills.find((s) => s.id === 'jumpy')?.name).toBe('Nervous');
    expect(r.blazeAway).toBe('1996');
  });

  it('refuses an unknown option or value, naming it and what is allowed', () => {
    expect(() => rwnnRuleset('rwnn-extended', { 'source.nope': 'x' })).toThrow(/source\.nope/);
    expect(() => rwnnRuleset('rwnn-extended', { 'source.fixGun': 'x' })).toThrow(
      'source.fixGun must be one of extended, quickref, 1996 (got "x")',
    );
  });

  it('accepts every value of every option', () => {
    for (const o of RULESET_OPTIONS)
      for (const v of o.values) expect(rwnnRuleset('rwnn-extended', { [o.key]: v }).options[o.key]).toBe(v);
  });
});

describe('table options change the charts', () => {
  it('tables.carbineRow=rifle: the carbine reads 000\'s Rifle row ("12” / 3")', () => {
    const bands = rwnnRuleset('rwnn-extended', { 'tables.carbineRow': 'rifle' }).tables.rangeChart.rows
      .carbine.bands;
    expect(bands.medium).toEqual({ upToInches: 12, dice: 3, printed: '12” / 3' });
    expect(rwnnRuleset('rwnn-extended').tables.rangeChart.rows.carbine.bands.medium?.printed).toBe('12” / 2');
  });

  it('tables.repeatingRifleRow=carbine: the repeating rifle reads the Carbine row ("18” / 1")', () => {
    const row = rwnnRuleset('rwnn-extended', { 'tables.repeatingRifleRow': 'carbine' }).tables.rangeChart
      .rows['repeating-rifle'];
    expect(row.bands.long).toEqual({ upToInches: 18, dice: 1, printed: '18” / 1' });
    expect(row.borrowedFrom?.weapon).toBe('carbine');
  });

  it("tables.breechLoaderRow=carbine under the quick reference reads 000's carbine row the sheet borrows", () => {
    const row = rwnnRuleset('rwnn-quickref', { 'tables.breechLoaderRow': 'carbine' }).tables.rangeChart.rows[
      'breech-loader'
    ];
    expect(row.bands.long?.printed).toBe('18” / 1');
  });

  it('tables.quickrefBorrowedRows=none: the sheet has no carbine, sawn-off or bow', () => {
    const rows = rwnnRuleset('rwnn-quickref', { 'tables.quickrefBorrowedRows': 'none' }).tables.rangeChart
      .rows;
    for (const w of ['carbine', 'sawn-off', 'bow'] as const)
      expect(Object.values(rows[w].bands)).toEqual([null, null, null, null, null]);
    // 000 prints its own rows, so the option leaves them.
    const own = rwnnRuleset('rwnn-extended', { 'tables.quickrefBorrowedRows': 'none' }).tables.rangeChart
      .rows;
    expect(own.bow.bands.close?.printed).toBe('6” / 3');
  });

  it('tables.bowFourthCell=extreme: "24” / 1" is the extreme band', () => {
    const bands = rwnnRuleset('rwnn-extended', { 'tables.bowFourthCell': 'extreme' }).tables.rangeChart.rows
      .bow.bands;
    expect(bands.long).toBeNull();
    expect(bands.extreme).toEqual({ upToInches: 24, dice: 1, printed: '24” / 1' });
  });

  it("tables.shotgunRow picks which document's shotgun row is read", () => {
    // 002 RANGES & NUMBER OF DICE, Shotgun (Template): 6" - 4d6; 000 RANGE CHART, Shotgun: 6” / 5.
    const quick = rwnnRuleset('rwnn-extended', { 'tables.shotgunRow': 'quickref' }).tables.rangeChart.rows;
    expect(quick.shotgun.bands.close?.printed).toBe('6" - 4d6');
    const ext = rwnnRuleset('rwnn-quickref', { 'tables.shotgunRow': 'extended' }).tables.rangeChart.rows;
    expect(ext.shotgun.bands.close?.printed).toBe('6” / 5');
  });

  it('tables.shotgunBlazingAwayBonus: 002\'s "+4" under 000, and none under 002', () => {
    const plus = rwnnRuleset('rwnn-extended', { 'tables.shotgunBlazingAwayBonus': 'plus-four' }).tables
      .blazingAway.rows;
    expect(plus.shotgun.bonus?.printed).toBe('Blazing Away / Shotgun +4');
    expect(plus['sawn-off'].bonus?.dice).toBe(4);
    const none = rwnnRuleset('rwnn-quickref', { 'tables.shotgunBlazingAwayBonus': 'none' }).tables.blazingAway
      .rows;
    expect(none.shotgun.bonus?.dice).toBe(0);
  });

  it('tables.rifleBlazesAs / carbineBlazesAs=repeating-rifle: "+2" and "up to twice"', () => {
    const rows = rwnnRuleset('rwnn-extended', {
      'tables.rifleBlazesAs': 'repeating-rifle',
      'tables.carbineBlazesAs': 'repeating-rifle',
    }).tables.blazingAway.rows;
    for (const w of ['rifle', 'carbine'] as const) {
      expect(rows[w].weapon).toBe(w);
      expect(rows[w].bonus?.printed).toBe('With repeating rifle +2');
      expect(rows[w].hitCap?.printed).toBe('repeating rifles up to twice');
    }
  });

  it('tables.twoPistolsModifier sets the two-pistols line and says so', () => {
    const m = mod(
      'rwnn-extended',
      { 'tables.twoPistolsModifier': 'minus-two' },
      'two-pistols-wrong-handed-or-rifle-single-handed',
    );
    expect(m?.dice).toBe(-2);
    expect(m?.printed).toContain('tables.twoPistolsModifier');
    expect(mod('rwnn-quickref', { 'tables.twoPistolsModifier': 'minus-three' }, 'two-pistols')?.dice).toBe(
      -3,
    );
    // 002 MODIFIERS: "Firing Two Pistols -2"
    expect(mod('rwnn-quickref', {}, 'two-pistols')?.printed).toBe('Firing Two Pistols -2');
  });

  it("tables.shotgunAfterMovingModifier=minus-two adds 002's own shotgun line under 000", () => {
    const m = mod(
      'rwnn-extended',
      { 'tables.shotgunAfterMovingModifier': 'minus-two' },
      'shotgun-after-moving',
    );
    expect(m?.dice).toBe(-2);
    expect(mod('rwnn-extended', {}, 'shotgun-after-moving')).toBeUndefined();
    expect(
      mod('rwnn-quickref', { 'tables.shotgunAfterMovingModifier': 'minus-one' }, 'shotgun-after-moving')
        ?.dice,
    ).toBe(-1);
  });

  it('tables.coverFiringModifier swaps one cover line for soft and hard cover and back', () => {
    const soft = { 'tables.coverFiringModifier': 'soft-and-hard' };
    expect(mod('rwnn-extended', soft, 'target-in-soft-cover')?.printed).toBe('Target In Soft Cover -1');
    expect(mod('rwnn-extended', soft, 'target-in-hard-cover')?.dice).toBe(-2);
    expect(mod('rwnn-extended', soft, 'target-in-cover')).toBeUndefined();
    const single = { 'tables.coverFiringModifier': 'single' };
    expect(mod('rwnn-quickref', single, 'target-in-cover')?.printed).toBe('Target in cover – 1');
    expect(mod('rwnn-quickref', single, 'target-in-hard-cover')).toBeUndefined();
  });

  it("tables.quickrefBelly4=knocked-out reads 000's Belly 4 on the sheet's chart", () => {
    const cell = rwnnRuleset('rwnn-quickref', { 'tables.quickrefBelly4': 'knocked-out' }).tables.woundCharts
      .normal.rows.belly[4];
    expect(cell.knock).toBe('knocked-out');
    expect(rwnnRuleset('rwnn-quickref').tables.woundCharts.normal.rows.belly[4].knock).toBe('knocked-down');
  });

  it('engine readings are carried as typed fields', () => {
    const r = rwnnRuleset('rwnn-extended', {
      'tables.rangeBandBound': 'exclusive',
      'tables.toughWoundChart': 'white-side-and-minus-one',
      'tables.effectDieBelowOne': 'no-effect',
      'tables.quickrefWoundedFiring': 'per-wound',
    });
    expect([r.rangeBandBound, r.toughWoundChart, r.effectDieBelowOne, r.quickrefWoundedFiring]).toEqual([
      'exclusive',
      'white-side-and-minus-one',
      'no-effect',
      'per-wound',
    ]);
  });
});
