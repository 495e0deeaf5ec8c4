import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { getProfile } from '../api/get-profile';
import { EMPTY_PROFILE, type ProfileValues } from '../api/profile-schema';

export type ProfileLoad =
  { status: 'loading' } | { status: 'loaded'; profile: ProfileValues } | { status: 'failed' };

/**
 * Loads the user's profile once per mount (and again on `retry`). Offline it waits for the
 * connection; going offline after a load does not reload, so unsaved edits survive. Without a uid (the
 * session is still being read) it stays "loading" and loads nothing.
 */
export function useProfile(uid: string | null, offline: boolean) {
  const { toast } = useToast();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    const key = `${uid}#${attempt}`;
    if (!uid || offline || loadedKey.current === key) return;
    let current = true;
    getProfile(uid).then(
      (profile) => {
        if (!current) return;
        loadedKey.current = key;
        setLoad({ status: 'loaded', profile: profile ?? EMPTY_PROFILE });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load profile', error);
        toast({ title: 'Error', description: 'Failed to load profile', variant: 'error' });
        setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt, offline, toast]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  return { load, retry };
}
