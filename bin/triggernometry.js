#!/usr/bin/env node
// The command line runs the TypeScript sources directly through tsx's loader: no build step, so a fresh
// clone works after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
await main();
