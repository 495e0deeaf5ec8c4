// What the acknowledgement e-mail names of the firm, from the functions' settings; each setting has
// the site's default (the contract's FIRM_CONTACT_DEFAULTS) and must agree with the site's variable,
// which the deploy checks (scripts/ops/deploy/preflight.ts).
import { FIRM_CONTACT_DEFAULTS } from '@site/contract';

/** The firm as a prospect reaches it. */
export interface FirmContact {
  name: string;
  phone: string;
  /** Null: no WhatsApp line. */
  whatsApp: string | null;
  siteUrl: string;
}

/**
 * The functions' settings for the firm's contact: the site's variable each must agree with, and the
 * value both fall back to.
 */
export const FIRM_SETTINGS = {
  FIRM_NAME: { siteVariable: 'VITE_COMPANY_NAME', fallback: FIRM_CONTACT_DEFAULTS.name },
  FIRM_PHONE: { siteVariable: 'VITE_CONTACT_PHONE', fallback: FIRM_CONTACT_DEFAULTS.phone },
  FIRM_WHATSAPP: { siteVariable: 'VITE_WHATSAPP_NUMBER', fallback: FIRM_CONTACT_DEFAULTS.whatsApp },
  SITE_URL: { siteVariable: 'VITE_SITE_URL', fallback: FIRM_CONTACT_DEFAULTS.siteUrl },
} as const;

export type FirmSetting = keyof typeof FIRM_SETTINGS;

/** The firm's contact from its settings, read by name (params in a function, `.env` in a script). */
export function firmContact(setting: (name: FirmSetting) => string | undefined): FirmContact {
  const value = (name: FirmSetting) => setting(name) || FIRM_SETTINGS[name].fallback;
  const whatsApp = value('FIRM_WHATSAPP');
  return {
    name: value('FIRM_NAME'),
    phone: value('FIRM_PHONE'),
    // "none", as VITE_WHATSAPP_NUMBER says it: the firm has no WhatsApp line.
    whatsApp: whatsApp === 'none' ? null : whatsApp,
    siteUrl: value('SITE_URL'),
  };
}
