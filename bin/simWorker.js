// The experiment runner's worker threads start here: a new thread has no TypeScript loader of its own, so
// this registers tsx's (as bin/triggernometry.js does for the main thread) before loading the worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('../src/sim/blockWorker.ts');
export default worker.default;
