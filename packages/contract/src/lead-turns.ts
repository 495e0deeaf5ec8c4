// What a turn of the conversation becomes when either side writes: the two events that move a lead's
// turns (LeadTurn, lead-record.ts), as the stored `laterTurns` they leave. Only functions/src/leads
// writes them; the inbox, the escalation and the insights read the decoded turns.
import {
  LATER_TURNS_MAX,
  openTurn,
  type FirstResponse,
  type Lead,
  type LeadTurn,
} from './lead-record.js';
import { triageAfter } from './lead-states.js';

/** A later turn as stored: times as Dates (the Admin SDK stores them as Timestamps). */
export interface StoredTurn {
  askedAt: Date;
  answeredAt: Date | null;
}

const stored = (turns: readonly LeadTurn[]): StoredTurn[] =>
  turns.slice(1).map(({ askedAt, answeredAt }) => ({ askedAt, answeredAt }));

/**
 * The prospect answered at `at`. If the firm's word was the last (no open turn), the answer opens a new
 * turn; otherwise the open turn stays as it is: the prospect has waited since it opened.
 * `laterTurns` is null when nothing changes.
 */
export function turnsAfterProspectAnswer(
  lead: Pick<Lead, 'turns'>,
  at: Date,
): { laterTurns: StoredTurn[] | null; opensTurn: boolean } {
  if (lead.turns.length === 0 || openTurn(lead) !== null) {
    return { laterTurns: null, opensTurn: false };
  }
  const later = [...stored(lead.turns), { askedAt: at, answeredAt: null }];
  return { laterTurns: later.slice(-LATER_TURNS_MAX), opensTurn: true };
}

/**
 * The firm answered at `at` (a reply, or an answer recorded from the inbox). It closes the open turn:
 * the first one is closed by the first-response stamp (`firstResponse`), a later one here.
 * `laterTurns` is null when no later turn was open.
 */
export function turnsAfterFirmResponse(
  lead: Pick<Lead, 'turns'>,
  at: Date,
): { laterTurns: StoredTurn[] | null } {
  const open = openTurn(lead);
  if (open === null || lead.turns.length < 2) return { laterTurns: null };
  const later = stored(lead.turns);
  later[later.length - 1] = { askedAt: open.askedAt, answeredAt: at };
  return { laterTurns: later };
}

/**
 * The lead once the firm has answered at `at` (`first`: the first response this answer would stamp if
 * none was): its first response (stamped once), triage (the `answered` event) and turns. The functions
 * write it (lead-reply.ts); the inbox shows it before its next read.
 */
export function afterFirmResponse(
  lead: Pick<Lead, 'turns' | 'triage' | 'firstResponse'>,
  first: FirstResponse,
  at: Date,
): Pick<Lead, 'turns' | 'triage' | 'firstResponse'> & { laterTurns: StoredTurn[] | null } {
  const { laterTurns } = turnsAfterFirmResponse(lead, at);
  const [firstTurn, ...later] = lead.turns;
  const turns = laterTurns
    ? [firstTurn!, ...laterTurns]
    : firstTurn
      ? [{ askedAt: firstTurn.askedAt, answeredAt: firstTurn.answeredAt ?? first.at }, ...later]
      : [];
  return {
    firstResponse: lead.firstResponse ?? first,
    triage: triageAfter(lead.triage, 'answered'),
    turns,
    laterTurns,
  };
}
