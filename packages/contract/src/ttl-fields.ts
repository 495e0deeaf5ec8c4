// Which field each collection expires on. Its own file: the privacy page bundles data-policy.ts, the
// inbox bundles this with the lead record, and neither needs the other's.

/**
 * The field on which each collection's Firestore TTL policy deletes its documents
 * (firestore.indexes.json's `fieldOverrides`; scripts/test/firestore-indexes.test.ts holds the two to
 * each other). In code an expiry is `expiresAt` everywhere. The leads alone store it as `expireAt`:
 * the name their TTL policy and every lead stored since the first deploy carry. Renaming it would
 * mean rewriting every lead and running two policies until the old documents expired, for a name.
 */
export const TTL_FIELDS = {
  contactMessages: 'expireAt',
  rateLimits: 'expiresAt',
  acknowledgedAddresses: 'expiresAt',
  webVitals: 'expiresAt',
  fieldErrors: 'expiresAt',
  bookings: 'expiresAt',
  bookingSlots: 'expiresAt',
  clientBookings: 'expiresAt',
  conversations: 'expiresAt',
  strayMail: 'expiresAt',
  inboundTokens: 'expiresAt',
} as const;
