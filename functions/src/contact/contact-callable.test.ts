import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { callableAnswer } from './contact-callable.js';
import { RATE_LIMITED_MESSAGE } from '../shared/rate-limit.js';

/** What `callableAnswer` threw; fails the test when it answered instead. */
function refusal(answer: () => unknown): HttpsError {
  try {
    answer();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    return error as HttpsError;
  }
  throw new Error('expected the call to be refused');
}

describe('callableAnswer', () => {
  it("answers a stored message with the core's result, whatever its e-mail's status", () => {
    for (const status of ['sent', 'mail_failed', 'received'] as const) {
      const result = { messageId: '3f0b6a3e-9a0b-4c3e-8f1e-2b1c7d9e4a10', status };
      expect(callableAnswer({ outcome: 'stored', result })).toEqual(result);
    }
  });

  it('refuses invalid input with invalid-argument, the summary and a sentence per field', () => {
    const fieldErrors = { name: 'Please enter your name.' };
    const error = refusal(() =>
      callableAnswer({
        outcome: 'invalid',
        summary: 'Please correct the highlighted field and try again.',
        fieldErrors,
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Please correct the highlighted field and try again.');
    expect(error.details).toEqual({ fields: fieldErrors });
  });

  it('refuses a rate-limited caller with resource-exhausted and the sentence that says so', () => {
    const error = refusal(() => callableAnswer({ outcome: 'rate-limited' }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(RATE_LIMITED_MESSAGE);
    expect(error.details).toBeUndefined();
  });
});
