// firestore.rules cannot import the contract, so it names the inbox's states and bounds itself: this
// test fails when the two part.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNEE_MAX_LENGTH,
  BOOKING_BLOCK_LIMITS,
  FEED_SECRET_LENGTH,
  NOTE_MAX_LENGTH,
  OUTCOME_VALUE_MAX_NAIRA,
  OUTCOMES,
  TRIAGE_FIELDS,
  TRIAGE_STATES,
  USER_AGENT_MAX_LENGTH,
} from '@site/contract';

const rules = readFileSync(path.resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');

describe('firestore.rules', () => {
  it("allows exactly the contract's triage states", () => {
    const list = /after\.triage in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list, 'the triage check in firestore.rules').toBeDefined();
    const named = [...list!.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(named).toEqual([...TRIAGE_STATES]);
  });

  it("lets admins change exactly the contract's triage fields", () => {
    const list = /changed\.hasOnly\(\[([^\]]*)\]\)/.exec(rules)?.[1];
    expect(list, 'the triage fields in firestore.rules').toBeDefined();
    expect([...list!.matchAll(/'([^']*)'/g)].map((match) => match[1])).toEqual([...TRIAGE_FIELDS]);
  });

  it.each([
    ['note', /after\.note\.size\(\) <= (\d+)/, NOTE_MAX_LENGTH],
    ['assignee', /after\.assignedTo\.size\(\) <= (\d+)/, ASSIGNEE_MAX_LENGTH],
  ])("bounds a lead's %s as the contract does", (_field, check, bound) => {
    const named = check.exec(rules)?.[1];
    expect(named, 'the bound in firestore.rules').toBeDefined();
    expect(Number(named)).toBe(bound);
  });

  it("bounds an admin device's user agent as the contract cuts it", () => {
    const bound = /data\.userAgent\.size\(\) <= (\d+)/.exec(rules)?.[1];
    expect(bound, 'the userAgent check in firestore.rules').toBeDefined();
    expect(Number(bound)).toBe(USER_AGENT_MAX_LENGTH);
  });

  it("allows exactly the contract's outcomes, up to its value", () => {
    const list = /after\.outcome in \[([^\]]*)\]/.exec(rules)?.[1];
    expect([...list!.matchAll(/'([^']*)'/g)].map((match) => match[1])).toEqual([...OUTCOMES]);
    expect(Number(/after\.outcomeValueNaira <= (\d+)/.exec(rules)?.[1])).toBe(
      OUTCOME_VALUE_MAX_NAIRA,
    );
  });

  it("bounds a booking block and the feed's secret as the contract does", () => {
    expect(Number(/data\.reason\.size\(\) <= (\d+)/.exec(rules)?.[1])).toBe(
      BOOKING_BLOCK_LIMITS.reason,
    );
    expect(/<= (\d+) \* 24 \* 60 \* 60 \* 1000/.exec(rules)?.[1]).toBe(
      String(BOOKING_BLOCK_LIMITS.maxDays),
    );
    expect(Number(/data\.secret\.size\(\) >= (\d+)/.exec(rules)?.[1])).toBe(FEED_SECRET_LENGTH.min);
    expect(Number(/data\.secret\.size\(\) <= (\d+)/.exec(rules)?.[1])).toBe(FEED_SECRET_LENGTH.max);
  });
});
