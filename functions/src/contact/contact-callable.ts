// sendContactEmail's answer (send-contact-email.ts wires the callable): the contact core's outcome in the
// callable's terms. A stored message is the call's value; a refusal is an HttpsError the web app's
// form reads (src/features/contact/api/contact-errors.ts): `invalid-argument` with a sentence per
// field in `details.fields`, `resource-exhausted` for the rate limit.
import { HttpsError } from 'firebase-functions/https';
import type { ContactResult } from '@site/contract';
import { RATE_LIMITED_MESSAGE } from '../shared/rate-limit.js';
import type { ContactOutcome } from './contact-outcome.js';

export function callableAnswer(outcome: ContactOutcome): ContactResult {
  switch (outcome.outcome) {
    case 'stored':
      return outcome.result;
    case 'invalid':
      throw new HttpsError('invalid-argument', outcome.summary, { fields: outcome.fieldErrors });
    case 'rate-limited':
      throw new HttpsError('resource-exhausted', RATE_LIMITED_MESSAGE);
  }
}
