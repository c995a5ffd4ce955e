/**
 * What a figure does about a stampeding herd on his table (000 "How to stop, or turn a stampede"), as his
 * tactic's `herd` parameter names it: `ignore` (the default: he leaves it be, running from it only when it
 * bears down on him on foot), `turn` ("Run, yell, wave your hat, and fire your pistol": in front of it on foot,
 * or riding to its front in the saddle, he throws to turn it), `stop` (he shoots at the lead animal to knock
 * it down, from the saddle or on foot).
 */
export const HERD_MODES = ['ignore', 'turn', 'stop'] as const;
export type HerdMode = (typeof HERD_MODES)[number];
