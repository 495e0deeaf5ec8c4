import { env as siteEnv, type Env } from './env';

/**
 * The company's identity, contacts, address, hours and scheduling links.
 * Nothing else in the code base hard-codes any of these; copy says "we".
 */
export interface OpeningHours {
  /** Human label, e.g. "Monday – Friday". */
  days: string;
  /** schema.org day names, for JSON-LD. */
  dayOfWeek: readonly string[];
  /** 24-hour local times (West Africa Time), or null when closed. */
  opens: string | null;
  closes: string | null;
  /** What a visitor reads, e.g. "9:00 AM – 6:00 PM". */
  label: string;
}

/** Builds the site identity from VITE_* variables (the build tooling passes its own, loaded with Vite's loadEnv). */
export function createSite(env: Env) {
  const companyName = env.VITE_COMPANY_NAME ?? 'Lagoon Ridge Technologies';
  return {
    name: companyName,
    shortName: env.VITE_COMPANY_NAME ?? 'Lagoon Ridge',
    legalName: `${companyName} Limited`,
    foundedYear: 2011,
    url: env.VITE_SITE_URL ?? 'https://lagoonridge.com.ng',
    tagline: 'IT services and business consulting from Lagos, for Africa and the world.',
    email: env.VITE_CONTACT_EMAIL ?? 'sales@lagoonridge.com.ng',
    phone: env.VITE_CONTACT_PHONE ?? '+234 1 700 4200',
    supportPhone: env.VITE_SUPPORT_PHONE ?? '+234 1 700 4299',
    /** WhatsApp click-to-chat (a mobile line); null, and no link anywhere, with VITE_WHATSAPP_NUMBER=none. */
    whatsApp:
      env.VITE_WHATSAPP_NUMBER === 'none'
        ? null
        : (env.VITE_WHATSAPP_NUMBER ?? '+234 803 700 4200'),
    address: {
      streetAddress: '14 Adeola Odeku Street, Victoria Island',
      locality: 'Lagos',
      region: 'Lagos State',
      country: 'Nigeria',
      countryCode: 'NG',
      /** The short form the spec's location card shows. */
      short: 'Lagos, Nigeria',
    },
    timeZone: { name: 'West Africa Time', abbreviation: 'WAT', iana: 'Africa/Lagos' },
    hours: [
      {
        days: 'Monday – Friday',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
        label: '9:00 AM – 6:00 PM',
      },
      {
        days: 'Saturday',
        dayOfWeek: ['Saturday'],
        opens: '10:00',
        closes: '16:00',
        label: '10:00 AM – 4:00 PM',
      },
      { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null, label: 'Closed' },
    ] satisfies readonly OpeningHours[],
    emailResponseTime: '2-4 hours',
    formResponseTime: 'within 24 hours',
    scheduling: {
      salesCall: env.VITE_SALES_CALL_URL ?? 'https://calendly.com/lagoonridge/sales-call',
      technicalCall:
        env.VITE_TECHNICAL_CALL_URL ?? 'https://calendly.com/lagoonridge/technical-call',
    },
  } as const;
}

export const site = createSite(siteEnv);
export type Site = ReturnType<typeof createSite>;

/**
 * WhatsApp's click-to-chat link (wa.me): the number as digits only, as WhatsApp requires, and the
 * message the chat opens with. With no number, WhatsApp asks whom to send the message to (sharing a
 * page). It opens the app on a phone and WhatsApp Web elsewhere.
 */
export function whatsAppHref(number: string | null, text: string): string {
  // "'" too, which encodeURIComponent leaves: the link reads the same in HTML as in the address bar.
  const encoded = encodeURIComponent(text).replaceAll("'", '%27');
  return `https://wa.me/${number?.replace(/\D/g, '') ?? ''}?text=${encoded}`;
}

/** A phone number as a dialable `tel:` link (spaces removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
