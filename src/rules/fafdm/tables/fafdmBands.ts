import type { SourceRef } from '../../SourceRef.ts';

/** A character's place in his band (001 1.6, 9.2-9.12): the leader, a hero (up to `heroMax`), or ordinary. */
export type FafdmRole = 'leader' | 'hero' | 'ordinary';

/** One character of a band's list, with the stats printed on its card. */
export interface FafdmCharacterRow {
  readonly name: string;
  readonly role: FafdmRole;
  /** For heroes: the "HERO, max N" of the list. */
  readonly heroMax?: number;
  readonly shot: number;
  readonly cool: number;
  readonly ref: number;
  readonly cos: number;
  readonly exp: number;
  readonly fame: number;
  readonly fortune: number;
  /** Dollars. */
  readonly cost: number;
  /** Action points a turn: 3 (2.1), 2 for the common characters of 9.12. */
  readonly actions: number;
  /** The character's own rule as printed (played on a table by bands/fafdmBandRules.ts). */
  readonly special: string;
}

/** A band of 9.3-9.12: its rules as printed and its characters by id. */
export interface FafdmBandRow {
  readonly source: SourceRef;
  readonly name: string;
  readonly rules: string;
  readonly characters: Readonly<Record<string, FafdmCharacterRow>>;
}

const at = (section: string): SourceRef => ({ document: '001_ac753b686cf1a971.txt', section });

type Stats = [
  shot: number,
  cool: number,
  ref: number,
  cos: number,
  exp: number,
  fame: number,
  fortune: number,
];

function ch(
  name: string,
  role: FafdmRole | number,
  [shot, cool, ref, cos, exp, fame, fortune]: Stats,
  cost: number,
  special = '',
  actions = 3,
): FafdmCharacterRow {
  const r: FafdmRole = typeof role === 'number' ? 'hero' : role;
  return {
    name,
    role: r,
    ...(typeof role === 'number' ? { heroMax: role } : {}),
    shot,
    cool,
    ref,
    cos,
    exp,
    fame,
    fortune,
    cost,
    actions,
    special,
  };
}

const NO_SHOT_THROUGH =
  "They cannot shoot if between them and the target there's a civilian (they cover a 1U diameter area) or an allied.";

/**
 * 001 9.3-9.12: the ten bands, every character's SHOT, COOL, REF, COS, EXP, FA, FO and cost as printed
 * (a number for `role` in the source lines below is a hero's "max N").
 *
 * @example FAFDM_BANDS.outlaws.characters.bandit.cost === 60
 */
