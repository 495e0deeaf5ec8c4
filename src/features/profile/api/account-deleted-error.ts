/**
 * A profile save the rules refused because the account was deleted (in another tab or on another
 * device) while this one still held a valid ID token. Its own module, free of Firebase, so the form
 * can tell it apart without loading the SDK.
 */
export class AccountDeletedError extends Error {
  constructor() {
    super('This account has been deleted.');
    this.name = 'AccountDeletedError';
  }
}
