// A worker thread of the experiment runner when the runner itself runs from the TypeScript sources: a new
// thread has no TypeScript loader of its own, so this registers tsx's before loading the worker. (Run from
// the build, the runner starts its threads on dist/js/blockWorker.js instead: see src/sim/poolExecutor.ts.)
import { register } from 'tsx/esm/api';

register();
const worker = await import('../src/sim/blockWorker.ts');
export default worker.default;
