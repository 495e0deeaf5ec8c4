// Generated from grammar.peggy (sha256 53f2fe91a1aabf4d82ffb3ead3e38e400d80572018132100986c349266bcd8f7) by scripts/generate-parser.mjs. Do not edit.

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
