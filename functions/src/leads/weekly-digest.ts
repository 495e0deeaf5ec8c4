// The weekly digest: every Monday at 08:00 in Lagos, the admins get one e-mail with the week's leads,
// the ones still waiting, the median first response, the top sources, the speed of each page for
// visitors and the top errors. The same summaries as /admin/insights and the inbox (the contract's).
import type { Firestore } from 'firebase-admin/firestore';
import type { SendMailOptions } from 'nodemailer';
import {
  CONTACT_MESSAGES,
  decodeLead,
  formatBusinessDuration,
  isWaiting,
  INSIGHTS_PATH,
  INSIGHTS_WINDOW_DAYS,
  LATER_TURNS_FIELD,
  MEDIAN_WINDOW_DAYS,
  medianAnswerTime,
  medianFirstResponse,
  formatNaira,
  type CountRow,
  type Funnel,
  type FunnelRow,
  type StoredFieldError,
  type VitalsSummaryRow,
} from '@site/contract';
import type { FirmContact } from '../shared/firm-contact.js';
import { readInsights, type MeetingsReader } from './insights.js';
import { escapeHtml } from '../mail/mailer.js';
import type { MailAddresses, SmtpTransporter } from '../mail/mailer.js';

const DAY_MS = 24 * 60 * 60_000;

export interface DigestFigures {
  /** Leads that arrived in the 7 days before the digest (spam left out). */
  newLeads: number;
  /** What the sources, campaigns and landing pages of the insights' window brought (the top five). */
  funnel: Funnel;
  /** Leads of the insights' window waiting for the firm (a first answer, or the answer to an answer). */
  waiting: number;
  medianFirstResponse: { minutes: number; count: number } | null;
  /** The median answer time over every turn of the conversations (first-response.ts). */
  medianAnswerTime: { minutes: number; count: number } | null;
  topSources: CountRow[];
  vitals: VitalsSummaryRow[];
  topErrors: StoredFieldError[];
}

/** The figures, from the same reads and summaries as the insights page and the inbox. */
export async function digestFigures(
  db: Firestore,
  now: Date,
  readMeetings?: MeetingsReader,
): Promise<DigestFigures> {
  const since = new Date(
    now.getTime() - Math.max(MEDIAN_WINDOW_DAYS, INSIGHTS_WINDOW_DAYS) * DAY_MS,
  );
  const [insights, leads] = await Promise.all([
    readInsights(db, now, readMeetings),
    db
      .collection(CONTACT_MESSAGES)
      .where('createdAt', '>=', since)
      .select('createdAt', 'triage', 'firstResponseAt', LATER_TURNS_FIELD)
      .get(),
  ]);
  const stored = leads.docs
    .map((doc) => decodeLead(doc.id, doc.data()))
    .flatMap((lead) =>
      lead.createdAt && lead.triage !== 'spam' ? [{ ...lead, createdAt: lead.createdAt }] : [],
    );
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const windowStart = now.getTime() - INSIGHTS_WINDOW_DAYS * DAY_MS;
  const { funnel } = insights;
  return {
    newLeads: stored.filter((lead) => lead.createdAt.getTime() >= weekAgo).length,
    funnel: {
      total: funnel.total,
      bySource: funnel.bySource.slice(0, 5),
      byCampaign: funnel.byCampaign.slice(0, 5),
      byLandingPage: funnel.byLandingPage.slice(0, 5),
    },
    waiting: stored.filter((lead) => lead.createdAt.getTime() >= windowStart && isWaiting(lead))
      .length,
    medianFirstResponse: medianFirstResponse(stored, now),
    medianAnswerTime: medianAnswerTime(stored, now),
    topSources: insights.leads.bySource.slice(0, 5),
    vitals: insights.vitals,
    topErrors: insights.errors.slice(0, 5),
  };
}

const metric = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** "newsletter: 3 leads, 2 meetings booked, 1 held, 1 won (₦2,500,000)". */
const funnelLine = (row: FunnelRow) =>
  `${row.label}: ${row.leads} ${row.leads === 1 ? 'lead' : 'leads'}, ${row.booked} ${row.booked === 1 ? 'meeting' : 'meetings'} booked, ${row.held} held, ${row.won} won${row.valueNaira > 0 ? ` (${formatNaira(row.valueNaira)})` : ''}`;

