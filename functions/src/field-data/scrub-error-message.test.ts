import { describe, expect, it } from 'vitest';
import { scrubErrorMessage } from './scrub-error-message.js';

const jwt =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1c2VyLTEyMyIsImVtYWlsIjoiYWRhQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJlLWJ5dGVz';

describe('scrubErrorMessage', () => {
  it.each([
    [
      'an e-mail address',
      'No account for ada.lovelace+work@example.com.ng',
      'No account for [email]',
    ],
    [
      'phone numbers, however written',
      'Invalid phone +234 803 555 0101 or (0803) 555-0101',
      'Invalid phone [number] or [number]',
    ],
    ['a JWT', `Token ${jwt} expired`, 'Token [jwt] expired'],
    [
      'a bearer token',
      'Authorization: Bearer ya29.a0AfH6SMBx-secret_value rejected',
      'Authorization: Bearer [token] rejected',
    ],
    [
      "a URL's query and fragment, its origin and path kept",
      'Failed to fetch https://api.example.com/v1/users?token=abc123&email=x#section',
      'Failed to fetch https://api.example.com/v1/users?[query]#[fragment]',
    ],
    [
      'a long hex run',
      'session 9f86d081884c7d659a2feaa0c55ad015 not found',
      'session [hex] not found',
    ],
    [
      'a long base64 run',
      'key AIzaSyD3x9Kq2mPz7LwQ8vN4rT6yU1oE5bC0aHj invalid',
      'key [base64] invalid',
    ],
  ])('replaces %s', (_what, message, scrubbed) => {
    expect(scrubErrorMessage(message)).toBe(scrubbed);
  });

  it('leaves an ordinary error as it is, long names and short numbers included', () => {
    const messages = [
      'TypeError: Cannot read properties of undefined (reading "map")',
      'ResizeObserverLoopCompletedWithUndeliveredNotifications',
      'Failed to fetch dynamically imported module: https://lagoonridge.com.ng/assets/contact-page-B3kx9.js',
      'Loading chunk 42 failed at line 1200, column 17',
    ];
    for (const message of messages) expect(scrubErrorMessage(message)).toBe(message);
  });
});
