import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { RetryAlert } from '@/components/feedback/retry-alert';
import type { AdminUser } from '../triage';
import { useInbox } from '../hooks/use-inbox';
import { useLeadAlertRefresh } from '../hooks/use-lead-alert-refresh';
import { useOpenMessage } from '../hooks/use-open-message';
import { filterInbox, NO_FILTER, type InboxFilter } from '../inbox-filter';
import { formatLagosTime } from '@site/contract';
import { InboxFilters } from './inbox-filters';
import { InboxHeader } from './inbox-header';
import { InboxPanes } from './inbox-panes';
import { useBookings } from '../hooks/use-bookings';
import { BookingsSection } from './bookings-section';
import { CalendarFeed } from './calendar-feed';
import { ClosedTimes } from './closed-times';
import { KeptApartMail } from './kept-apart-mail';

/**
 * The inbox: the newest messages, filtered and searched, one open beside the list (below 900 px, in
 * its place). The open message is in the address (the contract's `inboxMessageLink`), so an alert's
 * tap opens it.
 */
export function Inbox({ user }: { user: AdminUser }) {
  const { state, update, answered, reload, refreshNow } = useInbox(user.uid);
  const bookings = useBookings();
  const reloadBookings = bookings.reload;
  // An alert (a new message or a new booking) refreshes both at once.
  const refreshAll = useCallback(
    () => Promise.all([refreshNow(), reloadBookings()]).then(() => undefined),
    [refreshNow, reloadBookings],
  );
  useLeadAlertRefresh(refreshAll);
  const { openId, open } = useOpenMessage();
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const messages = state.status === 'ready' ? state.messages : null;
  const shown = useMemo(() => filterInbox(messages ?? [], filter), [messages, filter]);
  const readOnly = state.status === 'ready' && state.savedAt !== null;

  return (
    <Stack spacing={2.5}>
      <InboxHeader messages={messages} shown={shown} uid={user.uid} readOnly={readOnly} />

      {readOnly && (
        <Alert severity="info" role="status">
          You are offline. This is the inbox as loaded on {formatLagosTime(state.savedAt)}, shown
          read-only until the connection is back.
        </Alert>
      )}

      {state.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      )}
      {state.status === 'failed' && (
        <RetryAlert onRetry={() => void reload()}>
          The messages could not be loaded: {state.error}
        </RetryAlert>
      )}
      {messages && (
        <>
          <InboxFilters filter={filter} onChange={setFilter} />
          <InboxPanes
            user={user}
            messages={messages}
            shown={shown}
            openId={openId}
            readOnly={readOnly}
            onOpen={open}
            onChange={update}
            onAnswered={answered}
            bookings={bookings.state.status === 'ready' ? bookings.state.bookings : []}
          />
          <KeptApartMail disabled={readOnly} />
        </>
      )}
      <BookingsSection bookings={bookings} leads={messages ?? []} />
      {!readOnly && <ClosedTimes uid={user.uid} />}
      {!readOnly && <CalendarFeed uid={user.uid} />}
    </Stack>
  );
}
