// The mail sweep over the lead's e-mails alone, as the scheduled sweep (firm/mail-sweep-schedule.ts)
// sweeps them among the booking's: for the tests of the lead's own mail.
import { leadSweptMails } from '../../src/leads/lead-mail-sweep.js';
import type { LeadMailDependencies } from '../../src/leads/lead-mail.js';
import { sweepMail, type MailSweepDependencies } from '../../src/mail/mail-sweep.js';

export type LeadSweepDependencies = LeadMailDependencies & MailSweepDependencies;

export const sweepUndeliveredMail = (deps: LeadSweepDependencies) =>
  sweepMail(leadSweptMails(deps), deps);
