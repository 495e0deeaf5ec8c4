import {
  BOOKING_ENDPOINT,
  BOOKING_KIND_PARAM,
  type BookingAnswer,
  type BookingKind,
  type BookingRequest,
  type BookingSlotList,
} from '@site/contract';
import type * as FirebaseAppModule from '@/lib/firebase/app';

/** The request could not be made, or its answer read: the network, or a server that did not answer JSON. */
export class BookingNetworkError extends Error {}

/**
 * A limited-use App Check token for one request (the function consumes each). Firebase loads on the
 * first hold, not with the page: a visitor who only looks at the times loads none of it.
 */
async function appCheckToken(): Promise<string> {
  appCheckModule ??= import('@/lib/firebase/app');
  return (await appCheckModule).limitedUseAppCheckToken();
}

/** Imported once, however many tokens are asked for at the same moment (a hold and the next one). */
let appCheckModule: Promise<typeof FirebaseAppModule> | undefined;

async function readJson<T>(response: Promise<Response>): Promise<T> {
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    throw new BookingNetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? '')) {
    throw new BookingNetworkError(`The booking endpoint answered ${answer.status} without JSON.`);
  }
  return (await answer.json()) as T;
}

/**
 * The open times of `kind`, from the same endpoint the page without JavaScript uses (`/api/booking`,
 * on the site's own origin: no second connection, no preflight).
 */
export function fetchSlotList(kind: BookingKind): Promise<BookingSlotList> {
  return readJson(
    fetch(`${BOOKING_ENDPOINT}?${BOOKING_KIND_PARAM}=${kind}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }),
  );
}

/** `token` if one was fetched ahead, else a new one; a failure to get one is the network's. */
function tokenFor(token?: Promise<string>): Promise<string> {
  return (token ?? appCheckToken()).catch((error: unknown) => {
    throw new BookingNetworkError(error instanceof Error ? error.message : String(error));
  });
}

/** A request to the endpoint with the App Check token `appCheck`. */
function post(body: object, appCheck: string): Promise<BookingAnswer> {
  return readJson(
    fetch(BOOKING_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Firebase-AppCheck': appCheck,
      },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Keeps the picked time for this visitor while they fill the form. Not sent (null) if `dropped` is
 * aborted before its token has arrived: the visitor confirmed first, and the booking takes the time
 * itself. Sent together, the two wait on each other's transaction of the same time (the booking's
 * function took 1.1–1.7 s instead of 0.1–0.3 s on the local stack).
 */
export async function holdTime(
  hold: { kind: BookingKind; slot: string; requestId: string },
  dropped: AbortSignal,
): Promise<BookingAnswer | null> {
  const appCheck = await tokenFor();
  return dropped.aborted ? null : post({ action: 'hold', ...hold }, appCheck);
}

/** Books. `token`: one fetched ahead while the visitor typed, so the tap waits for the booking only. */
export async function confirmBooking(request: BookingRequest, token?: Promise<string>) {
  return post({ action: 'book', ...request }, await tokenFor(token));
}

/** Fetches the token the next request will use, now (the booking form does while its visitor types). */
export function prepareAppCheckToken(): Promise<string> {
  return appCheckToken();
}
