import {
  ACKNOWLEDGEMENT_INTERVAL_HOURS,
  BOOKING_RATE_LIMITS,
  BOOKING_REMINDERS,
  BOOKING_RETENTION_DAYS,
  DEFAULT_BOOKING_POLICY,
  CONTACT_MESSAGE_RETENTION_DAYS,
  FIELD_REPORT_RETENTION_DAYS,
  FIRESTORE_LOCATION,
  FUNCTIONS_REGION,
  RATE_LIMIT_WINDOW_MINUTES,
  RECENT_SIGN_IN_MAX_AGE_MINUTES,
  STRAY_MAIL_RETENTION_DAYS,
  TTL_DELETION_DELAY_HOURS,
  DELETED_DATA_IN_RECOVERY_COPIES_DAYS,
} from '@site/contract';
import { FIELD_DATA_SAMPLE_RATE } from '@/config/field-data';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { BROWSER_STORAGE, type StorageArea } from '@/config/browser-storage';
import type { Action, Seo } from './types';

/**
 * The privacy notice (NDPA 2023, GDPR). Every fact that the code decides (who we are, where data is
 * stored, how long it is kept, what the browser stores) comes from the constant that decides it.
 */

export interface PrivacyListItem {
  /** A short bold lead-in, e.g. "Access". */
  term?: string;
  text: string;
}

export type PrivacyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly PrivacyListItem[] }
  /** The controller's postal and e-mail address, rendered as an <address>. */
  | { kind: 'address'; name: string; lines: readonly string[]; email: string }
  | { kind: 'links'; links: readonly Action[] };

export interface PrivacySection {
  /** The section's anchor, listed in the page's table of contents. */
  id: string;
  title: string;
  blocks: readonly PrivacyBlock[];
}

export interface PrivacyContent {
  seo: Seo;
  hero: { eyebrow: string; title: string; lead: string };
  lastUpdated: string;
  sections: readonly PrivacySection[];
}

/** The date this notice last changed in substance; shown at the top of the page. */
export const PRIVACY_NOTICE_UPDATED = '29 November 2026';

/** Where the data is, in words, from the constants the functions deploy with. */
const storageLocation = `the European Union: Firestore's ${FIRESTORE_LOCATION} multi-region (Belgium and the Netherlands), with our server functions in ${FUNCTIONS_REGION} (Belgium)`;

const contactRetention = `${CONTACT_MESSAGE_RETENTION_DAYS} days`;

/** Whether a deployment still books some call on an external scheduling page (VITE_*_CALL_URL). */
const externalScheduling =
  site.scheduling.salesCall !== null || site.scheduling.technicalCall !== null;

const perAddressHours = BOOKING_RATE_LIMITS.perAddress.windowMinutes / 60;

const storageWhere: Record<StorageArea, string> = {
  localStorage: 'local storage',
  sessionStorage: 'session storage (gone when the tab closes)',
  IndexedDB: 'an IndexedDB database',
  'Cache Storage': "the browser's cache",
};

