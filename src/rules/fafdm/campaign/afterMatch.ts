import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmGunId } from '../tables/fafdmGuns.ts';
import { buyEquipment } from './buyEquipment.ts';
import type { CampaignBand } from './CampaignBand.ts';
import type { CampaignCharacter } from './CampaignCharacter.ts';
import { FAFDM_EQUIPMENT } from './equipmentTable.ts';
import type { FafdmCampaignReadings } from './FafdmCampaignReadings.ts';
import { bountyDollars, gamblerDollars } from './matchDollars.ts';
import { recoveryRoll } from './recoveryRoll.ts';
import { RECOVERY_TABLE, type DoctorId } from './recoveryTable.ts';
import { spendExperience } from './spendExperience.ts';

/** How one character came out of a match: eliminated or not, and whom he eliminated (rewritten each match). */
export interface MatchRecord {
  character: CampaignCharacter;
  eliminated: boolean;
  eliminations: number;
}

/** What a band's turn between matches did, for the campaign's tallies. */
export interface AfterMatchTally {
  died: number;
  skills: number;
  raises: number;
  guns: number;
}

/** What a band does with its experience and dollars (a spending policy's choices). */
export interface SpendingChoices {
  readonly experience: 'scores' | 'skills';
  readonly rifles: 'one' | 'every' | 'none';
}

/** The gun a band tries to buy after a match (the campaign's equipment policy). */
const WANTED_GUN = 'rifle' satisfies FafdmGunId;
const WANTED = FAFDM_EQUIPMENT[WANTED_GUN];
/** Tab.12 INVALID 4, lost hand: "it cannot use two-handed weapons". */
const LOST_HAND = 4;

/** The best doctor at hand: a living DOC of the band costs nothing (Tab.14); else one is paid for, as dear as can be. */
function doctorFor(
  band: CampaignBand,
  c: CampaignCharacter,
  records: readonly MatchRecord[],
): DoctorId | null {
  let doc: DoctorId | null = null;
  for (const r of records) {
    if (r.eliminated) continue;
    if (r.character.skills.has('graduated-doctor')) return 'graduated';
    if (r.character.skills.has('doc')) doc = 'bone-cutter';
  }
  if (doc !== null) return doc;
  // The band pays a doctor for its leader and heroes only (the campaign's policy).
  if (c.card.role === 'ordinary') return null;
  for (const id of ['graduated', 'bone-cutter'] as const)
    if (band.dollars >= RECOVERY_TABLE.doctors[id].cost) {
      band.dollars -= RECOVERY_TABLE.doctors[id].cost;
      return id;
    }
  return null;
}

/**
 * 001 6.5-8.1, a band's experience and recovery after a match: each character gains a point for every
 * enemy he eliminated (7.1) and, with the end bonus, a winner still in play one more; every eliminated
 * character rolls on Tab.12 with the best doctor at hand. Writes the listed costs of the band's dead into
 * `dead` (emptied first), for a bounty hunter's 9.9 reward.
 *
 * @example recoverBand(dice, band, records, true, readings, tally, dead);
 */
export function recoverBand(
  dice: Dice,
  band: CampaignBand,
  records: readonly MatchRecord[],
  won: boolean,
  readings: FafdmCampaignReadings,
  tally: AfterMatchTally,
  dead: number[],
): void {
  dead.length = 0;
  for (const r of records) {
    const c = r.character;
    c.eliminations += r.eliminations;
    c.experience += r.eliminations + (won && !r.eliminated && readings.endBonus === 'winners' ? 1 : 0);
    if (!r.eliminated) {
      c.wounded = false;
      continue;
    }
    const rec = recoveryRoll(dice, c, doctorFor(band, c, records));
    c.wounded = rec.result === 'wounded';
    if (rec.invalidity !== null) c.invalidities.push(rec.invalidity);
    if (rec.result === 'dead') {
      c.dead = true;
      tally.died++;
      dead.push(c.card.cost);
    }
  }
}

/** The next living character with a six-shot who can hold a rifle, from index `from`; -1 when none. */
function unarmed(band: CampaignBand, from: number): number {
  for (let i = from; i < band.characters.length; i++) {
    const c = band.characters[i]!;
    if (!c.dead && c.gun === 'six-shot' && !c.invalidities.includes(LOST_HAND)) return i;
  }
  return -1;
}

/**
 * 001 7.2, 8.1, 9.1, 9.9 and Tab.14's GAMBLER, a band's dollars and purchases after a match: the dollars of
 * a win, each gambler's winnings, a bounty for the enemy's dead; then every living character spends his
 * experience (Tab.13, scores or skills first as `choices` say), and the band tries to buy a rifle for one
 * character who has a six-shot, for every such character, or for none (8.1). A man who lost a hand
 * (Tab.12) gets no rifle: "it cannot use two-handed weapons" (5.3: rifles are two-handed).
 *
 * @example spendAfterMatch(dice, band, records, true, 'outlaws', [60], readings, choices, tally)
 */
export function spendAfterMatch(
  dice: Dice,
  band: CampaignBand,
  records: readonly MatchRecord[],
  won: boolean,
  enemyBand: string,
  enemyDead: readonly number[],
  readings: FafdmCampaignReadings,
  choices: SpendingChoices,
  tally: AfterMatchTally,
): void {
  if (won) band.dollars += readings.winDollars;
  for (const r of records)
    if (r.character.skills.has('gambler') && !r.character.dead) band.dollars += gamblerDollars(dice, r);
  band.dollars += bountyDollars(band.band, enemyBand, enemyDead);
  for (const c of band.characters) if (!c.dead) spendExperience(dice, c, choices.experience, tally);
  let i = choices.rifles === 'none' ? -1 : unarmed(band, 0);
  while (i >= 0) {
    if (buyEquipment(dice, band.band, WANTED, band.dollars) === 'bought') {
      band.dollars -= WANTED.cost;
      band.characters[i]!.gun = WANTED_GUN;
      tally.guns++;
    }
    i = choices.rifles === 'every' ? unarmed(band, i + 1) : -1;
  }
}
