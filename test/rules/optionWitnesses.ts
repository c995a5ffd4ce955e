import type { OptionValues, ParamValues } from '../../src/odds/OddsMechanic.ts';
import type { RwnnRulesetId } from '../../src/rules/rwnn/tables/rulesetTables.ts';
import type { JsonObject } from '../../src/scenarios/Scenario.ts';
import type { Witness } from './witnessOutcome.ts';

/*
 * The witnesses of the listed options: for each option, a situation in which every value other than the
 * default changes an outcome (checked by optionWitnesses.test.ts, one test per option and value).
 *
 * To add an option: add an entry under its key (an odds mechanic's option under `oddsWitnessKey(mechanic,
 * key)`), built with the helpers below: a duel (`duel`, `deckDuel`), a shootout (`four`, `hero`, `brawl`,
 * `armed`, `shotgunner`, `melee`, `snipers`, `duellists`, `movers`; `charge`, `doorway`, `scrum`,
 * `witnessed`, `coolUnderFire` and `posse` for a charge of exactly 9", a fight in a doorway, escapes from a
 * fight, hatred and fear of one man, Cool Under Fire, and groups; `sides` for any other), an odds mechanic
 * (`odds`) or, for a reading that only changes a printed chart, the charts of a preset (`charts`). Pick the preset in which the value differs from the default (a
 * `ruleset` default reads the edition's own choice), and a few dozen games; `perValue` gives a value its
 * own witness when one situation does not show them all. An option that no witness can show changes
 * nothing and must leave the lists (see the register's "none (data only)" entries).
 */

/**
 * No witness found yet, and why: the test lists it as a todo, so the gap stays in sight. Not for an option
 * that changes nothing (that one leaves the lists).
 */
export interface Pending {
  readonly pending: string;
}

/** A witness for each value of an option that needs its own. */
export interface PerValue {
  readonly perValue: Readonly<Record<string, Witness | Pending>>;
}

/** An option's witness: one for all its values, or one per value. */
export type OptionWitness = Witness | PerValue | Pending;

/** The witness of `value` in an entry. @example witnessOf(OPTION_WITNESSES['fastDraw.tie']!, 'lexicographic') */
export function witnessOf(entry: OptionWitness, value: string): Witness | Pending {
  if (!('perValue' in entry)) return entry;
  const w = entry.perValue[value];
  if (w === undefined) throw new Error(`no witness for the value ${value}`);
  return w;
}

/** The registry key of an odds mechanic's option. @example oddsWitnessKey('lucky', 'lucky.ammo') */
export function oddsWitnessKey(mechanic: string, key: string): string {
  return `odds ${mechanic}: ${key}`;
}

const EXT = 'rwnn-extended';
const QR = 'rwnn-quickref';
const Y96 = 'rwnn-1996';

/** A duel (figures in the `duel` command's text form) of `trials` games at `range` inches. */
function duel(
  ruleset: RwnnRulesetId,
  a: string,
  b: string,
  range: number,
  o: { readonly params?: JsonObject; readonly trials?: number } = {},
): Witness {
  return {
    scenario: 'duel',
    setup: { ruleset, figures: { a, b }, params: { range, ...o.params } },
    seed: 1,
    trials: o.trials ?? 300,
  };
}

/** A shootout of `trials` games between the sides given. */
function sides(
  ruleset: RwnnRulesetId,
  table: string,
  cast: JsonObject,
  o: { readonly options?: JsonObject; readonly trials?: number } = {},
): Witness {
  return {
    scenario: 'shootout',
    setup: { ruleset, options: o.options ?? {}, sides: cast, params: { table } },
    seed: 1,
    trials: o.trials ?? 60,
  };
}

/** For A Few Dice More's duel: a Guard and a Bandit (or the figures given) at `range` U, a few dozen games. */
/** A For A Few Dice More skirmish on the town edge: four Guards against four Bandits by default. */
function fafdmSkirmish(
  a: JsonObject = { band: 'lawmen', roster: { guard: 4 }, tactic: 'advance-and-fire' },
  b: JsonObject = { band: 'outlaws', roster: { bandit: 4 }, tactic: 'advance-and-fire' },
  trials = 30,
): Witness {
  return { scenario: 'fafdm-skirmish', setup: { sides: { a, b } }, seed: 1, trials };
}

/** Outlaws whose two Bullies carry two sticks of dynamite each (001 5.5.2). */
const DYNAMITE_BAND: JsonObject = {
  band: 'outlaws',
  roster: { bully: 2, bandit: 2 },
  dynamite: { bully: 2 },
  tactic: 'advance-and-fire',
};

/** Lawmen whose Sheriff and Guards start in the saddle (001 3.1, Tab.16), with a tactic. */
const mountedLawmen = (tactic: string): JsonObject => ({
  band: 'lawmen',
  roster: { sheriff: 1, guard: 4 },
  mounts: { sheriff: 'horse', guard: 'horse' },
  tactic,
});

/** odds fafdm-blast's defaults for a figure REF 3, COS 2 where the stick lands, having acted. */
const BLAST = { ref: 3, cos: 2, distance: 0, protection: 0, waiting: 0, short: 0 };

/** A FAFDM campaign of three matches, Lawmen against Outlaws as the skirmish study buys them. */
/** A scenario of 10.1-10.6 played round a ward: the Sheriff and four Guards against the Boss and three Bandits. */
function fafdmWard(
  scenario: 'fafdm-prisoner' | 'fafdm-kidnapping' | 'fafdm-murder' | 'fafdm-meeting',
  trials = 30,
): Witness {
  return {
    scenario,
    setup: {
      sides: {
        a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
        b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } },
      },
    },
    seed: 1,
    trials,
  };
}

function fafdmCampaign(): Witness {
  return {
    scenario: 'fafdm-campaign',
    setup: {
      sides: {
        a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
        b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } },
      },
      params: { games: 3 },
    },
    seed: 1,
    trials: 5,
  };
}

/** A FAFDM campaign of twenty matches, both bands spending on Tab.14 skills first (skills and invalids appear), the Lawmen aiming from cover. */
function fafdmCampaignLong(): Witness {
  return {
    scenario: 'fafdm-campaign',
    setup: {
      sides: {
        a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 }, spending: 'skills', tactic: 'hold-in-cover' },
        b: { band: 'outlaws', roster: { boss: 1, bandit: 3 }, spending: 'skills' },
      },
      params: { games: 20 },
    },
    seed: 1,
    trials: 4,
  };
}

function fafdmDuel(a = 'lawmen/guard', b = 'outlaws/bandit', range = 8, trials = 40): Witness {
  return { scenario: 'fafdm-duel', setup: { figures: { a, b }, params: { range } }, seed: 1, trials };
}

/** A duel from the fate deck, each walking toward the other until 6" apart (the approach and its falls). */
function deckDuel(ruleset: RwnnRulesetId): Witness {
  return duel(ruleset, 'gunman,approach=close-to:d=4', 'citizen,approach=close-to:d=4', 12, {
    params: { start: 'deck', signal: 6 },
  });
}

/** One Citizen, Gunman, Shootist and Legend a side, as experiments/shootout-editions.yaml has them. */
function four(ruleset: RwnnRulesetId, table = 'main-street'): Witness {
  const side = (area: string): JsonObject => ({
    area,
    figures: {
      citizen: { class: 'citizen', policy: 'coward' },
      gunman: { class: 'gunman', policy: 'cover-seeker' },
      shootist: { class: 'shootist', policy: 'rusher' },
      legend: { class: 'legend', policy: 'gunfighter' },
    },
  });
  return sides(ruleset, table, { west: side('west'), east: side('east') });
}

/** Side A's gunfighter with `skills` beside a cover-seeker, against the same pair without (shootout-skills). */
function heroCast(skills: readonly string[]): JsonObject {
  return {
    a: {
      area: 'west',
      figures: {
        hero: { class: 'gunman', policy: 'gunfighter', skills },
        partner: { class: 'gunman', policy: 'cover-seeker' },
      },
    },
    b: {
      area: 'east',
      figures: {
        gunman: { class: 'gunman', policy: 'gunfighter' },
        partner: { class: 'gunman', policy: 'cover-seeker' },
      },
    },
  };
}

/** {@link heroCast} on the main street. */
function hero(ruleset: RwnnRulesetId, skills: readonly string[], trials = 60): Witness {
  return sides(ruleset, 'main-street', heroCast(skills), { trials });
}

/** Two rushers a side on open ground, side A's Shootist with `skills`, three of them carrying `blade`. */
function brawl(ruleset: RwnnRulesetId, skills: readonly string[], blade: string | null): Witness {
  const b = blade === null ? {} : { blade };
  return sides(ruleset, 'open-ground', {
    a: {
      area: 'west',
      figures: {
        hero: { class: 'shootist', policy: 'rusher', skills, ...b },
        mate: { class: 'gunman', policy: 'rusher', ...b },
      },
    },
    b: {
      area: 'east',
      figures: {
        foe: { class: 'gunman', policy: 'rusher', ...b },
        other: { class: 'gunman', policy: 'rusher' },
      },
    },
  });
}

/** A Shootist and a Gunman a side, three of the four carrying `weapon`. */
function armed(
  ruleset: RwnnRulesetId,
  weapon: string,
  table: string,
  o: { readonly policy?: string; readonly options?: JsonObject; readonly trials?: number } = {},
): Witness {
  return sides(
    ruleset,
    table,
    {
      a: {
        area: 'west',
        figures: {
          hero: { class: 'shootist', weapon, policy: o.policy ?? 'gunfighter' },
          mate: { class: 'gunman', weapon, policy: 'rusher' },
        },
      },
      b: {
        area: 'east',
        figures: {
          foe: { class: 'gunman', weapon, policy: 'cover-seeker' },
          other: { class: 'gunman', policy: 'rusher' },
        },
      },
    },
    o,
  );
}

