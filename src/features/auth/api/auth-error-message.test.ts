// @vitest-environment node
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, isExpiredLinkError } from './auth-error-message';

/** Firebase's own error, as the SDK builds it: "Firebase: Error (auth/…)." */
function authError(code: string, message = `Firebase: Error (${code}).`) {
  return new FirebaseError(code, message);
}

describe('authErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    'should say "Incorrect email or password." for %s',
    (code) => {
      expect(authErrorMessage(authError(code))).toBe('Incorrect email or password.');
    },
  );

  it.each([
    ['auth/email-already-in-use', /account with this email already exists/],
    ['auth/weak-password', /at least 6 characters/],
    ['auth/invalid-email', /valid email address/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /internet connection/],
    ['auth/expired-action-code', /expired/],
    ['auth/invalid-action-code', /already been used/],
  ])('should explain %s in a sentence', (code, expected) => {
    const message = authErrorMessage(authError(code));
    expect(message).toMatch(expected);
    expect(message).not.toContain('auth/');
  });

  it("should fall back to an unknown Firebase error's own sentence, without prefix or code", () => {
    const error = authError(
      'auth/some-new-code',
      'Firebase: The service is being upgraded (auth/some-new-code).',
    );
    expect(authErrorMessage(error)).toBe('The service is being upgraded');
  });

  it('should never show a bare code when an unknown Firebase error has no sentence', () => {
    expect(authErrorMessage(authError('auth/internal-error'))).toBe('An error occurred');
  });

  it("should use a standard Error's message", () => {
    expect(authErrorMessage(new Error('Sign in to request a new verification email.'))).toBe(
      'Sign in to request a new verification email.',
    );
  });

  it.each([['a string'], [42], [null], [undefined], [{ code: 17 }]])(
    'should say "An error occurred" for a non-Error value (%o)',
    (value) => {
      expect(authErrorMessage(value)).toBe('An error occurred');
    },
  );
});

describe('isExpiredLinkError', () => {
  it('should recognise expired and used links only', () => {
    expect(isExpiredLinkError(authError('auth/expired-action-code'))).toBe(true);
    expect(isExpiredLinkError(authError('auth/invalid-action-code'))).toBe(true);
    expect(isExpiredLinkError(authError('auth/network-request-failed'))).toBe(false);
    expect(isExpiredLinkError(new Error('x'))).toBe(false);
  });
});
