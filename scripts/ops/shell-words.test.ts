import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { asTyped, shellQuote } from './shell-words';

describe('shell words', () => {
  it('prints plain words as they are and quotes the rest', () => {
    expect(asTyped(['gcloud', 'firestore', '--database=(default)', '--retention=7d', "it's"])).toBe(
      `gcloud firestore '--database=(default)' --retention=7d 'it'\\''s'`,
    );
  });

  it('gives the shell back exactly the words it was given', () => {
    const words = ['--database=(default)', "it's", '$HOME', 'a b', '*'];
    const echoed = execFileSync('sh', ['-c', `printf '%s\\n' ${words.map(shellQuote).join(' ')}`], {
      encoding: 'utf8',
    });
    expect(echoed.trimEnd().split('\n')).toEqual(words);
  });
});
