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

/** How one character came out of a match: eliminated or not, and whom he eliminated. */
export interface MatchRecord {
  readonly character: CampaignCharacter;
  readonly eliminated: boolean;
  readonly eliminations: number;
}

/** What a band's turn between matches did, for the campaign's tallies. */
export interface AfterMatchTally {
  died: number;
  skills: number;
  raises: number;
  guns: number;
}

/** The gun a band tries to buy after a match (the campaign's equipment policy). */
const WANTED_GUN = 'rifle' satisfies FafdmGunId;
const WANTED = FAFDM_EQUIPMENT[WANTED_GUN];
const SCORES: readonly string[] = ['shot', 'cool', 'ref', 'cos', 'fame', 'fortune'];

/** The best doctor at hand: a living DOC of the band costs nothing (Tab.14); else one is paid for, as dear as can be. */
function doctorFor(
  band: CampaignBand,
  c: CampaignCharacter,
  healthy: readonly CampaignCharacter[],
): DoctorId | null {
  if (healthy.some((d) => d.skills.has('graduated-doctor'))) return 'graduated';
  if (healthy.some((d) => d.skills.has('doc'))) return 'bone-cutter';
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
 * character rolls on Tab.12 with the best doctor at hand. Returns the listed costs of the band's dead, for
 * a bounty hunter's 9.9 reward.
 *
 * @example const dead = recoverBand(dice, band, records, true, readings, tally);
 */
export function recoverBand(
  dice: Dice,
  band: CampaignBand,
  records: readonly MatchRecord[],
  won: boolean,
  readings: FafdmCampaignReadings,
  tally: AfterMatchTally,
): number[] {
  const dead: number[] = [];
  const healthy = records.filter((r) => !r.eliminated).map((r) => r.character);
  for (const r of records) {
    const c = r.character;
    c.eliminations += r.eliminations;
    c.experience += r.eliminations + (won && !r.eliminated && readings.endBonus === 'winners' ? 1 : 0);
    if (!r.eliminated) {
      c.wounded = false;
      continue;
    }
    const rec = recoveryRoll(dice, { cos: c.cos, fortune: c.fortune }, doctorFor(band, c, healthy));
    c.wounded = rec.result === 'wounded';
    if (rec.invalidity !== null) c.invalidities.push(rec.invalidity);
    if (rec.result === 'dead') {
      c.dead = true;
      tally.died++;
      dead.push(c.card.cost);
    }
  }
  return dead;
}

/**
 * 001 7.2, 8.1, 9.1, 9.9 and Tab.14's GAMBLER, a band's dollars and purchases after a match: the dollars of
 * a win, each gambler's winnings, a bounty for the enemy's dead; then every living character spends his
 * experience (Tab.13), and the band tries to buy one rifle for a character who has a six-shot (8.1).
 *
 * @example spendAfterMatch(dice, band, records, true, 'outlaws', [60], readings, tally)
 */
export function spendAfterMatch(
  dice: Dice,
  band: CampaignBand,
  records: readonly MatchRecord[],
  won: boolean,
  enemyBand: string,
  enemyDead: readonly number[],
  readings: FafdmCampaignReadings,
  tally: AfterMatchTally,
): void {
  if (won) band.dollars += readings.winDollars;
  for (const r of records)
    if (r.character.skills.has('gambler') && !r.character.dead) band.dollars += gamblerDollars(dice, r);
  band.dollars += bountyDollars(band.band, enemyBand, enemyDead);
  for (const c of band.living())
    for (const bought of spendExperience(dice, c))
      if (SCORES.includes(bought)) tally.raises++;
      else tally.skills++;
  const unarmed = band.living().find((c) => c.gun === 'six-shot');
  if (unarmed && buyEquipment(dice, band.band, WANTED, band.dollars) === 'bought') {
    band.dollars -= WANTED.cost;
    unarmed.gun = WANTED_GUN;
    tally.guns++;
  }
}
