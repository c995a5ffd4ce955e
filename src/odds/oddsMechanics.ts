import { blazeOdds } from './mechanics/blazeOdds.ts';
import { dynamiteScatterOdds } from './mechanics/dynamiteScatterOdds.ts';
import { detectionOdds } from './mechanics/detectionOdds.ts';
import { dentistOdds } from './mechanics/dentistOdds.ts';
import { doctorOdds } from './mechanics/doctorOdds.ts';
import { lariatEscapeOdds } from './mechanics/lariatEscapeOdds.ts';
import { lariatOdds } from './mechanics/lariatOdds.ts';
import { arrowRemovalOdds } from './mechanics/arrowRemovalOdds.ts';
import { bowOdds } from './mechanics/bowOdds.ts';
import { deliberateOdds } from './mechanics/deliberateOdds.ts';
import { fafdmBlastOdds } from './mechanics/fafdmBlastOdds.ts';
import { fafdmCoolOdds } from './mechanics/fafdmCoolOdds.ts';
import { fafdmPanicOdds } from './mechanics/fafdmPanicOdds.ts';
import { fafdmReflexesOdds } from './mechanics/fafdmReflexesOdds.ts';
import { fafdmHorseFallOdds } from './mechanics/fafdmHorseFallOdds.ts';
import { fafdmShotOdds } from './mechanics/fafdmShotOdds.ts';
import { fastDrawOdds } from './mechanics/fastDrawOdds.ts';
import { fightOdds } from './mechanics/fightOdds.ts';
import { luckyOdds } from './mechanics/luckyOdds.ts';
import { controlOdds } from './mechanics/controlOdds.ts';
import { driveRegainOdds } from './mechanics/driveRegainOdds.ts';
import { herdDeviationOdds } from './mechanics/herdDeviationOdds.ts';
import { horseFightOdds } from './mechanics/horseFightOdds.ts';
import { horseInjuryOdds } from './mechanics/horseInjuryOdds.ts';
import { horseMoveOdds } from './mechanics/horseMoveOdds.ts';
import { mountedFireOdds } from './mechanics/mountedFireOdds.ts';
import { nerveOdds } from './mechanics/nerveOdds.ts';
import { shotOdds } from './mechanics/shot/shotOdds.ts';
import { rescueOdds } from './mechanics/rescueOdds.ts';
import { stampedeFootOdds } from './mechanics/stampedeFootOdds.ts';
import { stampedeRiderOdds } from './mechanics/stampedeRiderOdds.ts';
import { stampedeTriggerOdds } from './mechanics/stampedeTriggerOdds.ts';
import { stopBoltOdds } from './mechanics/stopBoltOdds.ts';
import type { OddsMechanic } from './OddsMechanic.ts';

/** Every mechanic the `odds` command offers, in the order `--help` lists them. */
export const ODDS_MECHANICS: readonly OddsMechanic[] = [
  blazeOdds,
  deliberateOdds,
  luckyOdds,
  shotOdds,
  fastDrawOdds,
  fightOdds,
  nerveOdds,
  stampedeTriggerOdds,
  stampedeFootOdds,
  stampedeRiderOdds,
  herdDeviationOdds,
  driveRegainOdds,
  horseMoveOdds,
  controlOdds,
  horseInjuryOdds,
  rescueOdds,
  mountedFireOdds,
  stopBoltOdds,
  horseFightOdds,
  dynamiteScatterOdds,
  detectionOdds,
  lariatOdds,
  lariatEscapeOdds,
  doctorOdds,
  dentistOdds,
  arrowRemovalOdds,
  bowOdds,
  fafdmBlastOdds,
  fafdmCoolOdds,
  fafdmPanicOdds,
  fafdmReflexesOdds,
  fafdmHorseFallOdds,
  fafdmShotOdds,
];
