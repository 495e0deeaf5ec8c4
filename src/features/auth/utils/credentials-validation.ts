/** The spec's minimum password length (section 9), the same as Firebase Auth's own. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

// The HTML standard's definition of a valid e-mail address: exactly what `type="email"` accepts.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The message shown beside the e-mail field, or null when it is fine. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@company.com.';
  return null;
}

/** The message shown beside a password field, or null when it is fine. */
export function passwordError(value: string): string | null {
  if (!value) return 'Enter your password.';
  if (value.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return null;
}
