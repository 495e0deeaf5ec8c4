// firestore.rules cannot import the contract, so it names the inbox's states and bounds itself: this
// test fails when the two part.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIAGE_STATES, USER_AGENT_MAX_LENGTH } from '@site/contract';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('firestore.rules', () => {
  it("allows exactly the contract's triage states", () => {
    const list = /after\.triage in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list, 'the triage check in firestore.rules').toBeDefined();
    const named = [...list!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(named).toEqual([...TRIAGE_STATES]);
  });

  it("bounds an admin device's user agent as the contract cuts it", () => {
    const bound = /data\.userAgent\.size\(\) <= (\d+)/.exec(rules)?.[1];
    expect(bound, 'the userAgent check in firestore.rules').toBeDefined();
    expect(Number(bound)).toBe(USER_AGENT_MAX_LENGTH);
  });
});
