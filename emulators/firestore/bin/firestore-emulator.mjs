#!/usr/bin/env node
// Runs the emulator from its TypeScript sources through tsx (no build step, nothing stale to rebuild).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
