// What brings leads, and how the site does for the visitors who might become one: the summaries the
// inbox's /admin/insights shows, `npm run messages` and `npm run vitals` print, and the weekly digest
// mails. One summariser, so all of them show the same numbers.
import { FIELD_REPORT_WINDOW_DAYS, type ErrorSource } from './field-report-rules.js';
import { summariseVitals, type StoredPageView, type VitalsSummaryRow } from './field-summary.js';
import type { LeadSource } from './lead-source-rules.js';
import { lagosWeekStart } from './lagos-time.js';
import type { Outcome } from './outcomes.js';
import { medianAnswerTime, medianFirstResponse, type MedianMinutes } from './first-response.js';
import type { FirstResponse, LeadTurn } from './lead-record.js';

/** Every summary covers the same days: the field data's window (Google's, too). */
export const INSIGHTS_WINDOW_DAYS = FIELD_REPORT_WINDOW_DAYS;

/** A lead as the summaries need it. */
export interface LeadForInsights {
  createdAt: Date;
  source: LeadSource | null;
  /** The page the form was sent from, for a lead without a recorded source. */
  page: string | null;
  /** For the response times: the first response and every turn (absent: counted as unanswered). */
  firstResponse?: FirstResponse | null;
  turns?: LeadTurn[];
  /** Whose it is (prospectKey of the address), to count a client once; absent: nobody else's. */
  prospect?: string;
  outcome?: Outcome | null;
}

/** A booked meeting as the summaries need it. */
export interface MeetingForInsights {
  createdAt: Date;
  source: LeadSource | null;
  /** The page it was booked from, for a booking without a recorded source. */
  page: string | null;
  prospect: string;
  cancelled: boolean;
  held: boolean;
  outcome: Outcome | null;
}

/** One line of what a source brings, from the first message to the deal. */
export interface FunnelRow {
  label: string;
  leads: number;
  /** Meetings booked and not cancelled. */
  booked: number;
  held: number;
  /** Clients won, each counted once, on the source of their first message or booking. */
  won: number;
  /** What those wins are worth, in naira, as far as the admins recorded it. */
  valueNaira: number;
}

/** Which sources, campaigns and landing pages bring leads, meetings and clients. */
export interface Funnel {
  total: FunnelRow;
  bySource: FunnelRow[];
  byCampaign: FunnelRow[];
  byLandingPage: FunnelRow[];
}

/** A stored error report (fieldErrors): one document per distinct error, with its count. */
export interface StoredFieldError {
  source: ErrorSource | string;
  route: string;
  release: string;
  message: string;
  count: number;
}

export interface CountRow {
  label: string;
  count: number;
}

export interface LeadSummary {
  total: number;
  /** Leads per week (weeks start on Monday in Lagos), oldest first, empty weeks included. */
  weeks: { weekStart: string; count: number }[];
  bySource: CountRow[];
  byMedium: CountRow[];
  byCampaign: CountRow[];
  byLandingPage: CountRow[];
}

export interface LandingRow {
  route: string;
  views: number;
  leads: number;
}

export interface Insights {
  windowDays: number;
  leads: LeadSummary;
  /** Page views per route from the field reports, beside the leads that landed there. */
  landing: LandingRow[];
  vitals: VitalsSummaryRow[];
  errors: StoredFieldError[];
  funnel: Funnel;
  /**
   * How fast the firm answers, in business minutes (first-response.ts): the median first response,
   * and the median answer time over every turn of the conversations (the first and each later one).
   */
  responseTimes: { firstResponse: MedianMinutes | null; answerTime: MedianMinutes | null };
}

/** No tag recorded: the words the summaries use for it. */
export const DIRECT = '(direct)';
export const NONE = '(none)';

const DAY_MS = 24 * 60 * 60_000;

function counted(labels: readonly string[]): CountRow[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Where a lead came from, as the summaries name it: the campaign tag, else the referring site. */
export function leadSourceLabel(source: LeadSource | null): string {
  return source?.utmSource ?? source?.referrerHost ?? DIRECT;
}

export function landingPageOf(lead: Pick<LeadForInsights, 'source' | 'page'>): string {
  return lead.source?.landingPage ?? lead.page ?? NONE;
}

/** The leads that arrived in the window ending at `now`, counted per week and per tag. */
export function summariseLeads(leads: readonly LeadForInsights[], now: Date): LeadSummary {
  const since = now.getTime() - INSIGHTS_WINDOW_DAYS * DAY_MS;
  const inWindow = leads.filter(
    (lead) => lead.createdAt.getTime() >= since && lead.createdAt <= now,
  );
  const weeks: string[] = [];
  for (let week = lagosWeekStart(new Date(since)); week <= lagosWeekStart(now);) {
    weeks.push(week);
    week = new Date(Date.parse(week) + 7 * DAY_MS).toISOString().slice(0, 10);
  }
  const perWeek = new Map(
    counted(inWindow.map((lead) => lagosWeekStart(lead.createdAt))).map((row) => [
      row.label,
      row.count,
    ]),
  );
  return {
    total: inWindow.length,
    weeks: weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart) ?? 0 })),
    bySource: counted(inWindow.map((lead) => leadSourceLabel(lead.source))),
    byMedium: counted(
      inWindow.map(
        (lead) => lead.source?.utmMedium ?? (lead.source?.referrerHost ? 'referral' : NONE),
      ),
    ),
    byCampaign: counted(inWindow.map((lead) => lead.source?.utmCampaign ?? NONE)),
    byLandingPage: counted(inWindow.map(landingPageOf)),
  };
}

