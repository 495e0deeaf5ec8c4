import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The bundler wraps each CommonJS package (React DOM, the scheduler, React) in a function that runs
 * when the package is first required: `__commonJSMin(((exports) => { …the whole package… }))`. V8
 * compiles an arrow function lazily, on the main thread, when it is first called: React DOM's wrapper,
 * about 200 KB of source, was parsed in the task that evaluates it, while a visitor types. A
 * parenthesized `function` expression is the pattern V8 compiles eagerly (its "PIFE" heuristic), and
 * for a streamed script it does so on the background thread that parses the script as it downloads.
 * On the budgets' phone the task that evaluates React DOM took a median of 77 ms instead of 105 ms
 * (docs/performance-log.md, 29 Nov 2026).
 *
 * Nothing else changes: the bundler calls a wrapper as a plain function in a module (strict mode), so
 * `this` is undefined in both forms; and a package reading `arguments` at its top level would throw
 * inside an arrow, so none that runs today does.
 */
const WRAPPER_CALL = /__commonJSMin\(/g;
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)?\) => \{/g;

/**
 * `code` with each CommonJS wrapper a parenthesized function expression instead of an arrow (as an
 * edit, which keeps the source map), or null when a wrapper has a form this does not know (the
 * bundler changed it): the build then stops.
 */
export function eagerCommonJs(code: string): MagicString | null {
  const edited = new MagicString(code);
  const wrappers = [...code.matchAll(ARROW_WRAPPER)];
  if (wrappers.length !== (code.match(WRAPPER_CALL)?.length ?? 0)) return null;
  for (const { index, 0: arrow, 1: params } of wrappers)
    edited.overwrite(index, index + arrow.length, `__commonJSMin((function(${params ?? ''}) {`);
  return edited;
}

/** The build's plugin: rewrites each chunk before it is minified. */
export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code, chunk) {
      const edited = eagerCommonJs(code);
      if (edited === null)
        this.error(
          `${chunk.fileName}: a CommonJS wrapper of a form scripts/build/eager-commonjs.ts does not know`,
        );
      if (!edited.hasChanged()) return null;
      return { code: edited.toString(), map: edited.generateMap({ hires: 'boundary' }) };
    },
  };
}
