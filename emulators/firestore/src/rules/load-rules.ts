// Loads a rules file: parse with the generated peggy parser, then refuse anything the evaluator does not
// support, naming the construct and its line. A ruleset that loads is one the evaluator can run.
import type { RulesFile } from './ast.js';
import { parse, SyntaxError as PeggySyntaxError } from './parser.generated.js';
import { validateRules } from './validate-rules.js';

export class RulesLoadError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Line ${line}, column ${column}: ${message}`);
    this.name = 'RulesLoadError';
  }
}

export interface Ruleset {
  readonly source: string;
  readonly file: RulesFile;
}

export function loadRules(source: string): Ruleset {
  let file: RulesFile;
  try {
    // The grammar's actions build exactly the shapes declared in ast.ts.
    file = parse(source, { grammarSource: 'firestore.rules' }) as RulesFile;
  } catch (error) {
    if (error instanceof PeggySyntaxError) {
      throw new RulesLoadError(
        `Syntax error: ${error.message}`,
        error.location.start.line,
        error.location.start.column,
      );
    }
    if (error instanceof RangeError) {
      throw new RulesLoadError('The rules nest too deeply to parse.', 1, 1);
    }
    throw error;
  }
  if (file.version?.value !== '2') {
    const where = file.version ?? { line: 1, column: 1 };
    throw new RulesLoadError(
      file.version
        ? `rules_version '${file.version.value}' is not supported: use rules_version = '2';`
        : `rules_version = '2'; is required (version 1 rules are not supported).`,
      where.line,
      where.column,
    );
  }
  if (file.service.name !== 'cloud.firestore') {
    throw new RulesLoadError(
      `service ${file.service.name} is not supported: only service cloud.firestore.`,
      file.service.line,
      file.service.column,
    );
  }
  const problem = validateRules(file);
  if (problem) throw new RulesLoadError(problem.message, problem.line, problem.column);
  return { source, file };
}
