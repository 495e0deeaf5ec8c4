import { Component, useEffect, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { getFirebaseApp } from '@/lib/firebase/app';
import { getAuthInstance } from '@/lib/firebase/auth';
import type { SessionBridgeProps } from '../types';

/*
 * Where reactfire stays, and why only here: its useUser is the one subscription to Firebase's auth
 * changes, which this lazy chunk turns into the plain Session that SessionStore (hooks/session-store.ts)
 * hands to every reader. Nothing else imports reactfire: pages read that store, so they render without
 * Firebase (prerendered, or for a visitor who never signed in), and account operations are one-off SDK
 * calls through api/load-auth-client.ts, which no provider or observable would improve.
 */

/**
 * Follows reactfire's user observable (Firebase's onIdTokenChanged: sign-in, token refresh,
 * user reload, sign-out) and reports each change as a plain Session.
 */
function SessionReporter({ onChange }: SessionBridgeProps) {
  const { status, data: user } = useUser();
  const known = status === 'success';
  // The User object is mutable and keeps its identity on reload, so follow its fields instead.
  const uid = user?.uid ?? null;
  const email = user?.email ?? null;
  const emailVerified = user?.emailVerified ?? false;
  const displayName = user?.displayName ?? null;

  useEffect(() => {
    if (!known) return;
    onChange(
      uid
        ? { status: 'signed-in', user: { uid, email, emailVerified, displayName } }
        : { status: 'signed-out' },
    );
  }, [onChange, known, uid, email, emailVerified, displayName]);

  return null;
}

/** If Firebase Auth fails to start, the visitor is treated as signed out rather than stuck loading. */
class BridgeErrorBoundary extends Component<SessionBridgeProps & { children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The sign-in service failed', error);
    this.props.onChange({ status: 'signed-out' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loaded lazily by SessionProvider: mounts reactfire's providers and reports the session. */
export default function SessionBridge({ onChange }: SessionBridgeProps) {
  return (
    <BridgeErrorBoundary onChange={onChange}>
      <FirebaseAppProvider firebaseApp={getFirebaseApp()}>
        <AuthProvider sdk={getAuthInstance()}>
          <SessionReporter onChange={onChange} />
        </AuthProvider>
      </FirebaseAppProvider>
    </BridgeErrorBoundary>
  );
}
