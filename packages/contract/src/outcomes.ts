// From lead to client: an admin marks a lead or a booking won or lost, with the deal's value in naira
// if they know it. The inbox writes a lead's through firestore.rules (beside its triage fields), the
// booking function a booking's; /admin/insights and the digest count them by source (insights.ts).
import { formatCount } from './format-count.js';
import { oneOf, storedNumber } from './stored-value.js';

export const OUTCOMES = ['won', 'lost'] as const;
export type OutcomeResult = (typeof OUTCOMES)[number];

/** The stored fields, the same names on a lead and a booking (firestore.rules checks both bounds). */
export const OUTCOME_FIELDS = { result: 'outcome', valueNaira: 'outcomeValueNaira' } as const;

/** A deal's value is whole naira, up to a trillion. */
export const OUTCOME_VALUE_MAX_NAIRA = 1_000_000_000_000;

export interface Outcome {
  result: OutcomeResult;
  /** Whole naira; null when nobody said. */
  valueNaira: number | null;
}

/** Whether `value` is a value an admin may record: null, or whole naira from 0 up to the bound. */
export function isOutcomeValue(value: unknown): value is number | null {
  return (
    value === null ||
    (typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= 0 &&
      value <= OUTCOME_VALUE_MAX_NAIRA)
  );
}

/** The outcome a stored lead or booking carries, or null. */
export function decodeOutcome(data: Record<string, unknown>): Outcome | null {
  const result = oneOf(OUTCOMES, data[OUTCOME_FIELDS.result], null);
  if (result === null) return null;
  const value = storedNumber(data[OUTCOME_FIELDS.valueNaira]);
  return { result, valueNaira: value !== null && isOutcomeValue(value) ? value : null };
}

/** "₦1,500,000". */
export function formatNaira(value: number): string {
  return `₦${formatCount(Math.round(value))}`;
}
