// What brings leads, and how the site does for the visitors who might become one: the summaries the
// inbox's /admin/insights shows, `npm run messages` and `npm run vitals` print, and the weekly digest
// mails. One summariser, so all of them show the same numbers.
import { FIELD_REPORT_WINDOW_DAYS, type ErrorSource } from './field-report-rules.js';
import { summariseVitals, type StoredPageView, type VitalsSummaryRow } from './field-summary.js';
import type { LeadSource } from './lead-source-rules.js';
import { lagosWeekStart } from './lagos-time.js';
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

/** The most frequent errors first, at most `limit`. */
export function topErrors(errors: readonly StoredFieldError[], limit = 10): StoredFieldError[] {
  return [...errors].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** Everything /admin/insights shows, from the window's leads, page views and error reports. */
export function summariseInsights(input: {
  leads: readonly LeadForInsights[];
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
