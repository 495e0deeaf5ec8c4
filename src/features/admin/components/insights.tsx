import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  formatBusinessDuration,
  type Insights as InsightsData,
  type MedianMinutes,
  type MetricName,
} from '@site/contract';
import { RetryAlert } from '@/components/feedback/retry-alert';
import { RouteButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { loadInsights } from '../api/insights';
import { describeError } from '../describe-error';
import { AdminPageHeader } from './admin-page-header';
import { CountBars } from './count-bars';
import { FunnelTable } from './funnel-table';
import { PageTable } from './page-table';
import { WeeklyLeadsChart } from './weekly-leads-chart';

/**
 * The Core Web Vitals Google judges a page by, and how it writes each. Named here, not taken from the
 * contract's METRIC_NAMES: that module is the field-data collector's, and sharing it would split it
 * into a chunk of its own for every visitor.
 */
const SHOWN_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly MetricName[];
const formatMetric = (name: MetricName, value: number | null) =>
  value === null ? '–' : name === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`;

const LANDING_COLUMNS = ['Leads'] as const;

type State =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; insights: InsightsData };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /admin/insights: what brings leads, and how fast the site is for the visitors who might become one. */
export function Insights() {
  const [state, setState] = useState<State>({ status: 'loading' });

  const fetchInsights = useCallback(
    () =>
      loadInsights().then(
        (insights): State => ({ status: 'ready', insights }),
        (error: unknown): State => ({
          status: 'failed',
          error: navigator.onLine
            ? describeError(error)
            : 'You are offline; insights need a connection.',
        }),
      ),
    [],
  );
  useEffect(() => {
    let live = true;
    void fetchInsights().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [fetchInsights]);
  const retry = () => {
    setState({ status: 'loading' });
    void fetchInsights().then(setState);
  };

  return (
    <Stack spacing={2.5}>
      <AdminPageHeader
        title="Insights"
        details={
          state.status === 'ready' && (
            <Typography color="text.secondary">
              The last {state.insights.windowDays} days; spam left out.
            </Typography>
          )
        }
        actions={
          <RouteButton to={paths.admin.getHref()} variant="outlined">
            Back to the inbox
          </RouteButton>
        }
      />

      {state.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading insights" />
        </Box>
      )}
      {state.status === 'failed' && (
        <RetryAlert onRetry={retry}>The insights could not be loaded: {state.error}</RetryAlert>
      )}
      {state.status === 'ready' && <InsightsSections insights={state.insights} />}
    </Stack>
  );
}

/** A median in business time, or why there is none. */
const median = (value: MedianMinutes | null, of: string) =>
  value
    ? `${formatBusinessDuration(value.minutes)} (${value.count} ${of}${value.count === 1 ? '' : 's'})`
    : 'none answered yet';

function InsightsSections({ insights }: { insights: InsightsData }) {
  const { leads, landing, vitals, errors, funnel, responseTimes } = insights;
  return (
    <>
      <Section id="insights-funnel" title="From lead to client">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Leads are messages; booked counts meetings not cancelled; a client won is counted once, on
          the source of their first message or booking in these days.
        </Typography>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FunnelTable
            label="Lead to client by source"
            heading="Source"
            rows={[...funnel.bySource, funnel.total]}
          />
          <FunnelTable
            label="Lead to client by campaign"
            heading="Campaign"
            rows={funnel.byCampaign}
          />
          <FunnelTable
            label="Lead to client by landing page"
            heading="Landing page"
            rows={funnel.byLandingPage}
          />
        </Box>
      </Section>

      <Section id="insights-response" title="How fast we answer">
        <Typography>
          Median first response: {median(responseTimes.firstResponse, 'lead')}, in business time.
        </Typography>
        <Typography>
          Median answer time over every turn of the conversations (the first message and each answer
          of the prospect&apos;s after ours): {median(responseTimes.answerTime, 'answer')}.
        </Typography>
      </Section>

      <Section id="insights-leads" title={`Leads: ${leads.total}`}>
        <WeeklyLeadsChart weeks={leads.weeks} />
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <CountBars title="By source" rows={leads.bySource} />
          <CountBars title="By medium" rows={leads.byMedium} />
          <CountBars title="By campaign" rows={leads.byCampaign} />
          <CountBars title="By landing page" rows={leads.byLandingPage} />
        </Box>
      </Section>

      <Section id="insights-landing" title="Landing pages: views and leads">
        {landing.length === 0 ? (
          <Typography color="text.secondary">No page views or leads in these days.</Typography>
        ) : (
          <PageTable
            label="Views and leads per page"
            rows={landing}
            columns={LANDING_COLUMNS}
            cell={(row) => row.leads}
          />
        )}
      </Section>

      <Section id="insights-speed" title="Speed for visitors (75th percentile)">
        {vitals.length === 0 ? (
          <Typography color="text.secondary">No page views reported in these days.</Typography>
        ) : (
          <PageTable
            label="Web Vitals per page"
            rows={vitals}
            columns={SHOWN_METRICS}
            cell={(row, name) => formatMetric(name, row.p75[name])}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Good, as Google judges a page: LCP up to 2,500 ms, INP up to 200 ms, CLS up to 0.10.
        </Typography>
      </Section>

      <Section id="insights-errors" title="Top errors">
        {errors.length === 0 ? (
          <Typography color="text.secondary">No errors reported in these days.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {errors.map((error) => (
              <li key={`${error.route} ${error.message}`}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{error.message}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {error.count} {error.count === 1 ? 'time' : 'times'} on {error.route}, release{' '}
                  {error.release}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}
