import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../hooks/session-hint';
import { useSession, useSessionNow } from '../hooks/use-session';
import type { Session, SessionBridgeProps } from '../types';
import { SessionProvider, type LoadSessionBridge } from './session-provider';

function SessionStatus() {
  const session = useSession();
  return (
    <p>{session.status === 'signed-in' ? `signed in as ${session.user.email}` : session.status}</p>
  );
}

/** Stands in for the Firebase bridge: reports `session` as soon as it mounts. */
function bridgeReporting(session: Session): LoadSessionBridge {
  function FakeBridge({ onChange }: SessionBridgeProps) {
    useEffect(() => {
      onChange(session);
    }, [onChange]);
    return null;
  }
  return vi.fn<LoadSessionBridge>().mockResolvedValue({ default: FakeBridge });
}

const adaSignedIn: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'ada@example.com', emailVerified: true, displayName: null },
};

/** The provider with a reader of the session, as the layout has it. */
function renderStatus(loadBridge: LoadSessionBridge) {
  return render(
    <SessionProvider loadBridge={loadBridge}>
      <SessionStatus />
    </SessionProvider>,
  );
}

/** Lets every pending timer, idle callback and promise run. */
async function runUntilIdle() {
  await act(async () => {
    await vi.runAllTimersAsync();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('SessionProvider', () => {
  it('should start loading and, when someone may be signed in, load the bridge once the page is idle', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const loadBridge = bridgeReporting(adaSignedIn);
    renderStatus(loadBridge);
    expect(screen.getByText('loading')).toBeInTheDocument();
    // Not during the first render: the hero paints without waiting for Firebase.
    expect(loadBridge).not.toHaveBeenCalled();

    await runUntilIdle();
    expect(loadBridge).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
  });

  it('should load the bridge at once for a page that needs the session', async () => {
    const loadBridge = bridgeReporting(adaSignedIn);
    function GuardedPage() {
      const session = useSessionNow();
      return <p>{session.status}</p>;
    }
    render(
      <SessionProvider loadBridge={loadBridge}>
        <GuardedPage />
      </SessionProvider>,
    );
    // No timers run: the page asked, so the provider did not wait for the browser to be idle.
    await act(async () => {
      await Promise.resolve();
    });
    expect(loadBridge).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed-in')).toBeInTheDocument();
    await runUntilIdle();
    expect(loadBridge).toHaveBeenCalledTimes(1);
  });

  it('should take the visitor as signed out once the page is idle, without loading Firebase, when nobody has signed in on this device', async () => {
    const loadBridge = bridgeReporting(adaSignedIn);
    renderStatus(loadBridge);
    await runUntilIdle();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(loadBridge).not.toHaveBeenCalled();

    // Signing in in another tab sets the hint: this tab then asks Firebase.
    await act(async () => {
      localStorage.setItem(SESSION_HINT_KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY, newValue: '1' }));
      await vi.runAllTimersAsync();
    });
    expect(loadBridge).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
  });

  it('should keep the hint in step with what Firebase reports', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const loadBridge = bridgeReporting({ status: 'signed-out' });
    renderStatus(loadBridge);
    await runUntilIdle();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('should treat the visitor as signed out when the bridge cannot be loaded', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadBridge = vi.fn<LoadSessionBridge>().mockRejectedValue(new Error('offline'));
    renderStatus(loadBridge);
    await runUntilIdle();
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });

  it('should not load the bridge when it unmounts before the page is idle', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const loadBridge = bridgeReporting(adaSignedIn);
    const { unmount } = renderStatus(loadBridge);
    unmount();
    await vi.runAllTimersAsync();
    expect(loadBridge).not.toHaveBeenCalled();
  });
});
