// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authViewFromHash, authViewStyles } from './auth-views';

describe('authViewFromHash', () => {
  it('reads the view from the fragment, sign-in by default', () => {
    expect(authViewFromHash('')).toBe('sign-in');
    expect(authViewFromHash('#sign-in')).toBe('sign-in');
    expect(authViewFromHash('#sign-up')).toBe('sign-up');
    expect(authViewFromHash('#forgot-password')).toBe('reset');
    expect(authViewFromHash('#services')).toBe('sign-in');
  });
});

describe('authViewStyles', () => {
  it('hides the other views by :target until the app marks the view, then by the mark', () => {
    const selectors = Object.keys(authViewStyles());
    expect(selectors).toContain(
      '&:not([data-active-view]):has(#sign-up:target) [data-view]:not([data-view~="sign-up"])',
    );
    expect(selectors).toContain(
      '&:not([data-active-view]):not(:has(#sign-up:target, #forgot-password:target)) [data-view]:not([data-view~="sign-in"])',
    );
    expect(selectors).toContain(
      '&[data-active-view="reset"] [data-view]:not([data-view~="reset"])',
    );
    expect(selectors).toHaveLength(6);
  });
});
