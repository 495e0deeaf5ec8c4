// Test helpers for other workspaces' tests (tests/rules): Lite clients pointed at an emulator.
export { liteClients, type LiteClients } from './lite-clients.js';
export { splitHostPort } from './emulator-host.js';