/** A record (a lead or a meeting) in the funnel: where it came from, whose, and what came of it. */
interface FunnelRecord {
  createdAt: Date;
  source: LeadSource | null;
  page: string | null;
  prospect: string;
  lead: boolean;
  booked: boolean;
  held: boolean;
  outcome: Outcome | null;
}

/**
 * What each source, campaign and landing page brought in the window ending at `now`: leads (messages),
 * meetings booked (not cancelled) and held, and clients won with their value. A client is one person
 * (their address), however many of their records an admin marked: won if any was, worth the largest
 * value recorded, and counted on their first record in the window (first touch): the campaign that
 * brought them. A message and a booking from one address are one person's.
 */
export function summariseFunnel(
  leads: readonly LeadForInsights[],
  meetings: readonly MeetingForInsights[],
  now: Date,
): Funnel {
  const since = now.getTime() - INSIGHTS_WINDOW_DAYS * DAY_MS;
  const records: FunnelRecord[] = [
    ...leads.map((lead, index) => ({
      ...lead,
      prospect: lead.prospect ?? `lead ${index}`,
      lead: true,
      booked: false,
      held: false,
      outcome: lead.outcome ?? null,
    })),
    ...meetings.map((meeting) => ({
      ...meeting,
      lead: false,
      booked: !meeting.cancelled,
      held: meeting.held,
    })),
  ]
    .filter((record) => record.createdAt.getTime() >= since && record.createdAt <= now)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // Each client once: their first record in the window carries the win.
  const wins = new Map<FunnelRecord, number>();
  const seen = new Set<string>();
  for (const first of records) {
    if (seen.has(first.prospect)) continue;
    seen.add(first.prospect);
    const won = records.filter(
      (record) => record.prospect === first.prospect && record.outcome?.result === 'won',
    );
    if (won.length > 0)
      wins.set(first, Math.max(...won.map((record) => record.outcome?.valueNaira ?? 0)));
  }

  const rows = (labelOf: (record: FunnelRecord) => string): FunnelRow[] => {
    const byLabel = new Map<string, FunnelRow>();
    for (const record of records) {
      const label = labelOf(record);
      const row = byLabel.get(label) ?? {
        label,
        leads: 0,
        booked: 0,
        held: 0,
        won: 0,
        valueNaira: 0,
      };
      if (record.lead) row.leads += 1;
      if (record.booked) row.booked += 1;
      if (record.held) row.held += 1;
      const value = wins.get(record);
      if (value !== undefined) {
        row.won += 1;
        row.valueNaira += value;
      }
      byLabel.set(label, row);
    }
    return [...byLabel.values()].sort(
      (a, b) =>
        b.won - a.won ||
        b.valueNaira - a.valueNaira ||
        b.booked - a.booked ||
        b.leads - a.leads ||
        a.label.localeCompare(b.label),
    );
  };
  const [total] = rows(() => 'All sources');
  return {
    total: total ?? { label: 'All sources', leads: 0, booked: 0, held: 0, won: 0, valueNaira: 0 },
    bySource: rows((record) => leadSourceLabel(record.source)),
    byCampaign: rows((record) => record.source?.utmCampaign ?? NONE),
    byLandingPage: rows(landingPageOf),
  };
}

/** The most frequent errors first, at most `limit`. */
export function topErrors(errors: readonly StoredFieldError[], limit = 10): StoredFieldError[] {
  return [...errors].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** Everything /admin/insights shows, from the window's leads, page views and error reports. */
export function summariseInsights(input: {
  leads: readonly LeadForInsights[];
  meetings: readonly MeetingForInsights[];
  views: readonly StoredPageView[];
  errors: readonly StoredFieldError[];
  now: Date;
}): Insights {
  const leads = summariseLeads(input.leads, input.now);
  const vitals = summariseVitals(input.views);
  const leadsPerPage = new Map(leads.byLandingPage.map((row) => [row.label, row.count]));
  const routes = new Set([...vitals.map((row) => row.route), ...leadsPerPage.keys()]);
  const viewsPerRoute = new Map(vitals.map((row) => [row.route, row.views]));
  const landing = [...routes]
    .filter((route) => route !== NONE)
    .map((route) => ({
      route,
      views: viewsPerRoute.get(route) ?? 0,
      leads: leadsPerPage.get(route) ?? 0,
    }))
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.route.localeCompare(b.route));
  return {
    windowDays: INSIGHTS_WINDOW_DAYS,
    leads,
    landing,
    vitals,
    errors: topErrors(input.errors),
    funnel: summariseFunnel(input.leads, input.meetings, input.now),
    responseTimes: {
      firstResponse: medianFirstResponse(
        input.leads.map((lead) => ({
          createdAt: lead.createdAt,
          firstResponse: lead.firstResponse ?? null,
        })),
        input.now,
      ),
      answerTime: medianAnswerTime(
        input.leads.map((lead) => ({ turns: lead.turns ?? [] })),
        input.now,
      ),
    },
  };
}
