import { site } from '@/config/site';
import { schedulingActions } from './contact';
import type { Seo } from './types';

/** Whether any call is still booked on an external page (VITE_SALES_CALL_URL, VITE_TECHNICAL_CALL_URL). */
const anyExternal = Object.values(schedulingActions).some((action) => 'href' in action);

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
      kind: 'sales',
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
      kind: 'technical',
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
  note: anyExternal
    ? `Scheduling opens in a new tab. If no time suits you, call ${site.phone} or e-mail ${site.email}.`
    : `Times are in Lagos (West Africa Time), and in yours when it differs. If no time suits you, call ${site.phone} or e-mail ${site.email}.`,
  /** What the booking on the page says, step by step (src/features/booking). */
  picker: {
    loading: 'Finding open times…',
    loadFailed: 'We could not load the open times. Please check your connection and try again.',
    retry: 'Try again',
    chooseDay: 'Choose a day',
    chooseTime: 'Choose a time',
    noTimes: 'No times are open in the next three weeks. Please call or e-mail us.',
    yourDetails: 'Your details',
    held: (minutes: number) => `We are keeping this time for you for ${minutes} minutes.`,
    confirm: 'Confirm Booking',
    confirming: 'Booking...',
    change: 'Choose another time',
    otherTimes: 'The next free times:',
    failed: 'Your booking was not sent. Please check your connection and try again.',
    offline: 'You are offline. Please connect to book a time.',
    booked: (kind: string) => `Your ${kind} is booked`,
    invitation: (email: string) =>
      `We have sent an invitation for your calendar to ${email}, with links to reschedule or cancel. If it does not arrive within a few minutes, check your spam folder or call us.`,
  },
} as const;
