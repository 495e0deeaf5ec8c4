/**
 * Firebase Auth error codes as sentences a visitor can act on. Unknown codes fall back to the
 * error's own message (without Firebase's prefix and code), then to the spec's 'An error occurred'.
 */
const messages: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'auth/invalid-credential': 'Incorrect email or password.',
    'auth/invalid-login-credentials': 'Incorrect email or password.',
    'auth/wrong-password': 'Incorrect email or password.',
    'auth/user-not-found': 'Incorrect email or password.',
    'auth/email-already-in-use':
      'An account with this email already exists. Sign in, or reset your password if you have forgotten it.',
    'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
    'auth/invalid-email': 'Enter a valid email address, like name@company.com.',
    'auth/missing-email': 'Please enter your email address',
    'auth/missing-password': 'Enter your password.',
    'auth/user-disabled': 'This account has been disabled. Contact us for help.',
    'auth/too-many-requests':
      'Too many attempts. Please wait a few minutes and try again, or reset your password.',
    'auth/network-request-failed':
      'We could not reach the server. Check your internet connection and try again.',
    'auth/expired-action-code': 'This link has expired. Request a new one.',
    'auth/invalid-action-code': 'This link is invalid or has already been used. Request a new one.',
    'auth/operation-not-allowed':
      'Email and password accounts are not available right now. Please contact us.',
    'auth/quota-exceeded': 'We are receiving too many requests. Please try again later.',
  }),
);

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** "Firebase: Password should be at least 6 characters (auth/weak-password)." → the sentence only. */
function cleanMessage(message: string): string {
  return message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\([\w-]+\/[\w-]+\)\.?\s*$/, '')
    .trim();
}

export function authErrorMessage(error: unknown): string {
  const known = messages.get(errorCode(error) ?? '');
  if (known) return known;
  if (error instanceof Error) {
    const message = cleanMessage(error.message);
    // Firebase's messages for most codes are only "Error (auth/…)": say nothing rather than that.
    return message && message !== 'Error' ? message : FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}

/** True for the codes that mean an e-mail link can no longer be used. */
export function isExpiredLinkError(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code';
}

/**
 * Why an e-mail link (verification, password reset) failed: `expiredMessage` when it is used up
 * (the page then offers a new one), otherwise the error's own sentence (the page offers a retry).
 */
export function describeLinkError(
  error: unknown,
  expiredMessage: string,
): { message: string; expired: boolean } {
  return isExpiredLinkError(error)
    ? { message: expiredMessage, expired: true }
    : { message: authErrorMessage(error), expired: false };
}
