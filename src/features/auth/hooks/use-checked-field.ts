import { useCallback, useRef, useState } from 'react';
import type { AuthView } from '../utils/auth-views';

/**
 * One field of the credentials form: its props (value, onChange, error, inputRef, as EmailField and
 * PasswordField take them), `check`, which shows the `rule`'s error for the value and returns it, and
 * `setValue`. Once shown, the error clears as soon as the value is fixed; it belongs to the view it was
 * found in, and is dropped when the view changes. `onChange` is the same function on every render, so
 * a key renders only the field it went into (the fields are memoized).
 */
export function useCheckedField(rule: (value: string) => string | null, view: AuthView) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorView, setErrorView] = useState(view);
  const inputRef = useRef<HTMLInputElement>(null);
  if (errorView !== view) {
    setErrorView(view);
    setError(null);
  }
  const onChange = useCallback(
    (next: string) => {
      setValue(next);
      setError((shown) => (shown ? rule(next) : shown));
    },
    [rule],
  );
  const props = { value, onChange, error, inputRef };
  const check = () => {
    const found = rule(value);
    setError(found);
    return found;
  };
  return [props, check, setValue] as const;
}
