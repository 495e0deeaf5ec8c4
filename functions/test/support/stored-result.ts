import type { ContactResult } from '@site/contract';
import type { ContactOutcome } from '../../src/contact/contact-outcome.js';

/** The result of a message the contact core stored; any other outcome fails the test. */
export async function storedResult(outcome: Promise<ContactOutcome>): Promise<ContactResult> {
  const settled = await outcome;
  if (settled.outcome !== 'stored') {
    throw new Error(`Expected the message to be stored, not ${settled.outcome}.`);
  }
  return settled.result;
}
