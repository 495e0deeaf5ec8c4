// The decision for one access: allowed when some allow statement covering the method, in some match
// block that matches the whole path, evaluates to true. Each refusal records why, as production does
// ("false for 'update' @ L12").
import type { Ruleset } from './load-rules.js';
import { Env, evaluateCondition, type DocumentReader } from './evaluate.js';
import { matchRequestPath, type RequestSegment } from './match-paths.js';
import { RULE_METHODS } from './validate-rules.js';
import { RulesEvaluationError, RulesNamespace, type RulesMap, type RulesValue } from './values.js';
import { NAMESPACES } from './builtins.js';

export type AccessMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AccessRequest {
  method: AccessMethod;
  /** The full rules path: `databases`, the database ID, `documents`, then the document path. */
  segments: readonly RequestSegment[];
  request: RulesMap;
  resource: RulesValue;
  documents: DocumentReader;
}

export interface Decision {
  allowed: boolean;
  reasons: string[];
}

export function authorize(ruleset: Ruleset, access: AccessRequest): Decision {
  const reasons: string[] = [];
  const root = new Env(undefined, { documents: access.documents })
    .define('request', access.request)
    .define('resource', access.resource)
    .declareFunctions(ruleset.file.service.functions);
  for (const namespace of Object.keys(NAMESPACES))
    root.define(namespace, new RulesNamespace(namespace));

  for (const chain of matchRequestPath(ruleset.file.service.matches, access.segments)) {
    let env = root;
    for (const { block, bindings } of chain) {
      env = new Env(env, env.context).declareFunctions(block.functions);
      for (const [name, value] of bindings) env.define(name, value);
    }
    const innermost = chain[chain.length - 1]?.block;
    for (const allow of innermost?.allows ?? []) {
      if (!allow.methods.some((m) => RULE_METHODS[m.name]?.includes(access.method))) continue;
      if (!allow.condition) return { allowed: true, reasons };
      try {
        if (evaluateCondition(allow.condition, env)) return { allowed: true, reasons };
        reasons.push(`false for '${access.method}' @ L${allow.line}`);
      } catch (error) {
        if (!(error instanceof RulesEvaluationError)) throw error;
        const at = error.line === undefined ? '' : ` (L${error.line}:${error.column})`;
        reasons.push(`${error.message}${at} for '${access.method}' @ L${allow.line}`);
      }
    }
  }
  if (reasons.length === 0) reasons.push(`no allow statement matches '${access.method}'`);
  return { allowed: false, reasons };
}
