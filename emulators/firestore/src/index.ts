// Programmatic API: start the emulator in-process (tests use port 0 for a free port).
export { startEmulator, type EmulatorOptions, type RunningEmulator } from './server.js';
export { loadRules, RulesLoadError, type Ruleset } from './rules/load-rules.js';
export { exportDocuments, importDocuments, EXPORT_FILE } from './store/persistence.js';
