import type { BookingKind } from '@site/contract';
import { bookingLink } from './booking-links';
import { site } from './site';

/**
 * The firm's reply templates: where an answer from the inbox starts. The admin edits the text before
 * sending; `{name}` and the links are filled in from the lead and the site's config.
 */
export interface ReplyTemplate {
  id: string;
  /** What the inbox's template list shows. */
  label: string;
  text: (lead: { name: string }) => string;
}

const signOff = `Kind regards,\n${site.name}`;

/** A call's booking, as a full address for an e-mail: /booking with its times opened, or the external page. */
const bookingUrl = (kind: BookingKind) => new URL(bookingLink(kind).href, site.url).href;

/** The first name a lead gave, for a greeting ("Adaeze Okafor" → "Adaeze"). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: 'book-a-call',
    label: 'Thank you: book a call',
    text: ({ name }) =>
      `Hello ${firstName(name)},\n\nThank you for getting in touch. The quickest way forward is a short call with our team: choose a time that suits you here: ${bookingUrl('sales')}\n\nIf you would rather we call you, reply with a number and a good time.\n\n${signOff}`,
  },
  {
    id: 'more-details',
    label: 'Ask for more details',
    text: ({ name }) =>
      `Hello ${firstName(name)},\n\nThank you for your message. So that we can give you a useful answer, could you tell us a little more:\n\n- how many people and sites are involved,\n- the systems you use today,\n- when you would like to start?\n\n${signOff}`,
  },
  {
    id: 'technical-call',
    label: 'Technical call with an engineer',
    text: ({ name }) =>
      `Hello ${firstName(name)},\n\nThank you for the details. One of our engineers would like to go through them with you: book a technical call here: ${bookingUrl('technical')}\n\n${signOff}`,
  },
  {
    id: 'blank',
    label: 'Blank, with greeting',
    text: ({ name }) => `Hello ${firstName(name)},\n\n\n\n${signOff}`,
  },
];
