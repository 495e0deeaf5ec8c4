import { site } from '@/config/site';
import type { Action, Seo } from './types';

export const schedulingActions = {
  sales: { label: 'Book a Sales Call', href: site.scheduling.salesCall, variant: 'primary' },
  technical: {
    label: 'Book a Technical Call',
    href: site.scheduling.technicalCall,
    variant: 'secondary',
  },
} as const satisfies Record<string, Action>;

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

export const bookingContent = {
  seo: {
    title: 'Book a Consultation',
    description:
      'Book a free consultation with our team in Lagos: a sales call to scope your project, or a technical call with an engineer. Choose a time that suits you.',
  } satisfies Seo,
  hero: {
    eyebrow: 'BOOK A CONSULTATION',
    title: 'Book a Consultation',
    lead: 'Pick the conversation you need and choose a time in our calendar. Both calls are free, last 30 minutes and come with a written summary.',
  },
  options: [
    {
      title: 'Sales call',
      text: 'For leaders planning a project or comparing providers. We discuss goals, scope, timelines and budget, and agree clear next steps.',
      points: [
        'Your goals and constraints',
        'Which of our services fit',
        'Indicative timelines and costs',
      ],
      action: schedulingActions.sales,
    },
    {
      title: 'Technical call',
      text: 'For IT teams who want to go deep. An engineer reviews your current setup, the options and the risks with you.',
      points: [
        'Your architecture and systems',
        'Migration and integration options',
        'Security and compliance questions',
      ],
      action: schedulingActions.technical,
    },
  ],
  note: `Scheduling opens in a new tab. If no time suits you, call ${site.phone} or e-mail ${site.email}.`,
} as const;
