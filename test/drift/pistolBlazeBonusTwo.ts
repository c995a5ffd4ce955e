// A deliberate rule change for the drift tests, made as an edit of the chart would make it: the pistol's
// blazing-away bonus in 000's modifier list ("With pistol +3") becomes +2. Loaded through runExperiment's
// `scenarioModules`, so it is in force in the runner's worker threads (which play the trials) and in the
// calling thread (which hashes the ruleset); a module, not a call, because a worker starts with the tables
// as shipped. Once loaded, a thread keeps the change: the tests load it last.
import type { BlazingAwayBonus } from '../../src/rules/rwnn/tables/blazingAway.ts';
import { BLAZING_AWAY_EXTENDED } from '../../src/rules/rwnn/tables/blazingAway.ts';

const pistol = BLAZING_AWAY_EXTENDED.rows.pistol as unknown as { bonus: BlazingAwayBonus };
pistol.bonus = { ...pistol.bonus, dice: 2, printed: 'With pistol +2' };
