/**
 * Told of every explosion, after its damage: where it went off and who threw it. The hook for what else a
 * blast sets off (000 "Stampeding and Herding Cattle": "if Dynamite goes off an automatic stampede occurs").
 *
 * @example game.dynamite.listen((x, y, thrower) => herd.startle(x, y));
 */
export type ExplosionListener = (x: number, y: number, thrower: number) => void;