/**
 * A Citizen blazing away with `weapon` from `at` at two Gunmen, as experiments/shootout-shotguns.yaml; with
 * `skills`, a Shootist with them instead.
 */
function shotgunner(
  ruleset: RwnnRulesetId,
  weapon: string,
  at: readonly [number, number],
  skills: readonly string[] = [],
): Witness {
  const cls = skills.length === 0 ? 'citizen' : 'shootist';
  return sides(ruleset, 'open-ground', {
    citizen: {
      figures: { townsman: { class: cls, weapon, skills, policy: 'gunfighter:fire=blaze', at } },
    },
    gunmen: {
      figures: {
        gunman: { class: 'gunman', policy: 'gunfighter', at: [18, 12] },
        mate: { class: 'gunman', policy: 'gunfighter', at: [19, 12.8] },
      },
    },
  });
}

/** Three Shootist rushers with `skills` against three Gunman rushers with `foeSkills`, all with `weapon`. */
function melee(
  ruleset: RwnnRulesetId,
  weapon: string,
  skills: readonly string[],
  foeSkills: readonly string[],
  o: { readonly table?: string; readonly blade?: string; readonly trials?: number } = {},
): Witness {
  const b = o.blade === undefined ? {} : { blade: o.blade };
  return sides(
    ruleset,
    o.table ?? 'open-ground',
    {
      a: {
        area: 'west',
        figures: { m: { class: 'shootist', weapon, policy: 'rusher', skills, count: 3, ...b } },
      },
      b: {
        area: 'east',
        figures: { n: { class: 'gunman', weapon, policy: 'rusher', skills: foeSkills, count: 3, ...b } },
      },
    },
    { trials: o.trials ?? 80 },
  );
}

/** Two Marksmen with rifles sniping (aimed shots) at two Gunmen with `skills`. */
function snipers(ruleset: RwnnRulesetId, skills: readonly string[]): Witness {
  return sides(
    ruleset,
    'open-ground',
    {
      a: {
        area: 'west',
        figures: {
          m: { class: 'shootist', weapon: 'rifle', policy: 'sniper', skills: ['marksman'], count: 2 },
        },
      },
      b: { area: 'east', figures: { n: { class: 'gunman', policy: 'gunfighter', skills, count: 2 } } },
    },
    { trials: 100 },
  );
}

/** Two duellists a side who call out their enemies (challenges), hatred and fear thrown on wounds. */
function duellists(ruleset: RwnnRulesetId, skills: readonly string[], foeSkills: readonly string[]): Witness {
  return sides(
    ruleset,
    'open-ground',
    {
      a: { area: 'west', figures: { m: { class: 'shootist', policy: 'duellist', skills, count: 2 } } },
      b: {
        area: 'east',
        figures: { n: { class: 'gunman', policy: 'duellist', skills: foeSkills, count: 2 } },
      },
    },
    { options: { 'emotions.woundRoll': 'on' }, trials: 100 },
  );
}

/** Three Citizens a side rushing each other through the woods, side A's with `skills`, side B's Cursed. */
function movers(ruleset: RwnnRulesetId, skills: readonly string[]): Witness {
  return sides(
    ruleset,
    'woods',
    {
      a: { area: 'west', figures: { m: { class: 'citizen', policy: 'rusher', skills, count: 3 } } },
      b: {
        area: 'east',
        figures: { n: { class: 'citizen', policy: 'rusher', skills: ['cursed'], count: 3 } },
      },
    },
    { trials: 100 },
  );
}

/**
 * A Gunman rusher 9.9" from another on open ground: a charge straight at him stops at his base after exactly
 * 9" (the fighting chart's "moved 9 inches" line).
 */
function charge(ruleset: RwnnRulesetId): Witness {
  return sides(
    ruleset,
    'open-ground',
    {
      a: { figures: { m: { class: 'gunman', policy: 'rusher:close=12', at: [2, 12] } } },
      b: { figures: { n: { class: 'gunman', policy: 'rusher:close=12', at: [11.9, 12] } } },
    },
    { trials: 200 },
  );
}

/**
 * A Citizen with a knife in the corral's barn door, a Gunman on the step outside within reach: their fights
 * are across the doorway's cover.
 */
function doorway(ruleset: RwnnRulesetId): Witness {
  return sides(ruleset, 'corral', {
    a: { figures: { m: { class: 'citizen', policy: 'rusher:close=3', at: 'barn-door', blade: 'knife' } } },
    b: { figures: { n: { class: 'gunman', policy: 'gunfighter', at: [24.9, 24] } } },
  });
}

/**
 * Three a side with knives and `weapon`, nerve off: on side A `pa` ×`n` and `escaper` ×`e`, the same on side
 * B, save that side B's `pa` are `pb` (a fight's escapes and who is outnumbered).
 */
function scrum(
  ruleset: RwnnRulesetId,
  weapon: string,
  f: { readonly pa: string; readonly pb: string; readonly n: number; readonly escaper?: string },
): Witness {
  const side = (area: string, policy: string): JsonObject => ({
    area,
    figures: {
      r: { class: 'gunman', policy, count: f.n, blade: 'knife', weapon },
      ...(f.escaper === undefined
        ? {}
        : { c: { class: 'gunman', policy: f.escaper, blade: 'knife', weapon } }),
    },
  });
  return sides(
    ruleset,
    'open-ground',
    { a: side('west', f.pa), b: side('east', f.pb) },
    { options: { 'shootout.nerve': 'off' }, trials: 200 },
  );
}

/**
 * A Terrifying duellist shoots a Citizen rifleman in the back, which the Citizen's friend 22" off sees: the
 * friend, who feared him, now hates him too, the turmoil unresolved until they fire or close to twelve
 * inches, and may be called out from within eighteen first.
 */
function witnessed(ruleset: RwnnRulesetId): Witness {
  return sides(
    ruleset,
    'open-ground',
    {
      a: { figures: { m: { class: 'shootist', policy: 'duellist', skills: ['terrifying'], at: [30, 15] } } },
      b: {
        figures: {
          n2: { class: 'citizen', policy: 'coward', weapon: 'rifle', at: [27, 13] },
          n: { class: 'gunman', policy: 'gunfighter', at: [8, 15] },
        },
      },
    },
    { trials: 100 },
  );
}

/** A Cunning Gunman who is Cool Under Fire beside a Legend, whose action card his side may claim. */
function coolUnderFire(ruleset: RwnnRulesetId): Witness {
  return sides(
    ruleset,
    'main-street',
    {
      a: {
        area: 'west',
        figures: {
          hero: { class: 'gunman', policy: 'gunfighter', skills: ['cunning'] },
          boss: { class: 'legend', policy: 'cover-seeker' },
        },
      },
      b: {
        area: 'east',
        figures: {
          gunman: { class: 'gunman', policy: 'gunfighter' },
          partner: { class: 'shootist', policy: 'cover-seeker' },
        },
      },
    },
    { options: { 'shootout.cunning': 'cool-under-fire' } },
  );
}

/**
 * Groups: a Shootist who is a Legend of the West, blazing away, leads a Gunman; three Gunmen led by one stand
 * in a line 3" apart, 22" off (group movement before the first shot, and a Legend's fire at a group).
 */
function posse(ruleset: RwnnRulesetId): Witness {
  const gunman = (y: number, leader = false): JsonObject => ({
    class: 'gunman',
    policy: 'gunfighter',
    at: [32, y],
    group: 'gang',
    ...(leader ? { leader: true } : {}),
  });
  return sides(ruleset, 'open-ground', {
    a: {
      figures: {
        hero: {
          class: 'shootist',
          policy: 'gunfighter:fire=blaze',
          skills: ['legend-of-the-west'],
          at: [10, 15],
          group: 'posse',
          leader: true,
        },
        mate: { class: 'gunman', policy: 'gunfighter', at: [10, 13], group: 'posse' },
      },
    },
    b: { figures: { boss: gunman(15, true), left: gunman(12), right: gunman(18) } },
  });
}

/**
 * Riders on the prairie crossing (000 HORSES): two Gunmen of rider class `rider` riding in and trampling
 * (cavalry) with `weapon`, against two Gunmen on foot standing their ground `footX` inches east (30).
 */
function riders(
  rider: string,
  o: { readonly weapon?: string; readonly trials?: number; readonly footX?: number } = {},
): Witness {
  const mount = (y: number): JsonObject => ({
    class: 'gunman',
    policy: 'cavalry',
    rider,
    at: [6, y],
    ...(o.weapon === undefined ? {} : { weapon: o.weapon }),
  });
  const foot = (y: number): JsonObject => ({ class: 'gunman', policy: 'gunfighter', at: [o.footX ?? 30, y] });
  return sides(
    EXT,
    'prairie-crossing',
    {
      a: { figures: { one: mount(14), two: mount(22) } },
      b: { figures: { left: foot(14), right: foot(22) } },
    },
    { trials: o.trials ?? 40 },
  );
}

/** An Inept cavalry rider at (6, y). */
const charger = (y: number): JsonObject => ({
  class: 'gunman',
  policy: 'cavalry',
  rider: 'inept',
  at: [6, y],
});
/** A Gunman on foot at (30, y), an Expert rider whose horse stands beside him. */
const expertOnFoot = (y: number): JsonObject => ({
  class: 'gunman',
  policy: 'gunfighter',
  rider: 'expert',
  mounted: false,
  at: [30, y],
});

/** Four Inept cavalry riders at x = `riderX` charging four Expert horsemen on foot, `man(y)`, 40 games. */
function ridersAgainst(riderX: number, man: (y: number) => JsonObject): Witness {
  const rider = (y: number): JsonObject => ({ ...charger(y), at: [riderX, y] });
  return sides(
    EXT,
    'prairie-crossing',
    {
      a: { figures: { one: rider(10), two: rider(16), three: rider(22), four: rider(28) } },
      b: { figures: { w: man(10), x: man(16), y: man(22), z: man(28) } },
    },
    { trials: 40 },
  );
}