/** The digest e-mail: plain text and the same as HTML, to every admin. */
export function composeDigestMail(
  figures: DigestFigures,
  recipients: readonly string[],
  firm: FirmContact,
  addresses: MailAddresses,
): SendMailOptions {
  const median = figures.medianFirstResponse
    ? `${formatBusinessDuration(figures.medianFirstResponse.minutes)} of business time (${figures.medianFirstResponse.count} leads, last ${MEDIAN_WINDOW_DAYS} days)`
    : `no lead answered in the last ${MEDIAN_WINDOW_DAYS} days`;
  const answerTime = figures.medianAnswerTime
    ? `${formatBusinessDuration(figures.medianAnswerTime.minutes)} of business time (${figures.medianAnswerTime.count} ${figures.medianAnswerTime.count === 1 ? 'answer' : 'answers'}, last ${MEDIAN_WINDOW_DAYS} days)`
    : `nothing answered in the last ${MEDIAN_WINDOW_DAYS} days`;
  const sections: [title: string, lines: string[]][] = [
    [
      'Leads',
      [
        `New in the last 7 days: ${figures.newLeads}`,
        `Waiting for the firm: ${figures.waiting}`,
        `Median first response: ${median}`,
        `Median answer time, every turn: ${answerTime}`,
      ],
    ],
    [
      `Top sources, last ${INSIGHTS_WINDOW_DAYS} days`,
      figures.topSources.length
        ? figures.topSources.map((row) => `${row.label}: ${row.count}`)
        : ['No leads.'],
    ],
    [
      `From lead to client, last ${INSIGHTS_WINDOW_DAYS} days`,
      [
        funnelLine(figures.funnel.total),
        ...(
          [
            ['By source', figures.funnel.bySource],
            ['By campaign', figures.funnel.byCampaign],
            ['By landing page', figures.funnel.byLandingPage],
          ] as const
        ).map(
          ([title, rows]) => `${title}: ${rows.length ? rows.map(funnelLine).join('; ') : 'none'}`,
        ),
      ],
    ],
    [
      `Speed for visitors, p75 over ${INSIGHTS_WINDOW_DAYS} days (INP, LCP)`,
      figures.vitals.length
        ? figures.vitals.map(
            (row) =>
              `${row.route}: INP ${metric(row.p75.INP)}, LCP ${metric(row.p75.LCP)} (${row.views} ${row.views === 1 ? 'view' : 'views'})`,
          )
        : ['No page views reported.'],
    ],
    [
      'Top errors',
      figures.topErrors.length
        ? figures.topErrors.map((error) => `${error.count}× on ${error.route}: ${error.message}`)
        : ['None reported.'],
    ],
  ];
  const insightsUrl = new URL(INSIGHTS_PATH, firm.siteUrl).href;
  const text = [
    `The week at ${firm.name}'s website.`,
    '',
    ...sections.flatMap(([title, lines]) => [title, ...lines.map((line) => `- ${line}`), '']),
    `More, and every lead: ${insightsUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>The week at ${escapeHtml(firm.name)}'s website.</p>`,
    ...sections.flatMap(([title, lines]) => [
      `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(title)}</h2><ul>`,
      ...lines.map((line) => `<li>${escapeHtml(line)}</li>`),
      '</ul>',
    ]),
    `<p><a href="${escapeHtml(insightsUrl)}">More, and every lead</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: addresses.sender,
    to: [...recipients],
    subject: `Weekly digest: ${figures.newLeads} new ${figures.newLeads === 1 ? 'lead' : 'leads'}, ${figures.waiting} waiting`,
    text,
    html,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

export interface DigestDependencies {
  db: Firestore;
  transport: SmtpTransporter;
  addresses: MailAddresses;
  firm: FirmContact;
  now: () => Date;
  /** The admins' e-mail addresses (admin-role.ts's listAdmins in production). */
  recipients: () => Promise<string[]>;
  /** The window's booked meetings (functions/src/booking's reader). */
  readMeetings?: MeetingsReader;
}

/**
 * Mails the digest to every admin; with no admin, to the firm's inbox (CONTACT_RECIPIENT), so a
 * digest never goes nowhere. Returns the figures sent.
 */
export async function sendWeeklyDigest(deps: DigestDependencies): Promise<DigestFigures> {
  const figures = await digestFigures(deps.db, deps.now(), deps.readMeetings);
  const admins = await deps.recipients();
  await deps.transport.sendMail(
    composeDigestMail(
      figures,
      admins.length > 0 ? admins : [deps.addresses.recipient],
      deps.firm,
      deps.addresses,
    ),
  );
  return figures;
}
