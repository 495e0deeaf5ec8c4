import { describeLeadSource, lagosSortableTime, type Lead } from '@site/contract';
import { MAIL_STATE_LABELS, TRIAGE_LABELS } from './triage';

const COLUMNS: [title: string, value: (message: Lead) => string][] = [
  ['Received (Lagos time)', (message) => lagosSortableTime(message.createdAt)],
  ['Status', (message) => TRIAGE_LABELS[message.triage]],
  ['Name', (message) => message.name],
  ['E-mail', (message) => message.email],
  ['Company', (message) => message.company ?? ''],
  ['Phone', (message) => message.phone ?? ''],
  ['Subject', (message) => message.subject],
  ['Message', (message) => message.message],
  ['Page', (message) => message.page ?? ''],
  ['Source', (message) => describeLeadSource(message.source)],
  ['Delivery', (message) => MAIL_STATE_LABELS[message.mail.notification.state]],
  ['Assigned to', (message) => message.assignedTo ?? ''],
  ['Note', (message) => message.note],
  ['Message id', (message) => message.id],
];

/**
 * One CSV cell (RFC 4180: quoted when it holds a comma, quote or line break). A value a spreadsheet
 * would run as a formula (=, +, -, @, or a tab or return first) is prefixed with ', as OWASP advises:
 * the text comes from strangers.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The messages as a CSV file's text, with a byte-order mark so Excel reads it as UTF-8. */
export function inboxCsv(messages: readonly Lead[]): string {
  const rows = [
    COLUMNS.map(([title]) => title),
    ...messages.map((message) => COLUMNS.map(([, value]) => value(message))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
