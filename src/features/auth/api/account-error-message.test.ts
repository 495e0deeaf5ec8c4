// @vitest-environment node
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { accountErrorMessage, isRecentLoginRequired } from './account-error-message';

describe('isRecentLoginRequired', () => {
  it("should recognise Auth's code and the deleteAccount function's reason", () => {
    expect(isRecentLoginRequired(new FirebaseError('auth/requires-recent-login', 'x'))).toBe(true);
    const stale = Object.assign(new FirebaseError('functions/failed-precondition', 'x'), {
      details: { reason: 'requires-recent-login' },
    });
    expect(isRecentLoginRequired(stale)).toBe(true);
  });

  it('should not mistake other failures for it', () => {
    expect(isRecentLoginRequired(new FirebaseError('functions/failed-precondition', 'x'))).toBe(
      false,
    );
    expect(isRecentLoginRequired(new FirebaseError('auth/invalid-credential', 'x'))).toBe(false);
    expect(isRecentLoginRequired(new Error('requires-recent-login'))).toBe(false);
    expect(isRecentLoginRequired(null)).toBe(false);
  });
});

describe('accountErrorMessage', () => {
  it('should say the password is wrong, not "email or password", where the e-mail is known', () => {
    for (const code of ['auth/invalid-credential', 'auth/wrong-password']) {
      expect(accountErrorMessage(new FirebaseError(code, 'x'))).toBe(
        'That password is not correct. Enter your current password.',
      );
    }
  });

  it('should explain an address in use for a change of e-mail', () => {
    expect(accountErrorMessage(new FirebaseError('auth/email-already-in-use', 'x'))).toMatch(
      /Another account already uses this email address/,
    );
  });

  it("should fall back to /auth's sentences, never a raw code", () => {
    expect(accountErrorMessage(new FirebaseError('auth/network-request-failed', 'x'))).toMatch(
      /internet connection/,
    );
    expect(
      accountErrorMessage(
        new FirebaseError('auth/some-new-code', 'Firebase: Error (auth/some-new-code).'),
      ),
    ).not.toContain('auth/');
  });
});
