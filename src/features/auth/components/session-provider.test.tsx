import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useSessionNow } from '../hooks/use-session';
import type { SessionBridgeProps } from '../types';
import { SessionProvider, type LoadSessionBridge } from './session-provider';

function SessionStatus() {
  const session = useSession();
  return (
    <p>{session.status === 'signed-in' ? `signed in as ${session.user.email}` : session.status}</p>
  );
}

/** Stands in for the Firebase bridge: reports a signed-in user as soon as it mounts. */
function FakeBridge({ onChange }: SessionBridgeProps) {
  useEffect(() => {
    onChange({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ada@example.com', emailVerified: true, displayName: null },
    });
  }, [onChange]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionProvider', () => {
  it('should start loading and load the bridge only once the page is idle', async () => {
    const loadBridge = vi.fn<LoadSessionBridge>().mockResolvedValue({ default: FakeBridge });
    render(
      <SessionProvider loadBridge={loadBridge}>
        <SessionStatus />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    // Not during the first render: the hero paints without waiting for Firebase.
    expect(loadBridge).not.toHaveBeenCalled();

    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(loadBridge).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
  });

  it('should load the bridge at once for a page that needs the session', async () => {
    const loadBridge = vi.fn<LoadSessionBridge>().mockResolvedValue({ default: FakeBridge });
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
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(loadBridge).toHaveBeenCalledTimes(1);
  });

  it('should treat the visitor as signed out when the bridge cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadBridge = vi.fn<LoadSessionBridge>().mockRejectedValue(new Error('offline'));
    render(
      <SessionProvider loadBridge={loadBridge}>
        <SessionStatus />
      </SessionProvider>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });

  it('should not load the bridge when it unmounts before the page is idle', async () => {
    const loadBridge = vi.fn<LoadSessionBridge>().mockResolvedValue({ default: FakeBridge });
    const { unmount } = render(
      <SessionProvider loadBridge={loadBridge}>
        <SessionStatus />
      </SessionProvider>,
    );
    unmount();
    await vi.runAllTimersAsync();
    expect(loadBridge).not.toHaveBeenCalled();
  });
});
