/**
 * Maximum lengths of the profile fields, in characters (Unicode code points, as the rules' size()
 * counts them; a string's .length in UTF-16 units is never smaller, so checking .length is safe).
 * firestore.rules enforces the same numbers in isValidProfile(): change both together
 * (tests/rules/profiles.test.ts checks the rules against these values).
 */
export const PROFILE_LIMITS = { fullName: 100, company: 100, position: 100, bio: 1000 } as const;
