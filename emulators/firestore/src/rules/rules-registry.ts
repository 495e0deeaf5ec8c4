// Which ruleset guards each project: the one loaded over the control API for that project, else the
// default (from --rules / rulesPath), else none (every client request refused).
import type { Ruleset } from './load-rules.js';

export class RulesRegistry {
  private readonly byProject = new Map<string, Ruleset>();

  constructor(private defaultRules: Ruleset | undefined) {}

  forProject(projectId: string): Ruleset | undefined {
    return this.byProject.get(projectId) ?? this.defaultRules;
  }

  setForProject(projectId: string, rules: Ruleset): void {
    this.byProject.set(projectId, rules);
  }

  setDefault(rules: Ruleset): void {
    this.defaultRules = rules;
  }
}
