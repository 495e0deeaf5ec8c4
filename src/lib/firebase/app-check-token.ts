import { getLimitedUseToken } from 'firebase/app-check';
import { getAppCheckInstance } from './app';

/**
 * A limited-use App Check token, for one request to a function that is not a callable (the booking
 * endpoint reads it from `X-Firebase-AppCheck` and consumes it: functions/src/booking/booking-app-check.ts).
 * Loaded on first use: a page that never sends such a request never loads Firebase.
 */
export async function limitedUseAppCheckToken(): Promise<string> {
  return (await getLimitedUseToken(getAppCheckInstance())).token;
}
