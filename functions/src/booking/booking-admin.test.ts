// What an admin does to a booking from the inbox (the manageBooking callable's work), against the
// Firestore emulator and a real SMTP server.
import { describe, expect, it } from 'vitest';
import { BOOKINGS } from '@site/contract';
import {
  bookingRequest,
  lagos,
  newCallerIp,
  useBookingTestBed,
} from '../../test/support/booking.js';
import { handleBookingAdminAction } from './booking-admin.js';
import { handleBookingRequest } from './booking-handler.js';

const bed = useBookingTestBed('demo-booking-admin');
const admin = { uid: 'admin-uid', email: 'admin@lagoon-ridge.example', admin: true };

async function book() {
  const request = bookingRequest(lagos('2026-12-02T11:00'));
  await handleBookingRequest(
    request,
    { userAgent: null, ip: newCallerIp(), path: 'html' },
    bed.deps(),
  );
  return request.requestId;
}

const stored = async (id: string) => (await bed.db.collection(BOOKINGS).doc(id).get()).data()!;

describe('an admin', () => {
  it('cancels a booking: the prospect is sent METHOD:CANCEL, the time is freed, the cancel stamped', async () => {
    const id = await book();
    await handleBookingAdminAction({ action: 'cancel', bookingId: id }, admin, bed.deps());
    expect(await stored(id)).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'firm',
      updatedBy: 'admin-uid',
      cancellationStatus: 'sent',
      cells: [],
    });
    const cancellation = bed.mailsOf(id)[1]!;
    expect(cancellation.calendar).toContain('METHOD:CANCEL');
    expect(cancellation.text).toContain('is cancelled by us; we are sorry for the change');
    expect(await bed.counts()).toEqual({ bookings: 1, cells: 0 });
    await expect(
      handleBookingAdminAction({ action: 'cancel', bookingId: id }, admin, bed.deps()),
    ).rejects.toThrow('This booking is already cancelled.');
  });

  it('marks a meeting held and won with its value in naira, or clears it', async () => {
    const id = await book();
    await handleBookingAdminAction(
      { action: 'attendance', bookingId: id, attendance: 'held' },
      admin,
      bed.deps(),
    );
    await handleBookingAdminAction(
      { action: 'outcome', bookingId: id, outcome: { result: 'won', valueNaira: 4_500_000 } },
      admin,
      bed.deps(),
    );
    expect(await stored(id)).toMatchObject({
      attendance: 'held',
      outcome: 'won',
      outcomeValueNaira: 4_500_000,
      updatedBy: 'admin-uid',
      state: 'confirmed',
    });
    await handleBookingAdminAction(
      { action: 'outcome', bookingId: id, outcome: null },
      admin,
      bed.deps(),
    );
    expect(await stored(id)).toMatchObject({ outcome: null, outcomeValueNaira: null });
  });

  it('is the only one who may: a client, a signed-out caller, bad values and unknown bookings are refused', async () => {
    const id = await book();
    const client = { ...admin, admin: false };
    await expect(
      handleBookingAdminAction(
        { action: 'attendance', bookingId: id, attendance: 'held' },
        client,
        bed.deps(),
      ),
    ).rejects.toThrow("This is for the firm's admins only.");
    await expect(
      handleBookingAdminAction({ action: 'cancel', bookingId: id }, null, bed.deps()),
    ).rejects.toThrow("This is for the firm's admins only.");
    for (const outcome of [
      { result: 'won', valueNaira: -1 },
      { result: 'won', valueNaira: 1.5 },
      { result: 'maybe', valueNaira: null },
    ]) {
      await expect(
        handleBookingAdminAction({ action: 'outcome', bookingId: id, outcome }, admin, bed.deps()),
      ).rejects.toThrow('The request could not be read.');
    }
    await expect(
      handleBookingAdminAction(
        {
          action: 'attendance',
          bookingId: '00000000-0000-4000-8000-000000000000',
          attendance: 'held',
        },
        admin,
        bed.deps(),
      ),
    ).rejects.toThrow('There is no such booking.');
    expect(await stored(id)).toMatchObject({ attendance: null, state: 'confirmed' });
  });
});
