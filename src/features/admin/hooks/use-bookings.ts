import type { Booking } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { loadBookings } from '../api/bookings';
import { describeError } from '../describe-error';
import { NEW_MESSAGE_POLL_MS } from './use-inbox';

export type BookingsState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; bookings: Booking[] };

/**
 * The bookings of the last month and all ahead, loaded on open and again on the inbox's poll (a new
 * booking shows within it, and at once on a device with alerts on: `reload`). Online only: a booking
 * is acted on through the functions.
 */
export function useBookings() {
  const [state, setState] = useState<BookingsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    if (!navigator.onLine || document.visibilityState === 'hidden') return;
    try {
      setState({ status: 'ready', bookings: await loadBookings(new Date()) });
    } catch (error) {
      setState((current) =>
        current.status === 'ready' ? current : { status: 'failed', error: describeError(error) },
      );
    }
  }, []);
  useEffect(() => {
    void reload();
    const timer = window.setInterval(() => void reload(), NEW_MESSAGE_POLL_MS);
    window.addEventListener('online', reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', reload);
    };
  }, [reload]);
  return { state, reload };
}
