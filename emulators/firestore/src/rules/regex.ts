// `matches`, `split` and `replace` use RE2 syntax in production; here they run as JavaScript regular
// expressions (Unicode mode), which agree with RE2 on the common subset. `matches` is a full match.
import { fail } from './values.js';

const cache = new Map<string, RegExp>();
const MAX_CACHED = 500;

function compile(pattern: string, flags: string, wrap: boolean): RegExp {
  const key = `${flags}\u0000${wrap}\u0000${pattern}`;
  let regex = cache.get(key);
  if (!regex) {
    try {
      regex = new RegExp(wrap ? `^(?:${pattern})$` : pattern, `u${flags}`);
    } catch (error) {
      return fail(`Invalid regular expression "${pattern}": ${(error as Error).message}`);
    }
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, regex);
  }
  return regex;
}

export function fullMatch(text: string, pattern: string): boolean {
  return compile(pattern, '', true).test(text);
}

export function regexSplit(text: string, pattern: string): string[] {
  return text.split(compile(pattern, '', false));
}

/** RE2 replacement strings name groups as `\1`; JavaScript uses `$1`. */
export function regexReplace(text: string, pattern: string, replacement: string): string {
  const jsReplacement = replacement.replace(/\$/g, '$$$$').replace(/\\(\d)/g, '$$$1');
  return text.replace(compile(pattern, 'g', false), jsReplacement);
}