export const privacyContent = {
  seo: {
    title: 'Privacy Notice',
    description:
      "How we collect, use, store and delete personal data from our website and client accounts, and your rights under Nigeria's NDPA 2023 and the GDPR.",
  },
  hero: {
    eyebrow: 'PRIVACY',
    title: 'Privacy Notice',
    lead: 'What we collect when you use this website, why, where it is kept, for how long, and how you can see, correct, download or delete it.',
  },
  lastUpdated: PRIVACY_NOTICE_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.legalName} ("we", "us") runs this website and decides how the personal data it collects is used. We are the data controller under the Nigeria Data Protection Act 2023 (NDPA) and, for visitors in the European Union or the United Kingdom, under the General Data Protection Regulation (GDPR). You can reach us about anything in this notice at:`,
        },
        {
          kind: 'address',
          name: site.legalName,
          lines: [site.address.streetAddress, `${site.address.locality}, ${site.address.country}`],
          email: site.email,
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what you give us and the little our servers need to keep the service safe:',
        },
        {
          kind: 'list',
          items: [
            {
              term: 'Contact form',
              text: 'your name, e-mail address, subject and message.',
            },
            {
              term: 'Client account',
              text: 'your e-mail address, a password (stored by Firebase Authentication as a one-way hash; we never see it), whether your address is verified, and when the account was created and last used.',
            },
            {
              term: 'Profile',
              text: 'the full name, company, position and short bio you choose to enter on your profile page.',
            },
            {
              term: 'Abuse protection',
              text: `a keyed hash of the internet (IP) address a contact message came from. We never store the address itself; the hash lets us limit how many messages one address can send in ${RATE_LIMIT_WINDOW_MINUTES} minutes.`,
            },
            {
              term: 'Browser details',
              text: 'the user-agent string your browser sends with a contact message (browser and operating system names and versions), kept with the message to help us diagnose problems.',
            },
            {
              term: 'The acknowledgement',
              text: `when a message arrives, we e-mail the address it gives a short note saying so and when to expect our answer. It repeats nothing you wrote, and an address gets at most one in ${ACKNOWLEDGEMENT_INTERVAL_HOURS} hours: to tell, we keep a keyed hash of the address (never the address itself) for ${ACKNOWLEDGEMENT_INTERVAL_HOURS} hours.`,
            },
            {
              term: 'Booking a consultation',
              text: 'the call and the time you choose, your name and e-mail address and, if you give them, a phone number and a line about the topic; the page your visit began on and its campaign tag (as for a message); a keyed hash of your IP address and your browser details, as for a message. While you fill in the form we keep the time you picked for you, under a random number, for a few minutes.',
            },
            {
              term: 'Our conversation with you',
              text: "our answers to your message and everything you write back: by replying to our e-mails (each carries a reply address of its own for this conversation) or on your conversation page. We keep the new text you write, your address and the time, and the names, types and sizes of files you attach. We do not keep the files on the website: the whole e-mail, files included, goes once to our team's mailbox.",
            },
            {
              term: 'Your conversation page',
              text: 'our e-mails to you link to a page that shows this conversation and lets you write to us without an account. Its address holds a long random key: anyone with the link can read the conversation, so keep it to yourself. Opening it changes nothing; we can withdraw a link at your request, and our next e-mail then carries a new one. The page is not listed by search engines, sends no referrer to other sites and is not kept in your browser for offline use.',
            },
            {
              term: 'Where a message came from',
              text: 'with a contact message, the first page of your visit, the name of the site that linked to it (never the full address) and a campaign tag from the link (such as "whatsapp"), so we know which pages and campaigns bring enquiries.',
            },
            {
              term: 'How fast the site is for you',
              text: `when you leave a page, your browser sends us how fast it loaded and answered your taps (Core Web Vitals) and any error it hit, with the page, the site's version, your connection type (such as "3g"), a rough memory size and whether the site is installed. Never your IP address, a cookie, your account, or what you typed; ${FIELD_DATA_SAMPLE_RATE === 1 ? 'every page view sends one' : `about ${Math.round(FIELD_DATA_SAMPLE_RATE * 100)}% of page views send one`}.`,
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use cookies, advertising or third-party analytics, and we do not buy or receive personal data about you from anyone else. The speed and error reports above go to our own server only, and say nothing about who you are.',
        },
      ],
    },
    {
      id: 'why-and-lawful-basis',
      title: 'Why we use it, and on what lawful basis',
      blocks: [
        {
          kind: 'list',
          items: [
            {
              term: 'To answer your message',
              text: 'and, if you ask, to prepare a proposal. Lawful basis: steps you ask us to take before a contract, and our legitimate interest in replying to enquiries.',
            },
            {
              term: 'To hold the consultation you booked',
              text: `sending you the invitation for your calendar, reminders ${BOOKING_REMINDERS.reminderDay / 60} hours and ${BOOKING_REMINDERS.reminderHour} minutes before, and the links to move or cancel it; showing it to our team in our inbox and our own calendar. Lawful basis: steps you ask us to take before a contract.`,
            },
            {
              term: 'To run your client account',
              text: 'signing you in, verifying your e-mail address, resetting a password and showing your profile to our team. Lawful basis: performing our agreement with you to provide the account.',
            },
            {
              term: 'To make the site work better',
              text: 'the speed and error reports and where messages came from tell us which pages are slow or broken on the phones and networks our visitors use, and which pages bring enquiries. Lawful basis: our legitimate interest in a working website; the reports identify no one.',
            },
            {
              term: 'To keep the site safe',
              text: 'limiting repeated messages and investigating misuse with the address hash and browser details. Lawful basis: our legitimate interest in protecting the service and the people who use it.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We never sell your data, never use it for automated decisions about you, and never send you marketing without your consent.',
        },
      ],
    },
    {
      id: 'where-and-who',
      title: 'Where it is stored, and who processes it',
      blocks: [
        {
          kind: 'paragraph',
          text: `Everything the website collects is stored in ${storageLocation}. Google (Firebase and Google Cloud) hosts the site, the accounts and the database as our processor, under Google's data processing terms; it may not use the data for its own purposes. Contact messages, your answers and the files you attach to them are also e-mailed to our team's mailbox. Your answers by e-mail reach us through our mail provider (Mailgun), as our processor.`,
        },
        {
          kind: 'paragraph',
          text: `Storing data in the EU is a transfer out of Nigeria. We make it under the NDPA's rules for cross-border transfers, relying on the protection the GDPR gives data in the EU and on the safeguards in Google's contractual terms.${externalScheduling ? ' Some booking links open an external scheduling page, which handles the details you give it under its own privacy policy.' : ''}`,
        },
        {
          kind: 'paragraph',
          text: "Our team's calendar app (Google Calendar or Outlook) reads the booked meetings from a private address of ours, a feed only our team has and that we can change at any time: each meeting's time, your name, e-mail address, phone number and topic. It copies them into our calendar account with that provider, and a cancelled meeting leaves it at the app's next refresh, usually within a few hours.",
        },
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            {
              term: 'Contact messages',
              text: `${contactRetention} from the day they arrive, with the address hash and browser details stored with them. The database then deletes them automatically, usually within ${TTL_DELETION_DELAY_HOURS} hours. A reply that leads to a contract is kept with that contract's records.`,
            },
            {
              term: 'Bookings',
              text: `${BOOKING_RETENTION_DAYS} days after the meeting (or its cancelled time), with the address hash and browser details stored with them; then the database deletes them automatically, usually within ${TTL_DELETION_DELAY_HOURS} hours. The record that a time is taken goes a day after that time; a time kept for you while you fill in the form, after ${DEFAULT_BOOKING_POLICY.holdMinutes} minutes. A booking that leads to a contract is kept with that contract's records.`,
            },
            {
              term: 'Speed and error reports',
              text: `${FIELD_REPORT_RETENTION_DAYS} days, then deleted automatically, usually within ${TTL_DELETION_DELAY_HOURS} hours. An error that many visitors hit is kept once, with a count. Before an error is kept, our server replaces any e-mail address, phone number, token or web-address query in its text.`,
            },
            {
              term: 'Rate-limit counters',
              text: `${RATE_LIMIT_WINDOW_MINUTES} minutes for messages and for bookings per address hash, ${perAddressHours} hours for bookings per e-mail address (a keyed hash of it, never the address): each counter expires when its window ends and is deleted automatically, usually within ${TTL_DELETION_DELAY_HOURS} hours.`,
            },
            {
              term: 'Conversations',
              text: `with the message they belong to: ${contactRetention} from the day it arrived, your answers and the page included. An e-mail to one of our reply addresses that is not from the conversation's address, or names no conversation, is kept apart for our team for ${STRAY_MAIL_RETENTION_DAYS} days; the copies in our team's mailbox follow our e-mail retention.`,
            },
            {
              term: 'Acknowledgement records',
              text: `${ACKNOWLEDGEMENT_INTERVAL_HOURS} hours: the hash of an address we sent an acknowledgement to expires then and is deleted automatically, usually within ${TTL_DELETION_DELAY_HOURS} hours.`,
            },
            {
              term: 'Your account and profile',
              text: 'until you delete your account. Deleting it removes the account and the profile at once, and with them every message sent from your verified address and its conversation, and every call booked from it.',
            },
            {
              term: 'Recovery copies',
              text: `the database keeps a daily backup and a record of recent changes, so that we can recover a message lost by mistake. They are encrypted, held in the same region, and read only to restore lost messages, never to bring back an account or profile you deleted. Anything deleted above stays in them for up to ${DELETED_DATA_IN_RECOVERY_COPIES_DAYS} more days, then it is gone from them too.`,
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the NDPA 2023 and the GDPR you have the right to:',
        },
        {
          kind: 'list',
          items: [
            { term: 'Access', text: 'get a copy of the personal data we hold about you.' },
            { term: 'Rectification', text: 'have inaccurate or incomplete data corrected.' },
            {
              term: 'Erasure',
              text: 'have your data deleted when we no longer need it or have no lawful basis to keep it.',
            },
            {
              term: 'Portability',
              text: 'receive the data you gave us in a structured, machine-readable format.',
            },
            {
              term: 'Objection and restriction',
              text: 'object to our use of your data based on legitimate interests, or ask us to pause it while a question is settled.',
            },
            {
              term: 'Complaint',
              text: 'complain to the Nigeria Data Protection Commission (NDPC, ndpc.gov.ng) or, in the EU or UK, to your local data protection authority. We would welcome the chance to put things right first.',
            },
          ],
        },
      ],
    },
    {
      id: 'on-your-device',
      title: 'What this site stores on your device',
      blocks: [
        {
          kind: 'paragraph',
          text: 'No cookies and no tracking. The site keeps only what it needs to work, in your browser:',
        },
        {
          kind: 'list',
          items: BROWSER_STORAGE.map((item) => ({
            term: item.term,
            text: `${storageWhere[item.area]} "${item.name}": ${item.purpose}`,
          })),
        },
        {
          kind: 'paragraph',
          text: "You can remove all of it at any time by clearing this site's data in your browser settings.",
        },
      ],
    },
    {
      id: 'making-a-request',
      title: 'How to make a request',
      blocks: [
        {
          kind: 'paragraph',
          text: `With a client account you can do most of this yourself on your profile page: see the messages you sent from your verified address and our answers and the calls you booked from it, correct your details, change your e-mail address or password, download your data as a file (your messages, conversations and bookings included), or delete your account with them (you confirm with your password; the deletion accepts a sign-in at most ${RECENT_SIGN_IN_MAX_AGE_MINUTES} minutes old).`,
        },
        {
          kind: 'paragraph',
          text: `For anything else, including a contact message you sent us, e-mail ${site.email} with "Privacy request" in the subject. We may ask you to confirm who you are, and we answer within 30 days, free of charge.`,
        },
        {
          kind: 'links',
          links: [
            { label: 'Go to your profile', to: paths.profile.getHref(), variant: 'primary' },
            {
              label: 'E-mail a privacy request',
              href: `mailto:${site.email}?subject=${encodeURIComponent('Privacy request')}`,
              variant: 'secondary',
            },
          ],
        },
      ],
    },
  ],
} as const satisfies PrivacyContent;
