/** One word for a POSIX shell: single-quoted, so nothing in it is expanded. */
export const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * A command as a person would type it, to print: words that need no quoting as they are, the others
 * quoted (`'--database=(default)'`), so it can be pasted into a shell.
 */
export const asTyped = (words: readonly string[]) =>
  words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : shellQuote(word))).join(' ');
