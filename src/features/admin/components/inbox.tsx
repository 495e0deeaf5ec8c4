import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatBusinessDuration, INBOX_MESSAGE_PARAM, MEDIAN_WINDOW_DAYS } from '@site/contract';
import { RetryAlert } from '@/components/feedback/retry-alert';
import { RouteButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { LEAD_ALERT_MESSAGE } from '@/sw/protocol';
import type { AdminUser } from '../triage';
import { useInbox } from '../hooks/use-inbox';
import { filterInbox, NO_FILTER, type InboxFilter } from '../inbox-filter';
import { formatLagosTime } from '../lagos-time';
import { inboxMedianFirstResponse } from '../response-time';
import { AdminPageHeader } from './admin-page-header';
import { AlertsSwitch } from './alerts-switch';
import { ExportCsvButton } from './export-csv-button';
import { InboxFilters } from './inbox-filters';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

/**
 * The inbox: the newest messages, filtered and searched, one open beside the list (below 900 px, in
 * its place). The open message is in the address (the contract's `inboxMessageLink`), so an alert's
 * tap opens it.
 */
export function Inbox({ user }: { user: AdminUser }) {
  const { state, update, answered, reload, refreshNow } = useInbox(user.uid);
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(INBOX_MESSAGE_PARAM);

  // An alert that arrives while the inbox is open brings its message in at once.
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === LEAD_ALERT_MESSAGE) void refreshNow();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, [refreshNow]);

  const messages = useMemo(() => (state.status === 'ready' ? state.messages : []), [state]);
  const shown = useMemo(() => filterInbox(messages, filter), [messages, filter]);
  const open = messages.find((message) => message.id === openId) ?? null;
  const readOnly = state.status === 'ready' && state.savedAt !== null;
  const newCount = messages.filter((message) => message.triage === 'new').length;
  const median = useMemo(() => inboxMedianFirstResponse(messages, new Date()), [messages]);

  const openMessage = (id: string | null) =>
    setSearchParams(id ? { [INBOX_MESSAGE_PARAM]: id } : {}, { replace: false });

  return (
    <Stack spacing={2.5}>
      <AdminPageHeader
        title="Inbox"
        details={
          <>
            {state.status === 'ready' && (
              <Typography color="text.secondary" aria-live="polite">
                {messages.length} {messages.length === 1 ? 'message' : 'messages'}, {newCount} new
              </Typography>
            )}
            {median && (
              <Typography color="text.secondary">
                Median first response, last {MEDIAN_WINDOW_DAYS} days:{' '}
                {formatBusinessDuration(median.minutes)} of business time ({median.count}{' '}
                {median.count === 1 ? 'lead' : 'leads'})
              </Typography>
            )}
          </>
        }
        actions={
          <>
            <RouteButton to={paths.adminInsights.getHref()} variant="outlined">
              Insights
            </RouteButton>
            <ExportCsvButton messages={shown} />
            <AlertsSwitch uid={user.uid} disabled={readOnly} />
          </>
        }
      />

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
      {state.status === 'ready' && (
        <>
          <InboxFilters filter={filter} onChange={setFilter} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              // minmax(0, …): a track never grows to its content's longest unbreakable line (a long
              // subject or address), which would make the page scroll sideways on a phone.
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: 'minmax(18rem, 2fr) minmax(0, 3fr)',
              },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: { xs: open ? 'none' : 'block', md: 'block' } }}>
              <MessageList
                messages={shown}
                total={messages.length}
                openId={open?.id ?? null}
                onOpen={openMessage}
              />
            </Box>
            {open ? (
              <MessageDetail
                key={open.id}
                message={open}
                readOnly={readOnly}
                adminEmail={user.email}
                onClose={() => openMessage(null)}
                onChange={(change) => update(open.id, change)}
                onAnswered={(first) => answered(open.id, first)}
              />
            ) : (
              <Typography
                color="text.secondary"
                sx={{ display: { xs: 'none', md: 'block' }, pt: 2 }}
              >
                {openId
                  ? 'That message is not among the ones loaded.'
                  : 'Choose a message to read it in full.'}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
