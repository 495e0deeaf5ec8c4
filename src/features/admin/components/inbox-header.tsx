import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatBusinessDuration, MEDIAN_WINDOW_DAYS } from '@site/contract';
import { RouteButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { medianAnswerTime, medianFirstResponse, type Lead } from '@site/contract';
import { AdminPageHeader } from './admin-page-header';
import { AlertsSwitch } from './alerts-switch';
import { ExportCsvButton } from './export-csv-button';

export interface InboxHeaderProps {
  /** Every message loaded, or null while none are. */
  messages: Lead[] | null;
  /** The messages the filters show: what Export CSV writes. */
  shown: Lead[];
  uid: string;
  readOnly: boolean;
}

/** The inbox's title, its counts, median first response and answer time, and its actions. */
export function InboxHeader({ messages, shown, uid, readOnly }: InboxHeaderProps) {
  const median = useMemo(() => medianFirstResponse(messages ?? [], new Date()), [messages]);
  const answerTime = useMemo(() => medianAnswerTime(messages ?? [], new Date()), [messages]);
  const newCount = messages?.filter((message) => message.triage === 'new').length ?? 0;
  return (
    <AdminPageHeader
      title="Inbox"
      details={
        <>
          {messages && (
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
          {answerTime && (
            <Typography color="text.secondary">
              {`Median answer time, every turn: ${formatBusinessDuration(answerTime.minutes)} (${answerTime.count} ${answerTime.count === 1 ? 'answer' : 'answers'})`}
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
          <AlertsSwitch uid={uid} disabled={readOnly} />
        </>
      }
    />
  );
}
