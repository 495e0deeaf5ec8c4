import { act, renderHook, waitFor } from '@testing-library/react';
import { slotId, type BookingAnswer, type BookingSlotList } from '@site/contract';
import type { ChangeEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import {
  confirmBooking,
  fetchSlotList,
  holdTime,
  prepareAppCheckToken,
} from '../api/booking-client';
import { useBookingFlow } from './use-booking-flow';

vi.mock('../api/booking-client', () => ({
  fetchSlotList: vi.fn(),
  holdTime: vi.fn(),
  confirmBooking: vi.fn(),
  prepareAppCheckToken: vi.fn(),
}));

const start = new Date('2026-12-01T09:00:00Z');
const slot = slotId(start);
const list: BookingSlotList = {
  kind: 'technical',
  lengthMinutes: 45,
  holdMinutes: 10,
  days: [{ date: '2026-12-01', slots: [{ id: slot, start: start.toISOString() }] }],
};
const booked: BookingAnswer = {
  outcome: 'booked',
  bookingId: 'b-1',
  kind: 'technical',
  start: start.toISOString(),
  end: new Date(start.getTime() + 45 * 60_000).toISOString(),
};

const typed = (name: string, value: string) =>
  ({ target: { name, value } }) as ChangeEvent<HTMLInputElement>;

/** The flow with a time picked and the details typed; `hold` answers the time's hold. */
async function pickedAndTyped(hold: Promise<BookingAnswer | null>) {
  vi.mocked(fetchSlotList).mockResolvedValue(list);
  vi.mocked(holdTime).mockReturnValue(hold);
  vi.mocked(prepareAppCheckToken).mockResolvedValue('token-ahead');
  vi.mocked(confirmBooking).mockResolvedValue(booked);
  const flow = renderHook(() => useBookingFlow());
  act(() => flow.result.current.start('technical'));
  await waitFor(() => expect(flow.result.current.phase.name).toBe('choosing'));
  act(() => flow.result.current.chooseTime(slot));
  act(() => {
    flow.result.current.onChange(typed('name', 'Ada Obi'));
    flow.result.current.onChange(typed('email', 'ada@example.com'));
  });
  // The hold leaves after the frame that shows the form.
  await waitFor(() => expect(holdTime).toHaveBeenCalledTimes(1));
  const dropped = vi.mocked(holdTime).mock.calls[0]?.[1] as AbortSignal;
  return { flow, dropped };
}

describe('useBookingFlow: one request about a time at once', () => {
  afterEach(() => vi.resetAllMocks());

  it('drops a hold not yet sent when Confirm is tapped, and books', async () => {
    const hold = deferred<BookingAnswer | null>();
    const { flow, dropped } = await pickedAndTyped(hold.promise);
    expect(dropped.aborted).toBe(false);
    let confirmed!: Promise<void>;
    act(() => {
      confirmed = flow.result.current.confirm();
    });
    expect(dropped.aborted).toBe(true);
    // The hold's token arrives: it is not sent (holdTime answers null), then the booking leaves.
    await act(async () => {
      hold.resolve(null);
      await confirmed;
    });
    expect(confirmBooking).toHaveBeenCalledTimes(1);
    expect(flow.result.current.phase.name).toBe('booked');
  });

  it('waits for a hold already on its way before it books', async () => {
    const hold = deferred<BookingAnswer | null>();
    const { flow } = await pickedAndTyped(hold.promise);
    let confirmed!: Promise<void>;
    act(() => {
      confirmed = flow.result.current.confirm();
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(confirmBooking).not.toHaveBeenCalled();
    await act(async () => {
      hold.resolve({ outcome: 'held', heldUntil: '2026-12-01T08:10:00.000Z' });
      await confirmed;
    });
    expect(confirmBooking).toHaveBeenCalledTimes(1);
    expect(flow.result.current.phase.name).toBe('booked');
  });
});
