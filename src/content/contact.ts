import type { BookingKind } from '@site/contract';
import { bookingLink } from '@/config/booking-links';
import { site } from '@/config/site';
import type { Action, Seo } from './types';

/** A "book a call" action: to /booking with the call's times opened, or the external page set for it. */
function bookingAction(kind: BookingKind, label: string, variant: 'primary' | 'secondary'): Action {
  const link = bookingLink(kind);
  return link.external ? { label, href: link.href, variant } : { label, to: link.href, variant };
}

export const schedulingActions = {
  sales: bookingAction('sales', 'Book a Sales Call', 'primary'),
  technical: bookingAction('technical', 'Book a Technical Call', 'secondary'),
} as const satisfies Record<BookingKind, Action>;

export const contactContent = {
  seo: {
    title: 'Contact Us',
    description: `Talk to our consultants in Lagos: e-mail ${site.email}, call ${site.phone} or send a message. We reply within 24 hours, Monday to Saturday.`,
  } satisfies Seo,
  hero: {
    eyebrow: 'CONTACT US',
    title: 'Get in Touch',
    lead: 'Tell us about your project, your systems or the problem in front of you. A consultant, not a call centre, will reply within 24 hours.',
  },
  form: {
    title: 'Send us a message',
    text: 'Fields marked * are required. We use your details only to answer you.',
  },
  hours: {
    title: 'Business Hours',
    note: `All times are ${site.timeZone.name} (${site.timeZone.abbreviation}, UTC+1). We answer e-mail within ${site.emailResponseTime} during business hours.`,
  },
  consultation: {
    title: 'Prefer to talk?',
    text: 'Book a free 30-minute call with our sales team to discuss your needs, or with an engineer to go into the technical detail.',
  },
  emergency: {
    title: '24/7 Emergency Support',
    text: 'Enterprise clients with a support contract can reach our engineers at any hour on the 24/7 emergency line listed in their service agreement.',
  },
} as const;