/**
 * Four Inept riders charging four Expert horsemen on foot who take cover but stand to a rider (and leave a
 * riderless bolter be): a man standing unhit against a bolting horse throws +2 (ATTACKED CHARACTERS ON
 * FOOT), or +1 as LOSS OF CONTROL prints it.
 */
const boltStand = (): Witness =>
  ridersAgainst(6, (y) => ({ ...expertOnFoot(y), policy: 'cover-seeker:respond=stand' }));

/**
 * Four Inept riders at x = 6 charging four Expert horsemen on foot at x = 20, rushers, who go after every
 * bolter headed at their side that their move reaches, riderless or carrying its rider: the riders bolt
 * and are thrown close to them, and the chase of a bolting horse comes up. Under `two-throws` only the chase throws on LOSS OF CONTROL's line, so only a chase can tell
 * `attacked-on-foot` from it: moving into contact an Expert throws +1 (LOSS OF CONTROL) or +2 as ATTACKED
 * CHARACTERS ON FOOT prints it.
 */
const boltChase = (): Witness =>
  ridersAgainst(6, (y) => ({ ...expertOnFoot(y), policy: 'rusher', at: [20, y] }));

/** The template shotgun rule under an edition that plays dice by default. */
const TEMPLATE = { options: { 'shootout.shotgunRule': 'template' } };

/**
 * Four Plains Warriors with bows, two of them carrying a lance and a knife, against four Shootists on open
 * ground (000 INDIANS, INDIAN WEAPONS): arrows hit, impale and are worked out, bows break.
 */
function warParty(trials = 60): Witness {
  return sides(
    EXT,
    'open-ground',
    {
      warriors: {
        area: 'west',
        figures: {
          archer: { class: 'warrior', weapon: 'bow', count: 2, policy: 'rusher' },
          lancer: {
            class: 'warrior',
            weapon: 'bow',
            thrown: ['knife', 'lance'],
            count: 2,
            policy: 'gunfighter',
          },
        },
      },
      posse: { area: 'east', figures: { deputy: { class: 'shootist', count: 4, policy: 'gunfighter' } } },
    },
    { trials },
  );
}

/**
 * A war party outside town, so with the Indian action cards (000 INDIANS): two Young Bloods and a Mighty
 * Warrior with pistols beside a white Legend, against four Gunmen; action cards played as the gunfighter
 * tactic plays them.
 */
function mixedWarParty(): Witness {
  return sides(EXT, 'open-ground', {
    raiders: {
      area: 'west',
      figures: {
        brave: { class: 'young-blood', weapon: 'pistol', count: 2, policy: 'gunfighter' },
        chief: { class: 'mighty-warrior', weapon: 'pistol', policy: 'gunfighter' },
        scout: { class: 'legend', weapon: 'pistol', policy: 'gunfighter' },
      },
    },
    posse: { area: 'east', figures: { deputy: { class: 'gunman', count: 4, policy: 'gunfighter' } } },
  });
}

/** Warriors accomplished with the lance (000 THROWN WEAPONS), who throw it before loosing arrows. */
function lancers(trials = 60): Witness {
  return sides(
    EXT,
    'open-ground',
    {
      warriors: {
        area: 'west',
        figures: {
          lancer: {
            class: 'warrior',
            weapon: 'bow',
            thrown: ['lance'],
            skills: ['accomplished-shot'],
            accomplished: 'lance',
            count: 4,
            policy: 'rusher',
          },
        },
      },
      posse: { area: 'east', figures: { deputy: { class: 'gunman', count: 4, policy: 'gunfighter' } } },
    },
    { trials },
  );
}

/** Two hidden riflemen (000 Hiding and Detection) waiting for a posse of four on main street. */
function ambush(trials = 40): Witness {
  return sides(
    EXT,
    'main-street',
    {
      gang: {
        area: 'east',
        figures: { bush: { class: 'gunman', weapon: 'rifle', count: 2, policy: 'sniper', hidden: true } },
      },
      posse: { area: 'west', figures: { deputy: { class: 'gunman', count: 4, policy: 'rusher' } } },
    },
    { trials },
  );
}

/** Knifemen with knives and pistols (000 SKILLS & ATTRIBUTES) closing on each other on open ground. */
function knifemen(skills: readonly string[], options: JsonObject = {}, trials = 40): Witness {
  const man = { class: 'gunman', skills: ['knifeman-swordsman', ...skills], blade: 'knife', count: 3 };
  return sides(
    EXT,
    'open-ground',
    {
      a: { area: 'west', figures: { cutter: { ...man, policy: 'rusher' } } },
      b: { area: 'east', figures: { slasher: { ...man, policy: 'rusher' } } },
    },
    { options, trials },
  );
}

/** Three Evil Shootists rushing into close combat with three Gunmen (who carry `weapon`), `options` given. */
function evilBrawl(options: JsonObject, weapon = 'pistol', trials = 80): Witness {
  return sides(
    EXT,
    'open-ground',
    {
      a: {
        area: 'west',
        figures: { m: { class: 'shootist', policy: 'rusher', skills: ['evil'], count: 3 } },
      },
      b: { area: 'east', figures: { n: { class: 'gunman', weapon, policy: 'rusher', count: 3 } } },
    },
    { options, trials },
  );
}

/** Three Gunmen a side with muzzle-loading rifles rushing each other: spent muskets, then the fight. */
function musketRush(options: JsonObject, trials = 60): Witness {
  const man = { class: 'gunman', weapon: 'rifle', loading: 'muzzle', policy: 'rusher', count: 3 };
  return sides(
    EXT,
    'open-ground',
    { a: { area: 'west', figures: { m: man } }, b: { area: 'east', figures: { n: man } } },
    { options, trials },
  );
}

/** An odds mechanic's exact answers. */
function odds(mechanic: string, params: ParamValues, options: OptionValues = {}): Witness {
  return { odds: mechanic, params, options };
}

/** The charts of a preset: for a reading no game plays apart from the chart it prints. */
function charts(preset: RwnnRulesetId): Witness {
  return { tables: preset };
}

/** The registry key of a stampede scenario option. @example stampedeWitnessKey('stampede.direction') */
export function stampedeWitnessKey(key: string): string {
  return `stampede: ${key}`;
}

/**
 * A stampede of the default herd, gunfire `gunfire` inches behind it, with men on foot (`figures`) and more
 * `params` (things, buildings), running away from the gunfire unless the options say otherwise.
 */
function stampede(
  gunfire: number,
  figures: JsonObject,
  options: JsonObject = {},
  params: JsonObject = {},
): Witness {
  return {
    scenario: 'stampede',
    setup: {
      ruleset: EXT,
      options: { 'stampede.direction': 'away-from-gunfire', ...options },
      figures,
      params: { gunfire, ...params },
    },
    seed: 1,
    trials: 200,
  };
}

/**
 * Two Gunmen shooting it out beside a standing herd of 24, 12 abreast, its nearest animals `gap` inches from
 * where they start (experiments/shootout-herd-distance.yaml), under `options`, each with `more` (a horse).
 */
function herdShootout(gap: number, options: JsonObject = {}, more: JsonObject = {}): Witness {
  const man = (x: number): JsonObject => ({ class: 'gunman', policy: 'cover-seeker', at: [x, 2], ...more });
  return {
    scenario: 'shootout',
    setup: {
      ruleset: EXT,
      options,
      sides: { west: { figures: { kid: man(12) } }, east: { figures: { drifter: man(24) } } },
      params: { table: 'open-ground', herd: { at: [18, 2 + gap], heading: 180, animals: 24, columns: 12 } },
    },
    seed: 1,
    trials: 60,
  };
}

/** Two Gunmen shooting it out on main-street beside a herd of 8 in the street, among its buildings. */
function herdInTown(options: JsonObject): Witness {
  const man = (x: number): JsonObject => ({ class: 'gunman', policy: 'cover-seeker', at: [x, 14] });
  return {
    scenario: 'shootout',
    setup: {
      ruleset: EXT,
      options,
      sides: { west: { figures: { kid: man(8) } }, east: { figures: { drifter: man(20) } } },
      params: { table: 'main-street', herd: { at: [14, 16], heading: 0, animals: 8, columns: 4 } },
    },
    seed: 1,
    trials: 60,
  };
}

/** A Cattle Drive of the default herd up the table for 4 turns, with its cowboys and the men near it. */
function drive(figures: JsonObject): Witness {
  return {
    scenario: 'stampede',
    setup: { ruleset: EXT, options: {}, figures, params: { drive: true } },
    seed: 1,
    trials: 200,
  };
}

/** One Gunman standing `ahead` inches in front of the herd's lead animal, with `policy`. */
const inTheWay = (ahead: number, policy = 'hold'): JsonObject => ({
  ames: { class: 'gunman', at: [0, ahead], policy },
});

/** The registry key of a campaign scenario option. @example campaignWitnessKey('campaign.recruits') */
export function campaignWitnessKey(key: string): string {
  return `campaign: ${key}`;
}

/**
 * A campaign of `games` gunfights on the main street between the bands `a` and `b` (figure name to class),
 * every man a gunfighter, `trials` campaigns.
 */
function campaign(
  a: JsonObject,
  b: JsonObject,
  o: { readonly games?: number; readonly trials?: number; readonly ruleset?: RwnnRulesetId } = {},
): Witness {
  return {
    scenario: 'campaign',
    setup: {
      ruleset: o.ruleset ?? EXT,
      sides: { a: { area: 'west', figures: a }, b: { area: 'east', figures: b } },
      params: { games: o.games ?? 3 },
    },
    seed: 1,
    trials: o.trials ?? 10,
  };
}

/** Two Legends and two Gunmen a band: Legends who wound gain a skill each gunfight, drawn at random. */
const LEGENDS_A = { al: 'legend', abe: 'legend', ace: 'gunman', art: 'gunman' };
const LEGENDS_B = { bo: 'legend', bud: 'legend', ben: 'gunman', bill: 'gunman' };
/** A dynamite thrower with no wounds and neither line of lobbing modifiers (odds dynamite-scatter). */
const THROWER = {
  'flesh-wounds': 0,
  'serious-wounds': 0,
  unsteady: false,
  steady: false,
  'dead-accurate': false,
};

