import { useRef, useState } from 'react';
import type { AuthView } from '../utils/auth-views';

/**
 * One field of the credentials form: its props (value, onChange, error, inputRef, as EmailField and
 * PasswordField take them), `check`, which shows the `rule`'s error for the value and returns it, and
 * `setValue`. Once shown, the error clears as soon as the value is fixed; it belongs to the view it was
 * found in, and is dropped when the view changes.
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
  const props = {
    value,
    onChange: (next: string) => {
      setValue(next);
      if (error) setError(rule(next));
    },
    error,
    inputRef,
  };
  const check = () => {
    const found = rule(value);
    setError(found);
    return found;
  };
  return [props, check, setValue] as const;
}
