// The numbers behind /admin/insights, `npm run messages`, `npm run vitals` and the weekly digest: the
// window's leads (spam left out), page views and error reports, read once and summarised by the
// contract's one summariser.
import type { Firestore } from 'firebase-admin/firestore';
import {
  CONTACT_MESSAGES,
  decodeLead,
  FIELD_ERRORS,
  INSIGHTS_WINDOW_DAYS,
  LATER_TURNS_FIELD,
  METRIC_NAMES,
  summariseInsights,
  WEB_VITALS,
  OUTCOME_FIELDS,
  prospectKey,
  type Insights,
  type MeetingForInsights,
  type StoredFieldError,
  type StoredPageView,
} from '@site/contract';
import { requireAdmin } from './admin-caller.js';
import type { AdminCaller } from './admin-caller.js';

/** The error reports read: far more distinct errors than anyone reads through in a window. */
export const ERRORS_READ = 200;

/**
 * The window's booked meetings, which functions/src/booking reads (a floor above this one): the
 * insights callable and the digest hand the reader in. None: the insights count leads alone.
 */
export type MeetingsReader = (db: Firestore, since: Date) => Promise<MeetingForInsights[]>;

export async function readInsights(
  db: Firestore,
  now: Date,
  readMeetings: MeetingsReader = () => Promise.resolve([]),
): Promise<Insights> {
  const since = new Date(now.getTime() - INSIGHTS_WINDOW_DAYS * 24 * 60 * 60_000);
  const [leads, meetings, views, errors] = await Promise.all([
    db
      .collection(CONTACT_MESSAGES)
      .where('createdAt', '>=', since)
      .select(
        'createdAt',
        'source',
        'page',
        'triage',
        'email',
        'firstResponseAt',
        LATER_TURNS_FIELD,
        OUTCOME_FIELDS.result,
        OUTCOME_FIELDS.valueNaira,
      )
      .get(),
    readMeetings(db, since),
    db
      .collection(WEB_VITALS)
      .where('receivedAt', '>=', since)
      .select('route', ...METRIC_NAMES)
      .get(),
    db
      .collection(FIELD_ERRORS)
      .where('lastSeenAt', '>=', since)
      .orderBy('lastSeenAt', 'desc')
      .limit(ERRORS_READ)
      .get(),
  ]);
  return summariseInsights({
    leads: leads.docs
      .map((doc) => decodeLead(doc.id, doc.data()))
      .flatMap(({ createdAt, triage, source, page, email, outcome, firstResponse, turns }) =>
        createdAt && triage !== 'spam'
          ? [
              {
                createdAt,
                source,
                page,
                // A lead without an address (from before addresses were required) is nobody else's.
                prospect: email ? prospectKey(email) : undefined,
                outcome,
                firstResponse,
                turns,
              },
            ]
          : [],
      ),
    meetings,
    views: views.docs.map((doc) => doc.data() as StoredPageView),
    errors: errors.docs.map((doc) => {
      const data = doc.data();
      return {
        source: String(data.source),
        route: String(data.route),
        release: String(data.release),
        message: String(data.message),
        count: Number(data.count),
      } satisfies StoredFieldError;
    }),
    now,
  });
}

/** The `leadInsights` callable's work: admins only. */
export async function handleInsightsRequest(
  caller: AdminCaller | null,
  deps: { db: Firestore; now: () => Date; readMeetings?: MeetingsReader },
): Promise<Insights> {
  requireAdmin(caller);
  return readInsights(deps.db, deps.now(), deps.readMeetings);
}
