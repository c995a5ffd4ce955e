#!/usr/bin/env node
// The command line: the JavaScript build when there is one, else the TypeScript sources (see loadEntry.js).
import { loadEntry } from './loadEntry.js';

const { main } = await loadEntry('main', () => import('../src/cli/main.ts'));
await main();
