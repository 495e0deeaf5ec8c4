// The types of parser.generated.js, which scripts/generate-parser.mjs writes from grammar.peggy: peggy's
// module exports these three names whatever the grammar, so they are written here once, by hand.

export interface ParserLocation {
  start: { offset: number; line: number; column: number };
  end: { offset: number; line: number; column: number };
}

export class SyntaxError extends Error {
  location: ParserLocation;
  found: string | null;
}

/** Returns the syntax tree described by ast.ts (typed there, where it is checked). */
export function parse(input: string, options?: { grammarSource?: string }): unknown;
