/**
 * What one man did in one gunfight, as far as the experience rules ask (003 and 000 EXPERIENCE): whether he
 * fired at or fought an opponent, the armed men he killed, the men he killed or seriously wounded, whether he
 * killed a Legend or caused any wound, the disqualifying acts, and how he came out of it.
 *
 * @example const r: GunfightRecord = { ...EMPTY_RECORD, fired: true, kills: 1 };
 */
export interface GunfightRecord {
  /** He fired a shot at an opponent. */
  readonly fired: boolean;
  /** He fought an opponent in close combat. */
  readonly fought: boolean;
  /** Armed men he killed. */
  readonly kills: number;
  /** Distinct armed men he killed or seriously wounded. */
  readonly menStruck: number;
  /** Armed men he seriously wounded (and did not kill). */
  readonly seriouslyWounded: number;
  /** He killed a Legend. */
  readonly killedLegend: boolean;
  /** He caused at least one wound (a flesh or serious wound, or a death; a graze is not a wound). */
  readonly causedWound: boolean;
  /** He backshot, or shot or attacked a man unconscious or surrendered. */
  readonly foulShot: boolean;
  /** He surrendered. */
  readonly surrendered: boolean;
  /** He refused a challenge. */
  readonly refusedChallenge: boolean;
  /** He holds the Evil skill. */
  readonly evil: boolean;
  /** He died in the gunfight. */
  readonly died: boolean;
  /** Serious wounds he carries at its end. */
  readonly seriousWounds: number;
}

/** A man who did nothing and came out unhurt. */
export const EMPTY_RECORD: GunfightRecord = {
  fired: false,
  fought: false,
  kills: 0,
  menStruck: 0,
  seriouslyWounded: 0,
  killedLegend: false,
  causedWound: false,
  foulShot: false,
  surrendered: false,
  refusedChallenge: false,
  evil: false,
  died: false,
  seriousWounds: 0,
};