/** A hidden man who did not fire, in sight, not Stealthy (odds detection). */
const HIDDEN = { fired: false, 'not-fired': false, blazed: false, 'no-sight': false, stealthy: false };

/**
 * Two robbers hold the bank's door and west window; four townsmen with two sticks each come down the street
 * (experiments/shootout-dynamite-building.yaml, smaller), with `skills`, under `options`: the shootout's dynamite
 * options.
 */
function dynamiteBank(options: JsonObject = {}, skills: readonly string[] = [], trials = 40): Witness {
  return sides(
    EXT,
    'bank',
    {
      robbers: {
        figures: {
          door: { class: 'gunman', policy: 'cover-seeker', at: 'bank-door' },
          west: { class: 'gunman', policy: 'cover-seeker', at: 'bank-window-west' },
        },
      },
      town: {
        figures: {
          west: { class: 'gunman', policy: 'rusher', count: 2, at: [4, 12], dynamite: 2, skills },
          east: { class: 'gunman', policy: 'rusher', count: 2, at: [36, 12], dynamite: 2, skills },
        },
      },
    },
    { options, trials },
  );
}

/**
 * The bank job's townsmen with dynamite (as {@link dynamiteBank}), a herd of 8 across the street 13" and more
 * from the bank's front, where their sticks go off.
 */
function herdBank(): Witness {
  const w = dynamiteBank();
  if (!('setup' in w)) throw new Error('dynamiteBank is a game');
  const herd = { at: [20, 4], heading: 0, animals: 8, columns: 4 };
  return { ...w, setup: { ...w.setup, params: { table: 'bank', herd } } };
}

/** Every listed option's witness, by option key (odds options by {@link oddsWitnessKey}). */
/** A shootout on `table` with the town's parameters (000's doctors and townsfolk) beside the table. */
function townFight(cast: JsonObject, params: JsonObject, table = 'main-street', trials = 60): Witness {
  return {
    scenario: 'shootout',
    setup: { ruleset: EXT, options: {}, sides: cast, params: { table, ...params } },
    seed: 1,
    trials,
  };
}

/** Marshals against outlaws on main street, six townsmen in the street between them (shootout-townsfolk). */
function crowdedStreet(): Witness {
  return townFight(
    {
      marshals: { area: 'west', figures: { deputy: { class: 'gunman', count: 3, policy: 'cover-seeker' } } },
      outlaws: { area: 'east', figures: { gang: { class: 'gunman', count: 3, policy: 'rusher' } } },
    },
    {
      law: 'marshals',
      townsfolk: [
        { at: [19, 13], count: 3 },
        { at: [27, 17], count: 3 },
      ],
    },
  );
}

/** Two ropers (000 Lariats) rushing two Gunmen on open ground. */
function ropers(): Witness {
  return townFight(
    {
      cowhands: {
        area: 'west',
        figures: { roper: { class: 'gunman', count: 2, policy: 'rusher', lariat: true } },
      },
      rustlers: { area: 'east', figures: { rustler: { class: 'gunman', count: 2, policy: 'rusher' } } },
    },
    {},
    'open-ground',
  );
}

/** Three Gunmen a side on main street with `policy`, a doctor or dentist in the middle of the street. */
function surgery(kind: 'doctor' | 'dentist', policy: string, trials: number): Witness {
  const side = (area: string): JsonObject => ({
    area,
    figures: { hand: { class: 'gunman', count: 3, policy } },
  });
  return townFight(
    { west: side('west'), east: side('east') },
    { doctors: [{ kind, at: [24, 15] }] },
    'main-street',
    trials,
  );
}

/** Four cover-seekers a side who walk to either of two doctors when wounded, over 300 games. */
function surgeries(): Witness {
  const side = (area: string): JsonObject => ({
    area,
    figures: { hand: { class: 'gunman', count: 4, policy: 'cover-seeker:doctor=wounded' } },
  });
  const doctors = [
    { kind: 'doctor', at: [24, 15] },
    { kind: 'doctor', at: [24, 5] },
  ];
  return townFight({ west: side('west'), east: side('east') }, { doctors }, 'main-street', 300);
}

