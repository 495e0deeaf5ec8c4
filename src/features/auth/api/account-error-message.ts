import { authErrorMessage } from './auth-error-message';

/**
 * Errors of the account settings as sentences. In these forms the e-mail is known, so a refused
 * credential can only mean the password; other codes read as on /auth.
 */
const accountMessages: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'auth/invalid-credential': 'That password is not correct. Enter your current password.',
    'auth/invalid-login-credentials': 'That password is not correct. Enter your current password.',
    'auth/wrong-password': 'That password is not correct. Enter your current password.',
    'auth/email-already-in-use':
      'Another account already uses this email address. Choose a different address.',
    'auth/invalid-new-email': 'Enter a valid email address, like name@company.com.',
    'auth/requires-recent-login': 'For your security, enter your password again to continue.',
    'auth/user-token-expired': 'Your session has ended. Sign in again to continue.',
    'functions/unavailable':
      'We could not reach the server. Check your internet connection and try again.',
  }),
);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function errorReason(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('details' in error)) return undefined;
  const { details } = error;
  return typeof details === 'object' && details !== null && 'reason' in details
    ? details.reason
    : undefined;
}

/**
 * True when Firebase (or our deleteAccount function) wants a fresh sign-in before a sensitive
 * change: the visitor is then asked for their password, never left at a dead end.
 */
export function isRecentLoginRequired(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === 'auth/requires-recent-login' ||
    (code === 'functions/failed-precondition' && errorReason(error) === 'requires-recent-login')
  );
}

export function accountErrorMessage(error: unknown): string {
  return accountMessages.get(errorCode(error) ?? '') ?? authErrorMessage(error);
}
