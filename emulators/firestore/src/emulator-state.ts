// Everything one emulator instance holds: documents, clock, open transactions, rules.
import { RulesRegistry } from './rules/rules-registry.js';
import type { Ruleset } from './rules/load-rules.js';
import { CommitClock } from './store/commit-clock.js';
import { DocumentStore } from './store/document-store.js';
import { VersionHistory } from './store/version-history.js';
import { TransactionRegistry } from './transactions/transaction-registry.js';

export class EmulatorState {
  readonly store = new DocumentStore();
  readonly clock = new CommitClock();
  readonly transactions = new TransactionRegistry();
  readonly history = new VersionHistory(this.clock.nowMicros());
  readonly rules: RulesRegistry;

  constructor(defaultRules: Ruleset | undefined) {
    this.rules = new RulesRegistry(defaultRules);
  }
}
