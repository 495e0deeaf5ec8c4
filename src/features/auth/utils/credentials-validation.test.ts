// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailError, passwordError } from './credentials-validation';

describe('emailError', () => {
  it('should ask for an address when empty', () => {
    expect(emailError('   ')).toBe('Enter your email address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example..com', 'ada example@x.com'])(
    'should refuse %o like type="email" does',
    (value) => {
      expect(emailError(value)).toMatch(/valid email address/);
    },
  );

  it.each(['ada@example.com', 'ada.lovelace+site@mail.example.com.ng', ' ada@x.io '])(
    'should accept %o',
    (value) => {
      expect(emailError(value)).toBeNull();
    },
  );
});

describe('passwordError', () => {
  it('should ask for a password when empty', () => {
    expect(passwordError('')).toBe('Enter your password.');
  });

  it('should require at least 6 characters', () => {
    expect(passwordError('12345')).toBe('Use at least 6 characters.');
    expect(passwordError('123456')).toBeNull();
  });
});