export const OPTION_WITNESSES: Readonly<Record<string, OptionWitness>> = {
  // Sources and the editions' rules.
  'source.rangeChart': armed(EXT, 'shotgun', 'woods'),
  'source.firingModifiers': duel(EXT, 'gunman', 'gunman', 6),
  'source.blazingAway': shotgunner(EXT, 'shotgun', [15, 12]),
  'source.woundChart': four(EXT),
  'source.fightingModifiers': four(EXT),
  // The three Fix gun charts differ in their words only: no game changes, the charts `rules show` prints do.
  'source.fixGun': charts(EXT),
  'source.nerve': four(EXT),
  'source.skills': duel(EXT, 'gunman,skills=clumsy', 'gunman,policy=blaze', 6),
  'rules.blazeAway': duel(EXT, 'shootist,policy=blaze', 'gunman,two-pistols,policy=blaze', 12),
  'rules.toughKnock': duel(EXT, 'gunman,skills=tough', 'gunman,policy=blaze', 6),
  // Chart readings.
  'tables.repeatingRifleRow': armed(EXT, 'repeating-rifle', 'woods'),
  'tables.breechLoaderRow': armed(EXT, 'breech-loader', 'woods'),
  'tables.quickrefBorrowedRows': armed(QR, 'carbine', 'woods'),
  'tables.carbineRow': armed(EXT, 'carbine', 'woods'),
  // No figure carries a bow: the reading changes the range chart `rules show` prints.
  'tables.bowFourthCell': charts(EXT),
  'tables.rangeBandBound': duel(EXT, 'gunman', 'gunman', 6),
  'tables.shotgunRow': {
    perValue: { extended: armed(QR, 'shotgun', 'woods'), quickref: armed(EXT, 'shotgun', 'woods') },
  },
  'tables.shotgunBlazingAwayBonus': {
    perValue: {
      none: shotgunner(QR, 'shotgun', [15, 12]),
      'plus-four': shotgunner(EXT, 'shotgun', [15, 12]),
    },
  },
  'tables.rifleBlazesAs': armed(EXT, 'rifle', 'open-ground', {
    policy: 'gunfighter:fire=blaze',
    trials: 100,
  }),
  'tables.carbineBlazesAs': armed(EXT, 'carbine', 'open-ground', {
    policy: 'gunfighter:fire=blaze',
    trials: 100,
  }),
  'tables.twoPistolsModifier': {
    perValue: {
      'minus-two': duel(EXT, 'shootist,policy=blaze', 'gunman,two-pistols,policy=blaze', 12),
      // Blazing with both pistols costs dice: only a man who weighs the odds (odds-max) ever does.
      'minus-three': duel(QR, 'shootist,policy=odds-max', 'legend,two-pistols,policy=odds-max', 12),
    },
  },
  'tables.shotgunAfterMovingModifier': {
    perValue: { 'minus-one': armed(QR, 'shotgun', 'woods'), 'minus-two': armed(EXT, 'shotgun', 'woods') },
  },
  'tables.coverFiringModifier': { perValue: { single: four(QR), 'soft-and-hard': four(EXT) } },
  'tables.quickrefWoundedFiring': duel(QR, 'gunman', 'gunman', 6),
  'tables.quickrefBelly4': four(QR),
  'tables.toughWoundChart': duel(EXT, 'gunman,skills=tough', 'gunman,policy=blaze', 6),
  'tables.effectDieBelowOne': armed(Y96, 'shotgun', 'woods'),
  'tables.knockedOutRecovery': {
    perValue: { 'six-only': four(QR), 'plus-one-per-throw': four(EXT), 'plus-one-after-first': four(EXT) },
  },
  'tables.recoverAfterWound': { perValue: { 'any-wound': four(QR), 'serious-only': four(EXT) } },
  'tables.fightChargeDistance': { perValue: { 'over-nine': charge(QR), 'nine-or-more': charge(EXT) } },
  'tables.fightBehindCover': doorway(QR),
  'tables.quickrefWoundedFighting': four(QR),
  'tables.strongRuntEffect': {
    perValue: {
      'effect-die': melee(Y96, 'shotgun', ['strong'], ['tough']),
      'fight-dice': melee(EXT, 'shotgun', ['strong'], ['tough']),
    },
  },
  'tables.skillCancels': hero(EXT, ['slow', 'agile'], 80),
  // Evil's asterisk is the one the readings part on: White knight removes a single Evil whole, one level of a
  // double one (any-asterisk); Legend of the West's "four* inches" is a number only its own text holds.
  'tables.doubleSkillMarker': {
    perValue: {
      // Left Evil under any-asterisk, side A's men draw the White knights' extra die against Evil.
      'any-asterisk': duellists(EXT, ['evil', 'evil', 'white-knight'], ['white-knight']),
      'own-number': hero(EXT, ['wildman', 'wildman'], 80),
    },
  },
  // The duel's readings.
  'fastDraw.tie': duel(EXT, 'gunman', 'gunman', 6),
  'duel.fastDrawHeadWound': duel(EXT, 'gunman', 'gunman', 6),
  'duel.fireHeadWound': duel(EXT, 'gunman', 'gunman', 6),
  'lucky.ammo': duel(EXT, 'gunman', 'gunman', 6),
  'blaze.extendedJam': duel(EXT, 'shootist,policy=blaze', 'gunman,two-pistols,policy=blaze', 12),
  'blaze.extendedZeroTie': duel(EXT, 'shootist,policy=blaze', 'gunman,two-pistols,policy=blaze', 12),
  'blaze.jam1996Hits': duel(
    Y96,
    'legend,skills=quick-shot,policy=blaze',
    'legend,two-pistols,policy=blaze',
    3,
    {
      trials: 400,
    },
  ),
  'skills.removeLevel': duel(EXT, 'gunman,skills=lightning-fast+lightning-fast+slow', 'gunman', 6, {
    trials: 400,
  }),
  'skills.granted': duel(EXT, 'gunman,skills=cursed+white-knight', 'gunman', 6, { trials: 400 }),
  'shot.clumsyJam': duel(EXT, 'gunman,skills=clumsy,policy=blaze', 'gunman,policy=blaze', 3, { trials: 400 }),
  'shot.hitDiceThrower': duel(EXT, 'gunman,skills=lucky', 'gunman,policy=blaze', 6),
  'shot.rerollOrder': duel(EXT, 'gunman,skills=white-knight+cursed', 'gunman,skills=lucky', 6, {
    trials: 400,
  }),
  'shot.marksmanShift': duel(EXT, 'gunman,skills=marksman', 'gunman,policy=blaze', 6),
  // Pink chits are an aimed shot's: Marksmen who aim, at Very Tough targets.
  'shot.marksmanPink': snipers(EXT, ['tough', 'tough']),
  'shot.seriousArmReload': duel(EXT, 'gunman', 'gunman', 6),
  // Citizens at 18" throw no firing dice.
  'shot.luckyShot': duel(EXT, 'citizen', 'citizen', 18),
  'shot.unableToShootBack': duel(EXT, 'gunman,skills=white-knight', 'gunman,policy=blaze', 6),
  'shot.offHandPistol': duel(EXT, 'shootist,policy=blaze', 'gunman,two-pistols,policy=blaze', 12),
  'shot.luckyShotDeadeye': duel(EXT, 'gunman,skills=deadeye', 'gunman,policy=blaze', 6),
  'shot.steelPlate': sides(EXT, 'main-street', heroCast(['cunning']), {
    options: { 'shootout.cunning': 'steel-plate' },
  }),
  'fateDeck.jokerHeld': { perValue: { 'play-or-discard': deckDuel(Y96), 'return-unplayed': deckDuel(EXT) } },
  'fateDeck.jokerDisplayed': deckDuel(EXT),
  'fateDeck.slowClaims': hero(EXT, ['slow']),
  'fateDeck.inARow': four(EXT),
  'fateDeck.outCards': four(EXT),
  'movement.minimum': { perValue: { 'three-inches': four(QR), 'lowest-die': four(EXT) } },
  'movement.fallRule': { perValue: { extended: deckDuel(Y96), none: deckDuel(EXT) } },
  'movement.fallMoves': four(EXT),
  // Before gunplay commences only the duel's approach moves: Citizens who would rather close to 12".
  'movement.citizenFullRoll': duel(
    EXT,
    'citizen,approach=close-to:d=12',
    'citizen,approach=close-to:d=12',
    18,
    { params: { start: 'deck' }, trials: 100 },
  ),
  'movement.seriousWoundDice': four(EXT),
  'movement.veryClumsy': duel(
    EXT,
    'citizen,approach=close-to:d=1',
    'citizen,skills=clumsy+clumsy,approach=close-to:d=1',
    16,
    {
      params: { start: 'deck', signal: 2 },
      trials: 400,
    },
  ),
  'movement.jumpyFalls': hero(EXT, ['jumpy']),
  'movement.rerolls': movers(EXT, ['lucky']),
  'challenge.hateAndFear': witnessed(EXT),
  'challenge.fearFailure': duellists(QR, ['terrifying', 'evil'], ['vengeful']),
  'duel.signalStop': deckDuel(EXT),
  // The table, cover and fighting.
  'table.coverReach': four(EXT),
  'cover.notFiring': four(EXT),
  'cover.shotgunArms': armed(EXT, 'shotgun', 'woods'),
  // The white side differs from one off the effect die under the quick reference's wound chart.
  'cover.penetration': four(QR, 'corral'),
  'cover.terrainStop': {
    perValue: { extended: armed(QR, 'sawn-off', 'woods'), quickref: four(EXT, 'woods') },
  },
  'cover.clearShotAreas': armed(EXT, 'rifle', 'woods'),
  'cover.penetrableCover': four(QR, 'corral'),
  'cover.scrubConceals': armed(QR, 'sawn-off', 'woods'),
  'fight.defenceRow': four(QR),
  'fight.shotgunShoots': melee(EXT, 'shotgun', [], ['tough']),
  'fight.toughFightingChart': brawl(Y96, ['drunk-or-deranged'], 'knife'),
  'fight.expertFighter': melee(EXT, 'shotgun', ['expert-fighter'], ['tough']),
  'fight.rightArmWound': brawl(EXT, [], 'tomahawk'),
  'fight.escapeBy': scrum(QR, 'pistol', { pa: 'gunfighter', pb: 'rusher', n: 3 }),
  'fight.terribleSevers': brawl(QR, [], 'bowie-knife'),
  'fight.severedLimb': {
    perValue: { dead: brawl(QR, [], 'bowie-knife'), 'knocked-out': brawl(Y96, [], 'bowie-knife') },
  },
  'fight.stuckWeapon': melee(EXT, 'shotgun', [], [], { blade: 'bowie-knife', trials: 200 }),
  // Shotguns: the template readings under 1996 (whose rule it is) or forced under the extended edition.
  'bows.brokenStringHits': warParty(),
  'shootout.detectors': ambush(),
  'shootout.somethingMarker': ambush(),
  'arrows.breakingResult': warParty(240),
  'arrows.removalTurn': warParty(),
  'thrown.lanceWound': lancers(),
  'indians.cardPriority': mixedWarParty(),
  'shootout.shotgunRule': {
    perValue: { dice: armed(Y96, 'shotgun', 'woods'), template: armed(EXT, 'shotgun', 'woods') },
  },
  'shootout.shotgunSawnOffSpot': {
    perValue: {
      'twelve-inches': armed(Y96, 'sawn-off', 'woods'),
      'six-inches': armed(EXT, 'sawn-off', 'woods', TEMPLATE),
    },
  },
  'shootout.shotgunSawnOffReach': {
    perValue: {
      'wide-within-six': armed(Y96, 'sawn-off', 'woods'),
      'one-inch': armed(EXT, 'sawn-off', 'woods', TEMPLATE),
    },
  },
  'shootout.shotgunSawnOffEffect': {
    perValue: {
      'minus-two-over-six': armed(Y96, 'sawn-off', 'woods'),
      'minus-two-over-nine': armed(EXT, 'sawn-off', 'woods', TEMPLATE),
    },
  },
  'shootout.shotgunLineReach': {
    perValue: { head: armed(Y96, 'shotgun', 'woods'), base: armed(EXT, 'shotgun', 'woods', TEMPLATE) },
  },
  'shootout.shotgunLine': armed(Y96, 'shotgun', 'woods'),
  'shootout.shotgunMovingMiss': {
    perValue: {
      even: armed(Y96, 'shotgun', 'woods'),
      'nonzero-even': armed(Y96, 'shotgun', 'woods'),
      never: armed(EXT, 'shotgun', 'woods', TEMPLATE),
    },
  },
  'shootout.shotgunBothLines': armed(Y96, 'shotgun', 'woods'),
  'shootout.shotgunDiceOnes': armed(EXT, 'shotgun', 'woods'),
  'shootout.shotgunLeftover': armed(EXT, 'sawn-off', 'open-ground'),
  'shootout.shotgunLoneTarget': armed(EXT, 'shotgun', 'woods'),
  'shootout.shotgunShareReach': armed(EXT, 'shotgun', 'woods'),
  // Nerve, hatred and fear.
  'nerve.citizenGraze': { perValue: { 'wound-or-graze': four(Y96), 'wound-only': four(EXT) } },
  'nerve.retest': { perValue: { 'each-wound': four(Y96), 'each-hurt': four(EXT), once: four(EXT) } },
  'nerve.ignoredWound': hero(EXT, ['hard-as-nails']),
  'nerve.friends': four(EXT),
  'nerve.halfDownTest': four(EXT),
  'nerve.bossmanDown': hero(EXT, ['bossman']),
  'nerve.terrifying': hero(EXT, ['terrifying']),
  'nerve.rerolls': hero(EXT, ['charmed']),
  'emotions.woundRoll': four(EXT),
  'emotions.tornThrow': hero(EXT, ['wildman']),
  'emotions.tornResolves': hero(EXT, ['wildman']),
  'emotions.veryTerrifying': brawl(EXT, ['terrifying', 'terrifying'], null),
  'emotions.wildmanFear': hero(EXT, ['wildman']),
  // The shootout's own readings.
  'shootout.duckBacks': { perValue: { 'cover-only': four(Y96), 'any-hit': four(EXT) } },
  'move.endFacing': hero(EXT, []),
  'move.citizenObjective': four(EXT, 'woods'),
  'shootout.cameRound': four(EXT),
  'shootout.nerve': four(EXT),
  'shootout.outnumbered': scrum(QR, 'shotgun', {
    pa: 'gunfighter:patience=1',
    pb: 'gunfighter:patience=1',
    n: 2,
    escaper: 'coward',
  }),
  'shootout.joinFight': brawl(QR, [], null),
  'shootout.groupMoveThrow': posse(EXT),
  'shootout.heldInFight': brawl(EXT, [], 'tomahawk'),
  'shootout.backshootReactions': four(EXT),
  'shootout.backToOpponent': four(EXT),
  'shootout.interruptDraw': duellists(QR, [], []),
  'shootout.gunsAtStart': sides(EXT, 'open-ground', {
    a: { area: 'west', figures: { m: { class: 'shootist', policy: 'gunfighter', count: 2 } } },
    b: { area: 'east', figures: { n: { class: 'gunman', policy: 'gunfighter', count: 2 } } },
  }),
  'shootout.bladeUse': brawl(EXT, [], 'tomahawk'),
  'shootout.stuckBlade': melee(EXT, 'shotgun', [], [], { blade: 'bowie-knife', trials: 200 }),
  'shootout.legendCard': hero(EXT, ['legend-of-the-west']),
  'shootout.jumpyRecovery': hero(EXT, ['jumpy']),
  'shootout.wildmanTowards': brawl(Y96, ['wildman'], 'knife'),
  'shootout.wildmanMove': {
    perValue: { 'toward-enemy': hero(Y96, ['wildman']), 'move-and-fire': hero(EXT, ['wildman']) },
  },
  'shootout.intoFight': brawl(QR, ['evil'], 'knife'),
  'shootout.whiteKnightBar': {
    perValue: {
      target: shotgunner(EXT, 'shotgun', [15, 12], ['white-knight']),
      'shots-only': hero(Y96, ['white-knight']),
    },
  },
  'shootout.singleRerolls': hero(EXT, ['lucky']),
  'shootout.stoopidTurns': hero(EXT, ['drunk-or-deranged']),
  'shootout.stoopidStuck': brawl(EXT, ['drunk-or-deranged'], null),
  'shootout.agileFacing': brawl(EXT, ['agile'], 'knife'),
  'shootout.cunning': hero(EXT, ['cunning']),
  'shootout.cunningCards': coolUnderFire(EXT),
  'shootout.drunkOrDeranged': hero(EXT, ['drunk-or-deranged']),
  'shootout.legendGroup': posse(EXT),
  // The horse readings a shootout with riders plays (000 HORSES).
  'horses.thrownAgain': riders('poor'),
  'horses.bucking': riders('poor'),
  'horses.boltRegain': riders('poor'),
  'horses.threeSixes': riders('poor', { trials: 300, footX: 56 }),
  'horses.woundedInept': riders('inept', { trials: 200 }),
  'horses.firstDieIgnored': riders('expert'),
  'tables.mountedShoulderArmModifier': riders('good', { weapon: 'rifle' }),
  'horses.trampledDown': riders('good'),
  'horses.combatControl': riders('good'),
  // Four Inept riders charging four men on foot who are Expert riders: a man who stands unhit against a
  // bolting horse throws with ATTACKING CHARACTERS ON FOOT's +2, or LOSS OF CONTROL's +1.
  'horses.boltingStop': {
    perValue: { 'loss-of-control': boltStand(), 'attacked-on-foot': boltChase() },
  },
  // A rider charging past his own man on foot, who "is automatically trampled" (000 FIGHTING FROM HORSEBACK).
  'horses.autoTrample': sides(
    EXT,
    'prairie-crossing',
    {
      a: {
        figures: {
          trooper: { class: 'gunman', policy: 'cavalry', rider: 'good', at: [6, 18] },
          pal: { class: 'gunman', policy: 'gunfighter', at: [11, 18] },
        },
      },
      b: { figures: { man: { class: 'gunman', policy: 'gunfighter', at: [30, 18] } } },
    },
    { trials: 40 },
  ),
  // A posse of cavalry and dragoons charging three men in cover: a fallen man's friends on foot hold him up
  // for a rider, who hoists him and meets them (000 RESCUING COMRADES ON FOOT; a few games in a thousand).
  'horses.holder': sides(
    EXT,
    'prairie-crossing',
    {
      posse: {
        area: 'prairie',
        figures: {
          rider: { class: 'gunman', policy: 'cavalry', rider: 'good', count: 2 },
          dragoon: { class: 'gunman', policy: 'dragoon', rider: 'good', count: 2 },
        },
      },
      defenders: {
        figures: {
          wagon: { class: 'gunman', policy: 'gunfighter', at: 'wagon' },
          corral: { class: 'gunman', policy: 'gunfighter', at: 'corral' },
          trough: { class: 'gunman', policy: 'gunfighter', at: 'trough' },
        },
      },
    },
    { trials: 3000 },
  ),
  // The stampede readings a herd on a shootout's table plays.
  'stampede.tables': herdShootout(3),
  'stampede.twelveInches': herdShootout(12),
  'stampede.direction': herdShootout(3),
  'stampede.trampleRow': herdShootout(3),
  'stampede.trampledFrom': herdShootout(3),
  // Poor riders who stay in the saddle (cavalry; a cover-seeker gets off his horse before the herd comes).
  'stampede.riderControl': herdShootout(3, {}, { rider: 'poor', policy: 'cavalry' }),
  'stampede.wall': herdInTown({}),
  'stampede.buildingDamage': herdInTown({}),
  // The bank job's townsmen lob dynamite at the bank; a herd stands across the street, 13" and more from
  // the bank's front: a blast there sets it off at any distance, or not at all.
  'stampede.dynamiteReach': herdBank(),
  // The herd 5" from the table's near edge, the two men between: its animals leave there, or its rear ranks
  // run on over the table.
  'stampede.tableEdge': herdShootout(3),
  // Men who turn the herd on foot (6" from it: in front of it on their turns), or shoot at its lead animal
  // (Good riders, from the saddle).
  'stampede.footTurn': herdShootout(6, {}, { policy: 'gunfighter:herd=turn' }),
  'stampede.leadShot': herdShootout(3, {}, { policy: 'cavalry:herd=stop', rider: 'good' }),
  'stampede.saddleShot': herdShootout(3, {}, { policy: 'cavalry:herd=stop', rider: 'good' }),
  // The stampede scenario's options: games.
  [stampedeWitnessKey('stampede.tables')]: stampede(4, inTheWay(8)),
  [stampedeWitnessKey('stampede.twelveInches')]: stampede(12, inTheWay(8)),
  [stampedeWitnessKey('stampede.direction')]: stampede(9, inTheWay(6), {
    'stampede.direction': 'dice-arrow',
  }),
  [stampedeWitnessKey('stampede.trampleRow')]: stampede(9, inTheWay(6)),
  [stampedeWitnessKey('stampede.trampledFrom')]: stampede(9, inTheWay(6)),
  [stampedeWitnessKey('stampede.footTurn')]: stampede(9, inTheWay(14, 'turn-it')),
  [stampedeWitnessKey('stampede.leadShot')]: stampede(9, inTheWay(12, 'stop-it')),
  [stampedeWitnessKey('stampede.wall')]: {
    scenario: 'stampede',
    setup: {
      ruleset: EXT,
      options: { 'stampede.direction': 'away-from-gunfire' },
      figures: { ames: { class: 'gunman', at: [6, 10] } },
      params: { gunfire: 9, fence: 8, fenceKind: 'mortared-stone-fence' },
    },
    seed: 1,
    trials: 200,
  },
  // A Cattle Drive beside a gunfight: who acts after the stampede card goes in, whether the drive deviates, and
  // when cowboys in front of an ambling herd throw to regain control (a third acting after a 5-6 throws again
  // only under `each`).
  [stampedeWitnessKey('stampede.reshuffle')]: drive({
    cal: { class: 'gunman', at: [4, -1], cowboy: true },
    deke: { class: 'gunman', at: [8, 4], policy: 'gunfight' },
  }),
  [stampedeWitnessKey('drive.deviation')]: drive({ cal: { class: 'gunman', at: [4, -1], cowboy: true } }),
  [stampedeWitnessKey('drive.regainThrow')]: drive({
    ann: { class: 'gunman', at: [-1, 2.5], cowboy: true, leaves: 1, policy: 'regain' },
    bob: { class: 'gunman', at: [1, 2.5], cowboy: true, leaves: 1, policy: 'regain' },
    cy: { class: 'gunman', at: [0, 2], cowboy: true, leaves: 1, policy: 'regain' },
  }),
  // A wooden building square in the lane of a herd running away from the gunfire: its damage die or none.
  [stampedeWitnessKey('stampede.buildingDamage')]: stampede(
    9,
    {},
    {},
    { buildings: [{ material: 'wood', at: [0, 8], size: [4, 2] }] },
  ),
  [stampedeWitnessKey('stampede.wagonReach')]: stampede(
    9,
    {},
    {},
    { things: [{ kind: 'wagon', at: [2.5, 4] }] },
  ),
  // A Poor rider 2" ahead of the herd: a lost control throws him, or under the whole chart may leave him
  // stuck in the saddle on a bucking, rearing or bolting horse.
  // A Good rider 4" ahead shooting at the lead animal: 2 dice before a one-die throw, none at full speed.
  [stampedeWitnessKey('stampede.saddleShot')]: stampede(9, {
    bo: { class: 'gunman', at: [0, 4], rider: 'good', policy: 'stop-it' },
  }),
  [stampedeWitnessKey('stampede.riderControl')]: stampede(9, {
    bo: { class: 'gunman', at: [0, 2], rider: 'poor' },
  }),
  // The odds mechanics' options: exact values.
  [oddsWitnessKey('blaze', 'blaze.extendedJam')]: odds('blaze', { dice: 6, cap: 3, edition: 'extended' }),
  [oddsWitnessKey('blaze', 'blaze.extendedZeroTie')]: odds('blaze', { dice: 6, cap: 3, edition: 'extended' }),
  [oddsWitnessKey('blaze', 'blaze.jam1996Hits')]: odds('blaze', { dice: 6, cap: 3, edition: '1996' }),
  [oddsWitnessKey('lucky', 'lucky.ammo')]: odds('lucky', { edition: 'extended' }),
  [oddsWitnessKey('stampede-trigger', 'stampede.tables')]: odds('stampede-trigger', {
    distance: 4,
    dynamite: false,
  }),
  [oddsWitnessKey('stampede-foot', 'stampede.trampledFrom')]: odds('stampede-foot', {
    agile: false,
    turns: 2,
  }),
  [oddsWitnessKey('drive-regain', 'drive.regainThrow')]: odds('drive-regain', { turns: 2 }),
  [oddsWitnessKey('stampede-trigger', 'stampede.dynamiteReach')]: odds('stampede-trigger', {
    distance: 13,
    dynamite: true,
  }),
  [oddsWitnessKey('stampede-trigger', 'stampede.twelveInches')]: odds('stampede-trigger', {
    distance: 12,
    dynamite: false,
  }),
  // The blazing-away readings reach a lucky shot only through lucky.ammo=as-blazing-away.
  [oddsWitnessKey('lucky', 'blaze.extendedJam')]: odds(
    'lucky',
    { edition: 'extended' },
    { 'lucky.ammo': 'as-blazing-away' },
  ),
  [oddsWitnessKey('lucky', 'blaze.extendedZeroTie')]: odds(
    'lucky',
    { edition: 'extended' },
    { 'lucky.ammo': 'as-blazing-away' },
  ),
  // The shootout's dynamite: a held bank and townsmen with sticks.
  'dynamite.method': dynamiteBank(),
  'dynamite.coverChits': dynamiteBank(),
  // A Deadeye's -1" on the scatter; wounded throwers (the nerve rules off keep them fighting) for the wound inches.
  'dynamite.scatterModifiers': dynamiteBank({}, ['deadeye']),
  'dynamite.bounceFrom': dynamiteBank(),
  'dynamite.woundInches': dynamiteBank({ 'shootout.nerve': 'off' }, [], 120),
  'dynamite.scatterDieTargets': dynamiteBank({ 'dynamite.method': 'trwnn' }),
  // Muzzle-loading rifles on main street: a misfire spends the load or keeps it.
  // Knifemen rushing each other: the knife thrown at close range, and Strong's die on it.
  'arms.knifeThrow': knifemen([]),
  'arms.throwSkillDice': knifemen(['strong'], { 'arms.knifeThrow': 'knifeman' }),
  // Evil men standing over the men they knocked out in a fight.
  'melee.pointBlankKill': evilBrawl({}),
  // The same brawl: guns run dry and are clubbed; the bar on the clubber's opponent too.
  'melee.clubbing': musketRush({}),
  'fight.clubNoFire': musketRush({ 'melee.clubbing': 'unloaded' }),
  'arms.misfire': sides(EXT, 'main-street', {
    a: {
      area: 'west',
      figures: { rifles: { class: 'gunman', weapon: 'rifle', loading: 'muzzle', count: 3 } },
    },
    b: {
      area: 'east',
      figures: { rifles: { class: 'gunman', weapon: 'rifle', loading: 'muzzle', count: 3 } },
    },
  }),
  // The extended edition's optional dice rules: a wounded TBC thrower, a TRWNN throw, a hidden man at 6",
  // a Stealthy one beyond 12", a seriously wounded roped man, two dentist totals, an arrow broken over turns.
  [oddsWitnessKey('dynamite-scatter', 'dynamite.scatterModifiers')]: odds('dynamite-scatter', {
    ...THROWER,
    method: 'tbc',
    'flesh-wounds': 1,
  }),
  [oddsWitnessKey('dynamite-scatter', 'dynamite.bounceFrom')]: odds('dynamite-scatter', {
    ...THROWER,
    method: 'tbc',
  }),
  [oddsWitnessKey('dynamite-scatter', 'dynamite.woundInches')]: odds('dynamite-scatter', {
    ...THROWER,
    method: 'tbc',
    'serious-wounds': 1,
  }),
  [oddsWitnessKey('dynamite-scatter', 'dynamite.scatterDieTargets')]: odds('dynamite-scatter', {
    ...THROWER,
    method: 'trwnn',
  }),
  [oddsWitnessKey('detection', 'detection.rangeBounds')]: odds('detection', { ...HIDDEN, distance: 6 }),
  [oddsWitnessKey('detection', 'detection.stealthy')]: odds('detection', {
    ...HIDDEN,
    distance: 13,
    stealthy: true,
  }),
  [oddsWitnessKey('lariat-escape', 'lariat.escapeWounds')]: odds('lariat-escape', {
    strong: false,
    runt: false,
    'flesh-wounds': 0,
    'serious-wounds': 1,
  }),
  [oddsWitnessKey('dentist', 'doctorin.dentistRows')]: odds('dentist', {
    'flesh-wounds': 0,
    'serious-wounds': 1,
  }),
  [oddsWitnessKey('arrow-removal', 'arrows.breakingResult')]: odds('arrow-removal', { turns: 2 }),
  [oddsWitnessKey('bow', 'bows.brokenStringHits')]: odds('bow', { dice: 3, class: 'warrior' }),
  // The horse readings: a Good rider's throw for control, and over two turns for a bolting horse.
  [oddsWitnessKey('stampede-rider', 'stampede.riderControl')]: odds('stampede-rider', {
    turns: 1,
    rider: 'good',
  }),
  [oddsWitnessKey('stampede-rider', 'horses.thrownAgain')]: odds(
    'stampede-rider',
    { turns: 1, rider: 'good' },
    { 'stampede.riderControl': 'chart' },
  ),
  [oddsWitnessKey('stampede-rider', 'horses.bucking')]: odds(
    'stampede-rider',
    { turns: 1, rider: 'good' },
    { 'stampede.riderControl': 'chart' },
  ),
  [oddsWitnessKey('control', 'horses.thrownAgain')]: odds('control', { rider: 'good', turns: 1 }),
  [oddsWitnessKey('control', 'horses.bucking')]: odds('control', { rider: 'good', turns: 1 }),
  [oddsWitnessKey('control', 'horses.boltRegain')]: odds('control', { rider: 'good', turns: 2 }),
  // Four dice can show four 6s; an Inept rider's wounded horse.
  [oddsWitnessKey('horse-move', 'horses.threeSixes')]: odds('horse-move', {
    rider: 'poor',
    dice: 4,
    wounded: false,
  }),
  [oddsWitnessKey('horse-move', 'horses.woundedInept')]: odds('horse-move', {
    rider: 'inept',
    dice: 2,
    wounded: true,
  }),
  // An Expert who stood and fought reads LOSS OF CONTROL's +1; an Inept moving into contact the other -1.
  [oddsWitnessKey('stop-bolt', 'horses.boltingStop')]: {
    perValue: {
      'loss-of-control': odds('stop-bolt', { rider: 'expert', how: 'stood-and-fought' }),
      'attacked-on-foot': odds('stop-bolt', { rider: 'inept', how: 'moves-into-contact' }),
    },
  },
  // A trample by an Inept rider against a man standing with one die; a Poor rider halted and outthrown.
  [oddsWitnessKey('horse-fight', 'horses.trampledDown')]: odds('horse-fight', {
    rider: 'inept',
    dice: 2,
    how: 'trample',
    response: 'stand-and-fight',
    attack: 0,
    defend: 1,
    lance: false,
    bolting: false,
  }),
  [oddsWitnessKey('horse-fight', 'horses.combatControl')]: odds('horse-fight', {
    rider: 'poor',
    dice: 1,
    how: 'halt',
    response: 'stand-and-fight',
    attack: 0,
    defend: 1,
    lance: false,
    bolting: false,
  }),
  // An Expert rider who is no Plains Indian; a shoulder arm.
  [oddsWitnessKey('mounted-fire', 'horses.firstDieIgnored')]: odds('mounted-fire', {
    dice: 5,
    weapon: 'pistol',
    'movement-dice': 2,
    rider: 'expert',
    'plains-indian': false,
  }),
  [oddsWitnessKey('mounted-fire', 'tables.mountedShoulderArmModifier')]: odds('mounted-fire', {
    dice: 5,
    weapon: 'shoulder-arm',
    'movement-dice': 2,
    rider: 'good',
    'plains-indian': false,
  }),
  [oddsWitnessKey('fast-draw', 'fastDraw.tie')]: odds('fast-draw', { a: 3, b: 3 }),
  [oddsWitnessKey('fafdm-cool', 'fafdm.coolCompare')]: odds('fafdm-cool', { cool: 3 }),
  [oddsWitnessKey('fafdm-cool', 'fafdm.shocked')]: odds('fafdm-cool', { cool: 3, shocked: true }),
  [oddsWitnessKey('fafdm-panic', 'fafdm.coolCompare')]: odds('fafdm-panic', { cool: 3 }),
  // REF 4, one die of two: 3/4 under, 8/9 at or under.
  [oddsWitnessKey('fafdm-blast', 'fafdm.blastDamage')]: odds('fafdm-blast', {
    ...BLAST,
    cos: 3,
    protection: 2,
  }),
  [oddsWitnessKey('fafdm-blast', 'fafdm.rescue')]: odds('fafdm-blast', { ...BLAST, protection: 4 }),
  [oddsWitnessKey('fafdm-horse-fall', 'fafdm.horseFall')]: odds('fafdm-horse-fall', { score: 4, ref: 3 }),
  [oddsWitnessKey('fafdm-horse-fall', 'fafdm.fallDamage')]: odds('fafdm-horse-fall', {
    score: 4,
    ref: 3,
    running: true,
  }),
  [oddsWitnessKey('fafdm-horse-fall', 'fafdm.reflexes')]: odds('fafdm-horse-fall', {
    score: 4,
    ref: 3,
    running: true,
  }),
  [oddsWitnessKey('fafdm-reflexes', 'fafdm.reflexes')]: odds('fafdm-reflexes', { ref: 4, need: 1, mod: 0 }),
  [oddsWitnessKey('fafdm-shot', 'fafdm.coolCompare')]: odds('fafdm-shot', {
    shot: 3,
    ref: 3,
    cool: 3,
    bonus: 0,
    mod: 0,
  }),
  [oddsWitnessKey('fafdm-shot', 'fafdm.shocked')]: odds('fafdm-shot', {
    shot: 3,
    ref: 3,
    cool: 3,
    bonus: 0,
    mod: 0,
    shocked: true,
  }),
  // odds shot: one shot's situation in which each reading changes an exact value.
  [oddsWitnessKey('shot', 'tables.coverFiringModifier')]: {
    perValue: {
      single: odds('shot', { ruleset: QR, cover: 'wall' }),
      'soft-and-hard': odds('shot', { ruleset: EXT, cover: 'wall' }),
    },
  },
  [oddsWitnessKey('shot', 'tables.quickrefBelly4')]: odds('shot', { ruleset: QR }),
  [oddsWitnessKey('shot', 'tables.toughWoundChart')]: odds('shot', { 'target-tough': 1 }),
  [oddsWitnessKey('shot', 'tables.effectDieBelowOne')]: odds('shot', { 'target-tough': 2 }),
  [oddsWitnessKey('shot', 'shot.clumsyJam')]: odds('shot', { fire: 'blaze', clumsy: 1 }),
  [oddsWitnessKey('shot', 'shot.marksmanShift')]: odds('shot', { marksman: 1 }),
  [oddsWitnessKey('shot', 'shot.marksmanPink')]: odds('shot', {
    fire: 'aimed',
    marksman: 1,
    'target-tough': 2,
  }),
  // 1 die at 12", less one for the wall: a lucky shot, fired deliberately by a Deadeye.
  [oddsWitnessKey('shot', 'shot.luckyShotDeadeye')]: odds('shot', {
    range: 12,
    cover: 'wall',
    deadeye: true,
  }),
  [oddsWitnessKey('shot', 'cover.notFiring')]: odds('shot', {
    cover: 'corner',
    'target-posture': 'not-firing',
  }),
  [oddsWitnessKey('shot', 'cover.penetration')]: odds('shot', {
    cover: 'wall',
    'cover-kind': 'wooden',
    'target-tough': 1,
  }),
  [oddsWitnessKey('shot', 'cover.penetrableCover')]: odds('shot', {
    ruleset: QR,
    cover: 'wall',
    'cover-kind': 'wooden',
  }),
  [oddsWitnessKey('shot', 'shootout.duckBacks')]: {
    perValue: { 'any-hit': odds('shot', { ruleset: EXT }), 'cover-only': odds('shot', { ruleset: Y96 }) },
  },
  [oddsWitnessKey('fafdm-shot', 'fafdm.shotTable')]: odds('fafdm-shot', {
    shot: 3,
    ref: 3,
    cool: 3,
    bonus: 0,
    mod: 0,
  }),
  'fafdm.coolCompare': fafdmDuel(),
  // Two Guards who take aim whenever they may: every turn, or only the first.
  'fafdm.aimTurn': fafdmDuel('lawmen/guard,six-shot,aim-and-fire', 'outlaws/bandit,six-shot,aim-and-fire'),
  // A shooter is shocked in few games, and the higher-die reading differs only when his lower die equals his
  // coolness and the total crosses a band: a few hundred games.
  'fafdm.shocked': fafdmDuel('lawmen/guard', 'outlaws/bandit', 8, 400),
  'fafdm.shotTable': fafdmDuel(),
  'fafdm.rescue': fafdmDuel(),
  'fafdm.panicAfter': fafdmDuel(),
  'fafdm.panicRepeat': fafdmDuel(),
  'fafdm.lyingCover': fafdmDuel(),
  // A trapper who stands up has 2 points left: a shot at Tab.7's 2 CA, none at 5.3.3's 3.
  'fafdm.huntingRifleCa': fafdmDuel('mountain-men/trapper,hunting-rifle', 'outlaws/bandit,rifle', 20),
  // A 17-round rifle jams on a 1; clearing it takes 1 CA (then he fires) or 2 (then he cannot).
  'fafdm.unjamCa': fafdmDuel('lawmen/guard,repetition-rifle-17', 'outlaws/bandit', 12),
  // The campaign scenario's options: campaigns.
  [campaignWitnessKey('campaign.skillDraw')]: campaign(LEGENDS_A, LEGENDS_B),
  [campaignWitnessKey('campaign.lifeIsCheap')]: campaign(LEGENDS_A, LEGENDS_B, { games: 6, trials: 20 }),
  // Shootists against a Legend: a Shootist who kills the Legend is made one.
  [campaignWitnessKey('campaign.skillsClass')]: campaign(
    { al: 'shootist', abe: 'shootist', ace: 'shootist', art: 'shootist', ash: 'shootist' },
    { bo: 'legend', ben: 'gunman' },
    // Under 003 the new Legend's skills as-promoted (one a kill and one the gunfight) outnumber a Shootist's.
    { games: 1, trials: 20, ruleset: Y96 },
  ),
  // Evil Citizens who would sooner hide than fight, against men who call them out: some refuse, or surrender.
  [campaignWitnessKey('campaign.evilExempt')]: campaign(
    {
      al: { class: 'citizen', skills: ['evil'], policy: 'coward' },
      abe: { class: 'citizen', skills: ['evil'], policy: 'coward' },
      ace: { class: 'citizen', skills: ['evil'], policy: 'coward' },
    },
    { bo: { class: 'gunman', policy: 'duellist' }, ben: { class: 'gunman', policy: 'duellist' } },
    { games: 2, trials: 20 },
  ),
  [campaignWitnessKey('campaign.legendKiller')]: campaign(
    { al: 'gunman', abe: 'gunman', ace: 'gunman' },
    { bo: 'legend', bud: 'legend' },
    { trials: 20 },
  ),
  [campaignWitnessKey('campaign.recovery')]: campaign(LEGENDS_A, LEGENDS_B),
  [campaignWitnessKey('campaign.recruits')]: campaign(LEGENDS_A, LEGENDS_B),
  // Advancing figures walk and fire in the same turn, or only walk.
  'fafdm.moveAndFire': fafdmSkirmish(),
  // 10.3: the leaders open fire at once, or wait for their men to come within 10U.
  'fafdm.duelStart': {
    scenario: 'fafdm-town-duel',
    setup: {
      sides: {
        a: { band: 'lawmen', roster: { sheriff: 1, guard: 4 } },
        b: { band: 'outlaws', roster: { boss: 1, bandit: 3 } },
      },
    },
    seed: 1,
    trials: 30,
  },
  // 001 10.1 PRISONER, 10.2, 10.4, 10.6: each scenario's own reading changes who wins some games.
  'fafdm.prisonerRelease': fafdmWard('fafdm-prisoner'),
  'fafdm.hostageFree': fafdmWard('fafdm-kidnapping'),
  'fafdm.murderGuards': fafdmWard('fafdm-murder'),
  'fafdm.meetingOpening': fafdmWard('fafdm-meeting'),
  // Civilians near the shooting run off on their own (9.12), or stay where the bands move them (10.6).
  'fafdm.meetingCrowdPanic': fafdmWard('fafdm-meeting'),
  // Bands that charge each other fight: the rescue shot against COS 2 or REF 3.
  'fafdm.meleeRescue': fafdmSkirmish(
    { band: 'indians', roster: { warrior: 6 }, tactic: 'charge' },
    { band: 'outlaws', roster: { bandit: 5 }, tactic: 'charge' },
    60,
  ),
  // Shocked figures in a melee disengage 10U + 1D6 or (1D6 + 1) / 2 U.
  'fafdm.disengage': fafdmSkirmish(
    { band: 'indians', roster: { warrior: 6 }, tactic: 'charge' },
    { band: 'outlaws', roster: { bandit: 5 }, tactic: 'charge' },
    200,
  ),
  // Outlaws shoot past their own and into frays (9.4): their misses stray onto their friends, or anyone.
  'fafdm.friendlyFire': fafdmSkirmish(),
  // Bullies with dynamite (5.5): its damage through the rescue test or straight off COS; the throw's miss.
  'fafdm.blastDamage': fafdmSkirmish(undefined, DYNAMITE_BAND, 20),
  'fafdm.dynamiteThrow': fafdmSkirmish(undefined, DYNAMITE_BAND, 20),
  // Guards with swords charge (001 5.4, Tab.1): after a run only a free draw leaves a point to fight with it.
  'fafdm.changeWeapon': fafdmSkirmish(
    { band: 'lawmen', roster: { guard: 4 }, sideArms: { guard: 'sword' }, tactic: 'charge' },
    undefined,
    30,
  ),
  // Riders who get off to hold cover (Tab.1: a test off a trotting or running horse) and ride sideways (Tab.2).
  'fafdm.reflexes': fafdmSkirmish(mountedLawmen('hold-in-cover'), undefined, 30),
  // Riders shot at (4.2, 4.2.2): which shots bring the 1D6 for the horse; the fall from a running horse.
  'fafdm.horseFall': fafdmSkirmish(mountedLawmen('advance-and-fire'), undefined, 30),
  'fafdm.fallDamage': fafdmSkirmish(mountedLawmen('charge'), undefined, 60),
  // Bands that lose more than half take the cohesion test: the text's or the board's.
  'fafdm.cohesion': fafdmSkirmish(),
  // FAFDM campaigns: the winners' bonus point is spent on Tab.13/14; a win's dollars are counted at the end.
  'fafdmCampaign.endBonus': fafdmCampaign(),
  'fafdmCampaign.winDollars': fafdmCampaign(),
  'fafdmCampaign.sniperAim': fafdmCampaignLong(),
  'fafdmCampaign.disease': fafdmCampaignLong(),
  // Figures who walk into their short range empty their six-shots (5.2.2), read two ways.
  'fafdm.cylinder': fafdmSkirmish(),
  // Chargers from beyond 5U draw opportunity shots (4.2.3) whose coolness penalty is read two ways.
  'fafdm.opportunityCool': fafdmSkirmish(
    { band: 'indians', roster: { warrior: 6 }, tactic: 'charge' },
    { band: 'outlaws', roster: { bandit: 5 }, tactic: 'hold-in-cover' },
    100,
  ),
  'shootout.lariatEscape': ropers(),
  // Four wounded cover-seekers a side walk to two doctors; a man with flesh and serious wounds treated by a -1
  // row is rare, so it takes a few hundred games before the healed wound changes a later hit.
  'shootout.treatedWounds': surgeries(),
  'doctorin.dentistRows': surgery('dentist', 'cover-seeker:doctor=wounded', 120),
  'shootout.townsfolk': crowdedStreet(),
  'shootout.townsfolkGunfire': crowdedStreet(),
};
