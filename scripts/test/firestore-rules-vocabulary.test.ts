// firestore.rules cannot import the contract, so it names the inbox's states itself: this test fails
// when the two lists part.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIAGE_STATES } from '@site/contract';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('firestore.rules', () => {
  it("allows exactly the contract's triage states", () => {
    const list = /after\.triage in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list, 'the triage check in firestore.rules').toBeDefined();
    const named = [...list!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(named).toEqual([...TRIAGE_STATES]);
  });
});
