// By path, not by package name: vite.config.ts imports this file, and Vite's config loader leaves
// packages to Node, which cannot load the contract's TypeScript.
import { OPENING_HOURS } from '../../packages/contract/src/opening-hours';
import { FIRM_CONTACT_DEFAULTS } from '../../packages/contract/src/firm-contact';
import { env as siteEnv, type Env } from './env';

/**
 * The company's identity, contacts, address, hours and scheduling links, built from VITE_* variables
 * (the build tooling passes its own, loaded with Vite's loadEnv). Nothing else in the code base
 * hard-codes any of these; copy says "we". The hours and holidays, and the defaults of what the
 * acknowledgement e-mail gives (name, phone, WhatsApp, address), live in the contract, which the
 * functions share.
 */
export function createSite(env: Env) {
  const companyName = env.VITE_COMPANY_NAME ?? FIRM_CONTACT_DEFAULTS.name;
  return {
    name: companyName,
    shortName: env.VITE_COMPANY_NAME ?? 'Lagoon Ridge',
    legalName: `${companyName} Limited`,
    foundedYear: 2011,
    url: env.VITE_SITE_URL ?? FIRM_CONTACT_DEFAULTS.siteUrl,
    tagline: 'IT services and business consulting from Lagos, for Africa and the world.',
    email: env.VITE_CONTACT_EMAIL ?? 'sales@lagoonridge.com.ng',
    phone: env.VITE_CONTACT_PHONE ?? FIRM_CONTACT_DEFAULTS.phone,
    supportPhone: env.VITE_SUPPORT_PHONE ?? '+234 1 700 4299',
    /** WhatsApp click-to-chat (a mobile line); null, and no link anywhere, with VITE_WHATSAPP_NUMBER=none. */
    whatsApp:
      env.VITE_WHATSAPP_NUMBER === 'none'
        ? null
        : (env.VITE_WHATSAPP_NUMBER ?? FIRM_CONTACT_DEFAULTS.whatsApp),
    address: {
      streetAddress: '14 Adeola Odeku Street, Victoria Island',
      locality: 'Lagos',
      region: 'Lagos State',
      country: 'Nigeria',
      countryCode: 'NG',
      /** The short form the spec's location card shows. */
      short: 'Lagos, Nigeria',
    },
    // Lagos time's zone and offset, for code: the contract's lagos-time.ts. These are the words for it.
    timeZone: { name: 'West Africa Time', abbreviation: 'WAT' },
    hours: OPENING_HOURS,
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

// The links to the firm's phone and WhatsApp, as the acknowledgement e-mail writes them too.
export { telHref, whatsAppHref } from '../../packages/contract/src/firm-contact';
