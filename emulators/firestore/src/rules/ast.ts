// The syntax tree grammar.peggy builds. Every node knows where it starts (1-based line and column).

export interface Position {
  line: number;
  column: number;
}

export interface RulesFile {
  version: ({ value: string } & Position) | null;
  service: Service;
}

export interface Service extends Position {
  name: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

export interface MatchBlock extends Position {
  kind: 'match';
  path: PathPatternSegment[];
  functions: FunctionDecl[];
  matches: MatchBlock[];
  allows: AllowStatement[];
}

export type PathPatternSegment =
  | ({ kind: 'literal'; value: string } & Position)
  | ({ kind: 'wildcard'; name: string } & Position)
  | ({ kind: 'recursive'; name: string } & Position);

export interface AllowStatement extends Position {
  kind: 'allow';
  methods: ({ name: string } & Position)[];
  /** null for `allow read;`, which allows unconditionally. */
  condition: Expr | null;
}

export interface FunctionDecl extends Position {
  kind: 'function';
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
}

export interface LetBinding extends Position {
  name: string;
  value: Expr;
}

export type LiteralValue = null | boolean | bigint | number | string | { bytes: string };

export type BinaryOperator =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | ({ kind: 'literal'; value: LiteralValue } & Position)
  | ({ kind: 'identifier'; name: string } & Position)
  | ({ kind: 'member'; object: Expr; name: string } & Position)
  | ({ kind: 'index'; object: Expr; index: Expr } & Position)
  | ({ kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null } & Position)
  | ({ kind: 'call'; name: string; args: Expr[] } & Position)
  | ({ kind: 'method'; object: Expr; name: string; args: Expr[] } & Position)
  | ({ kind: 'unary'; op: '!' | '-'; operand: Expr } & Position)
  | ({ kind: 'binary'; op: BinaryOperator; left: Expr; right: Expr } & Position)
  | ({ kind: 'logical'; op: '&&' | '||'; left: Expr; right: Expr } & Position)
  | ({ kind: 'is'; operand: Expr; typeName: string } & Position)
  | ({ kind: 'ternary'; condition: Expr; whenTrue: Expr; whenFalse: Expr } & Position)
  | ({ kind: 'list'; items: Expr[] } & Position)
  | ({ kind: 'map'; entries: { key: Expr; value: Expr }[] } & Position)
  | ({ kind: 'path'; segments: PathLiteralSegment[] } & Position);

export type PathLiteralSegment =
  { kind: 'text'; value: string } | { kind: 'interpolation'; expr: Expr };
