// The inbox's insights callable: leads and booked meetings of the window, with the page views and
// errors, summarised by the contract's one summariser (leads/insights.ts reads the leads, booking/ the
// meetings).
import { onCall } from 'firebase-functions/https';
import type { Insights } from '@site/contract';
import { readMeetingsForInsights } from '../booking/booking-insights.js';
import { adminCallerOf } from '../leads/admin-caller.js';
import { INBOX_CALLABLE_OPTIONS } from '../leads/inbox-callables.js';
import { handleInsightsRequest } from '../leads/insights.js';
import { firestore } from '../shared/firestore.js';

export const leadInsights = onCall<unknown, Promise<Insights>>(INBOX_CALLABLE_OPTIONS, (request) =>
  handleInsightsRequest(adminCallerOf(request), {
    db: firestore(),
    now: () => new Date(),
    readMeetings: readMeetingsForInsights,
  }),
);
