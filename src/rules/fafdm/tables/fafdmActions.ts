import type { SourceRef } from '../../SourceRef.ts';

/** 001 2.3 OPTIONAL ACTION, Tab.1 actions (the rows the engine plays so far). */
export const FAFDM_ACTIONS_SOURCE: SourceRef = {
  document: '001_ac753b686cf1a971.txt',
  section: '2.3 OPTIONAL ACTION, Tab.1',
};

/** Tab.1 "lay down/stand up 1". */
export const STAND_UP_CA = 1;
/** Tab.1 "load weapon 2". */
export const LOAD_WEAPON_CA = 2;
/** 2.1: "Each character can perform 3 actions in a turn". */
export const ACTIONS_PER_TURN = 3;
