import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionOnFirstUse } from './use-session-on-first-use';
import { createTestSession } from '../testing/session-store';

function Form() {
  const container = useRef<HTMLDivElement>(null);
  const onFocus = useSessionOnFirstUse(container);
  return (
    <div ref={container} onFocus={onFocus}>
      <input aria-label="Email" />
    </div>
  );
}

function renderForm() {
  const { Provider, session } = createTestSession({ status: 'loading' });
  const requestSession = vi.spyOn(session, 'connectNow');
  render(
    <Provider>
      <Form />
    </Provider>,
  );
  return requestSession;
}

afterEach(() => vi.useRealTimers());

describe('useSessionOnFirstUse', () => {
  it('should ask for the session (and so the Auth SDK) when the visitor focuses the form', () => {
    vi.useFakeTimers();
    const requestSession = renderForm();
    expect(requestSession).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('textbox', { name: 'Email' }));
    expect(requestSession).toHaveBeenCalled();
  });

  it('should ask for it once the page is idle, without any use', () => {
    vi.useFakeTimers();
    const requestSession = renderForm();
    expect(requestSession).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(requestSession).toHaveBeenCalled();
  });
});
