// Which match blocks apply to a request path, and what their wildcards bind to.
// A list (query) request's path has placeholders: UNKNOWN_ID for the document ID of any result, and
// UNKNOWN_PATH for the any-depth prefix of a collection group query. A placeholder only matches a
// pattern that matches every value it could stand for: `{id}` matches UNKNOWN_ID (binding an unknown
// value), only `{name=**}` can cover UNKNOWN_PATH, and a literal segment never matches a placeholder.
import type { MatchBlock, PathPatternSegment } from './ast.js';
import { RulesPath, RulesUnknown, type RulesValue } from './values.js';

export const UNKNOWN_ID: unique symbol = Symbol('unknown document ID');
export const UNKNOWN_PATH: unique symbol = Symbol('unknown path prefix');
export type RequestSegment = string | typeof UNKNOWN_ID | typeof UNKNOWN_PATH;

export interface MatchedBlock {
  block: MatchBlock;
  bindings: Map<string, RulesValue>;
}

/** Each way the request path is matched completely: the chain of blocks from the outermost. */
export function* matchRequestPath(
  blocks: readonly MatchBlock[],
  segments: readonly RequestSegment[],
  start = 0,
  chain: readonly MatchedBlock[] = [],
): Generator<MatchedBlock[]> {
  for (const block of blocks) {
    for (const [end, bindings] of matchPattern(block.path, 0, segments, start, new Map())) {
      const nextChain = [...chain, { block, bindings }];
      if (end === segments.length) yield nextChain;
      if (block.matches.length > 0)
        yield* matchRequestPath(block.matches, segments, end, nextChain);
    }
  }
}

function* matchPattern(
  pattern: readonly PathPatternSegment[],
  p: number,
  segments: readonly RequestSegment[],
  s: number,
  bindings: Map<string, RulesValue>,
): Generator<[number, Map<string, RulesValue>]> {
  if (p === pattern.length) {
    yield [s, bindings];
    return;
  }
  const part = pattern[p] as PathPatternSegment;
  const segment = segments[s];
  switch (part.kind) {
    case 'literal':
      if (segment === part.value) yield* matchPattern(pattern, p + 1, segments, s + 1, bindings);
      return;
    case 'wildcard':
      if (segment === undefined || segment === UNKNOWN_PATH) return;
      yield* matchPattern(
        pattern,
        p + 1,
        segments,
        s + 1,
        new Map(bindings).set(
          part.name,
          segment === UNKNOWN_ID ? new RulesUnknown(unknownReason(part.name)) : segment,
        ),
      );
      return;
    case 'recursive':
      // rules_version 2: `{name=**}` matches zero or more segments and binds them as a path.
      for (let end = s; end <= segments.length; end++) {
        const covered = segments.slice(s, end);
        const value = covered.every((c): c is string => typeof c === 'string')
          ? new RulesPath(covered)
          : new RulesUnknown(unknownReason(part.name));
        yield* matchPattern(pattern, p + 1, segments, end, new Map(bindings).set(part.name, value));
      }
      return;
  }
}

function unknownReason(name: string): string {
  return `The wildcard {${name}} is not known for a list (query) request unless the query fixes the document name`;
}
