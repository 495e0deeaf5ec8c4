import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthView } from '../utils/auth-views';
import { emailError } from '../utils/credentials-validation';
import { useCheckedField } from './use-checked-field';

const renderField = (view: AuthView = 'sign-in') =>
  renderHook(({ view: shown }) => useCheckedField(emailError, shown), {
    initialProps: { view },
  });

describe('useCheckedField', () => {
  it('should show no error while typing until checked, then clear it as soon as the value is fixed', () => {
    const { result } = renderField();
    act(() => result.current[0].onChange('ada@'));
    expect(result.current[0]).toMatchObject({ value: 'ada@', error: null });

    let found: string | null = null;
    act(() => {
      found = result.current[1]();
    });
    expect(found).toBe('Enter a valid email address, like name@company.com.');
    expect(result.current[0].error).toBe(found);

    // Still wrong: the error follows the value; right: it is gone.
    act(() => result.current[0].onChange(''));
    expect(result.current[0].error).toBe('Enter your email address.');
    act(() => result.current[0].onChange('ada@example.com'));
    expect(result.current[0].error).toBeNull();
    act(() => result.current[0].onChange('ada@'));
    expect(result.current[0].error).toBeNull();
  });

  it('should drop an error when the view changes, and keep the value', () => {
    const { result, rerender } = renderField('sign-in');
    act(() => result.current[0].onChange('ada@'));
    act(() => {
      result.current[1]();
    });
    expect(result.current[0].error).not.toBeNull();

    rerender({ view: 'sign-up' });
    expect(result.current[0]).toMatchObject({ value: 'ada@', error: null });
    // Back where it was found: still gone.
    rerender({ view: 'sign-in' });
    expect(result.current[0].error).toBeNull();
  });
});
