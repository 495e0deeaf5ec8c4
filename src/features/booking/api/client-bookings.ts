import { CLIENT_BOOKINGS, decodeClientBooking, type ClientBooking } from '@site/contract';
import { listOwnRecords } from '@/lib/firebase/own-records';

/** The most bookings /profile lists: years of a client's meetings. */
export const CLIENT_BOOKINGS_SHOWN = 50;

/** The bookings made from `email`, latest meeting first (the rules serve only the verified owner's). */
export async function loadBookingsOf(email: string): Promise<ClientBooking[]> {
  const records = await listOwnRecords(CLIENT_BOOKINGS, email, 'startsAt', CLIENT_BOOKINGS_SHOWN);
  return records.map(({ id, data }) => decodeClientBooking(id, data));
}