export const FAFDM_BANDS = {
  lawmen: {
    source: at('9.3 LAWMMEN'),
    name: 'Lawmen',
    rules: `${NO_SHOT_THROUGH} They can buy a weapon without making AVAILABILITY TEST.`,
    characters: {
      sheriff: ch(
        'Sheriff',
        'leader',
        [3, 3, 4, 3, 2, 1, 2],
        180,
        'All the miniature within 5U can use the coolness score of the Sheriff during the panic test.',
      ),
      'vice-sheriff': ch(
        'Vice-Sheriff',
        2,
        [3, 3, 3, 3, 1, 0, 1],
        100,
        'He pass all the PANIC TEST, if the Sheriff is within 5U and he is not PANIC',
      ),
      volunteer: ch(
        'Volunteer',
        'ordinary',
        [2, 3, 3, 2, 0, 0, 0],
        40,
        "If within 5U there's at least one allied, he gets +1 in panic shot. If a friend hero dies within 5U, he has to perform a panic test.",
      ),
      guard: ch('Guard', 'ordinary', [3, 3, 3, 2, 0, 0, 0], 50),
    },
  },
  outlaws: {
    source: at('9.4 THE OUTLAWS'),
    name: 'Outlaws',
    rules:
      "They can shoot even if between them and the target there's a civilian or an allied , they can shoot also in the fray.",
    characters: {
      boss: ch(
        'Boss',
        'leader',
        [4, 3, 3, 3, 2, 1, 2],
        190,
        'All the miniature within 5U can use the coolness score of the Boss during the panic test.',
      ),
      bully: ch('Bully', 2, [3, 3, 4, 3, 1, 0, 1], 115),
      criminal: ch(
        'Criminal',
        'ordinary',
        [2, 2, 3, 2, 0, 0, 0],
        35,
        'If a hero of his band dies within 5U, he must perform a panic test. If the leader dies, automatically he goes into PANIC.',
      ),
      bandit: ch('Bandit', 'ordinary', [4, 2, 3, 2, 0, 0, 0], 60),
    },
  },
  cowboys: {
    source: at('9.5 COWBOYS'),
    name: 'Cowboys',
    rules: `All the cowboys have +1 bonus on reflexes test to use the lasso. The heroes can buy a horse paying the half of the standard price. ${NO_SHOT_THROUGH}`,
    characters: {
      chief: ch(
        'Chief',
        'leader',
        [4, 4, 4, 3, 2, 1, 1],
        150,
        'All the miniature within 5U can use the coolness score of the Chief during the panic test.',
      ),
      cowboy: ch('Cowboys', 2, [3, 3, 3, 3, 1, 0, 1], 110),
      greenhorn: ch('Greenhorn', 'ordinary', [2, 2, 3, 2, 0, 0, 0], 35),
      wrangler: ch('Wrangler', 'ordinary', [4, 2, 3, 2, 0, 0, 0], 60),
    },
  },
  'mountain-men': {
    source: at('9.6 MOUNTAIN MEN'),
    name: 'Mountain Men',
    rules:
      "They cannot shoot if between them and the target there's an allied (they cover a 1U diameter area). They have no limitation on the BROKEN GROUND. If you decide to buy a skill can buy HUNTER. If you attacking enemy miniatures, before hand to hand combat, you apply a modifier of +1 on their Panic test.",
    characters: {
      'bear-hunter': ch(
        'Bear Hunter',
        'leader',
        [3, 4, 3, 3, 2, 0, 1],
        120,
        'In the melee has a modifier of +1 in the attack roll.',
      ),
      trapper: ch('Trapper', 'ordinary', [3, 3, 3, 3, 0, 0, 0], 75),
      woodman: ch('Woodman', 'ordinary', [2, 3, 3, 2, 0, 0, 0], 40),
      wrangler: ch('Wrangler', 'ordinary', [4, 2, 3, 2, 0, 0, 0], 60),
    },
  },
  mexicans: {
    source: at('9.7 MEXICANS'),
    name: 'Mexicans',
    rules:
      'They can shoot each other and even if the target is a civilian or an ally, they can also fire at targets in melee. If you shoot with a gun discharging the loader they hit with 5 or more, but they suffer a -1 on attack rolls with this result.',
    characters: {
      bandido: ch('Bandido', 'leader', [3, 4, 3, 3, 2, 1, 1], 150),
      gringo: ch(
        'Gringos',
        2,
        [3, 3, 3, 3, 1, 0, 1],
        100,
        'If he is in a radius greater than 15U from the chief, he has a modifier of +1 for the Panic test.',
      ),
      peon: ch(
        'Peones',
        'ordinary',
        [2, 3, 3, 2, 0, 0, 0],
        35,
        'If hit, but even not wounded, also passing coolness test he falls back 3U away from the enemy.',
      ),
    },
  },
  rangers: {
    source: at('9.8 RANGER / PRIVATE AGENTS'),
    name: 'Rangers / Private Agents',
    rules: `${NO_SHOT_THROUGH} They can buy any weapon without making AVAILABILITY TEST.`,
    characters: {
      agent: ch('Agent', 3, [3, 3, 4, 3, 1, 0, 1], 120),
      trooper: ch('Trooper', 'ordinary', [3, 3, 3, 2, 0, 0, 1], 30),
      volunteer: ch(
        'Volunteer',
        2,
        [2, 3, 3, 2, 0, 0, 1],
        100,
        'If he is in a radius greater than 15U from the chief, he has a modifier of +1 for the Panic test.',
      ),
    },
  },
  'bounty-hunters': {
    source: at('9.9 BOUNTY HUNTERS'),
    name: 'Bounty Hunters',
    rules:
      'They can shoot each other and even if the target is a civilian or an ally, can also fire at targets in melee. For every OUTLAW or MEXICAN killed, they earn 1/2 of the character value (in $)',
    characters: {
      'bounty-killer': ch(
        'Bounty Killer',
        1,
        [3, 4, 3, 3, 2, 1, 1],
        150,
        'All miniatures can use his value of coolness during the Panic test, if they are within 5U.',
      ),
      'bounty-hunter': ch('Bounty Hunter', 2, [3, 3, 3, 3, 1, 0, 1], 110),
      volunteer: ch(
        'Volunteer',
        'ordinary',
        [2, 2, 3, 2, 0, 0, 1],
        100,
        'must do a panic test if a friendly hero dies within a radius of 5U, if the leader is killed, he panics automatically..',
      ),
    },
  },
  soldiers: {
    source: at('9.10 SOLDIERS'),
    name: 'Soldiers',
    rules:
      "They cannot shoot if between them and the target there's a civilian (they cover a 1U diameter area ) or an allied, unless the shooting miniature is at 5U from the CAPTAIN.",
    characters: {
      captain: ch(
        'Captain',
        'leader',
        [4, 4, 3, 3, 3, 1, 1],
        180,
        "It doesn't suffer any panic, nor all the miniatures within 5U.",
      ),
      sergeant: ch(
        'Sergeant',
        1,
        [3, 3, 3, 3, 1, 0, 1],
        95,
        'He passes automatically all Panic test, if at least 2 soldiers are within 5U',
      ),
      soldier: ch(
        'Soldier',
        'ordinary',
        [3, 3, 3, 2, 0, 0, 0],
        50,
        'If staying within 5U from TWO other soldiers he gets +1 bonus for the shooting roll.',
      ),
      scout: ch(
        'Scout',
        'ordinary',
        [3, 4, 3, 2, 0, 0, 0],
        55,
        "It doesn't suffer the effects of BROKEN GROUND.",
      ),
    },
  },
  indians: {
    source: at('9.11 INDIANS'),
    name: 'Indians',
    rules:
      "They cannot shoot if between them and the target there's another Indian. They don't suffer the restrictions of BROKEN GROUND. The heroes have the GOOD KNIGHT skill. If they are partially hidden beyond the 20U, the fire applies a -1 modifier to the attack roll (not in town).",
    characters: {
      'tribe-chief': ch(
        'Tribe Chef',
        'leader',
        [3, 3, 4, 4, 2, 1, 1],
        160,
        'All the miniature within 5U can use his coolness value during the panic test.',
      ),
      hunter: ch('Hunter', 2, [3, 2, 3, 3, 1, 0, 1], 90),
      warrior: ch(
        'Warrior',
        'ordinary',
        [2, 4, 3, 2, 0, 0, 0],
        50,
        "If within 8U there's an opponent, he will try in anyway to damage it, shooting at it or attacking him in hand to hand combat.",
      ),
    },
  },
  common: {
    source: at('9.12 COMMON CHARACTERS'),
    name: 'Common Characters',
    rules:
      'These characters can be used by all sorts of civilian group. These characters can perform 2 ACTION ONLY.',
    characters: {
      'unarmed-civilian': ch(
        'Unarmed Civilian',
        'ordinary',
        [2, 2, 3, 1, 0, 0, 0],
        25,
        'If within 10U of them someone is shooting, they panic and escape and continue until they exit from the game area.',
        2,
      ),
      'armed-civilian': ch(
        'Armed Civilian',
        'ordinary',
        [3, 2, 2, 1, 0, 0, 0],
        30,
        'Go into PANIC if he is fired upon. They continue to run until leaving the playing area.',
        2,
      ),
      'saloon-woman': ch(
        'Saloon Woman / Adventurer',
        'ordinary',
        [2, 2, 3, 1, 0, 0, 0],
        30,
        'He can not be fired until she fired first. Who shot her, apply a +1 modifier to Coolness test.',
        2,
      ),
    },
  },
} as const satisfies Record<string, FafdmBandRow>;

export type FafdmBandId = keyof typeof FAFDM_BANDS;

/** Every character as `band/character`, e.g. `lawmen/guard`, for lists and files. */
export const FAFDM_CHARACTER_IDS: readonly string[] = Object.entries(FAFDM_BANDS).flatMap(([band, b]) =>
  Object.keys(b.characters).map((c) => `${band}/${c}`),
);

/** The character named `band/character`, if any. @example fafdmCharacter('outlaws/bandit')?.shot === 4 */
export function fafdmCharacter(id: string): FafdmCharacterRow | undefined {
  const [band, name] = id.split('/');
  const b = (FAFDM_BANDS as Record<string, FafdmBandRow>)[band ?? ''];
  return name === undefined ? undefined : b?.characters[name];
}
