import { bookingRequestSchema, slotId } from '@site/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limitedUseAppCheckToken } from '@/lib/firebase/app';
import { confirmBooking, holdTime } from './booking-client';

vi.mock('@/lib/firebase/app', () => ({ limitedUseAppCheckToken: vi.fn() }));

const hold = {
  kind: 'technical',
  slot: slotId(new Date('2026-12-01T09:00:00Z')),
  requestId: '3b241101-e2bb-4255-8caf-4136c566a962',
} as const;
const heldAnswer = { outcome: 'held', heldUntil: '2026-12-01T09:10:00.000Z' };

/** A token that arrives when the test says so, as Firebase's modules do on a slow connection. */
function tokenLater() {
  let arrive!: (token: string) => void;
  vi.mocked(limitedUseAppCheckToken).mockReturnValueOnce(
    new Promise((resolve) => {
      arrive = resolve;
    }),
  );
  return (token: string) => arrive(token);
}

describe('the booking client', () => {
  const fetched = vi.fn();
  beforeEach(() => {
    fetched.mockImplementation(() =>
      Promise.resolve(
        Response.json(heldAnswer, { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(limitedUseAppCheckToken).mockReset();
    fetched.mockReset();
  });

  it('sends a hold with its App Check token once the token has arrived', async () => {
    const arrive = tokenLater();
    const answer = holdTime(hold, new AbortController().signal);
    arrive('token-1');
    await expect(answer).resolves.toEqual(heldAnswer);
    expect(fetched).toHaveBeenCalledTimes(1);
    const [, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-Firebase-AppCheck': 'token-1' });
    expect(JSON.parse(init.body as string)).toMatchObject({ action: 'hold', ...hold });
  });

  it('does not send a hold dropped before its token arrived (the visitor confirmed first)', async () => {
    const arrive = tokenLater();
    const dropped = new AbortController();
    const answer = holdTime(hold, dropped.signal);
    dropped.abort();
    arrive('token-1');
    await expect(answer).resolves.toBeNull();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('books with the token fetched ahead, not a new one', async () => {
    const request = bookingRequestSchema.parse({
      ...hold,
      name: 'Ada Obi',
      email: 'ada@example.com',
      page: '/booking',
    });
    await confirmBooking(request, Promise.resolve('token-ahead'));
    expect(limitedUseAppCheckToken).not.toHaveBeenCalled();
    const [, init] = fetched.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-Firebase-AppCheck': 'token-ahead' });
  });
});
