// Deploy-time configuration. Values come from `functions/.env.<project>` and Secret Manager when
// deployed; the Functions emulator also reads `functions/.env.local` and `functions/.secret.local`.
import { defineList, defineSecret, defineString } from 'firebase-functions/params';
import { firmContact, FIRM_SETTINGS } from './firm-contact.js';
import type { FirmContact, FirmSetting } from './firm-contact.js';

/** e.g. `smtps://user:password@smtp.example.com:465`; holds credentials, hence a secret. */
export const smtpUrl = defineSecret('SMTP_URL');

/** Salt of the IP hash; a secret so nobody with read access to Firestore can reverse the hashes. */
export const ipHashSalt = defineSecret('IP_HASH_SALT');

/**
 * The key of every lead's reply and page tokens (functions/src/leads/conversation-tokens.ts): keyed
 * hashes of the lead's id, so a copy of the database opens no conversation. Changing it changes every
 * link and reply address (old ones stop working).
 */
export const conversationKey = defineSecret('CONVERSATION_KEY');

/** Mailgun's HTTP webhook signing key: it signs every inbound post (functions/src/inbound/mailgun.ts). */
export const mailgunSigningKey = defineSecret('MAILGUN_SIGNING_KEY');

/**
 * The domain the mail provider receives the prospects' answers on (`reply+<token>@<domain>`), e.g.
 * `reply.example.com`; empty: no inbound mail, answers go to CONTACT_RECIPIENT as before.
 */
export const replyDomain = defineString('REPLY_DOMAIN', {
  default: '',
  description:
    'Domain whose mail the provider posts to receiveInboundMail (reply+<token>@<domain>), or empty.',
});

export const contactRecipient = defineString('CONTACT_RECIPIENT', {
  description: 'Inbox that receives contact-form messages, e.g. "Sales <sales@example.com>".',
});

export const contactSender = defineString('CONTACT_SENDER', {
  description: 'From address the SMTP server may send as, e.g. "Website <no-reply@example.com>".',
});

export const allowedOrigins = defineList('CONTACT_ALLOWED_ORIGINS', {
  description: 'Origins of the site allowed to call the function (CORS).',
});

// What the acknowledgement e-mail names of the firm. The defaults are the site's; a project whose site
// sets VITE_COMPANY_NAME, VITE_CONTACT_PHONE, VITE_WHATSAPP_NUMBER or VITE_SITE_URL sets these to the
// same values, which the deploy checks (firm-contact.ts).
export const firmName = defineString('FIRM_NAME', {
  default: FIRM_SETTINGS.FIRM_NAME.fallback,
  description: "The firm's name, as the site shows it (VITE_COMPANY_NAME).",
});
export const firmPhone = defineString('FIRM_PHONE', {
  default: FIRM_SETTINGS.FIRM_PHONE.fallback,
  description: "The firm's phone number, as the site shows it (VITE_CONTACT_PHONE).",
});
export const firmWhatsApp = defineString('FIRM_WHATSAPP', {
  default: FIRM_SETTINGS.FIRM_WHATSAPP.fallback,
  description: 'The WhatsApp number, or "none" (VITE_WHATSAPP_NUMBER).',
});
export const siteUrl = defineString('SITE_URL', {
  default: FIRM_SETTINGS.SITE_URL.fallback,
  description: "The site's address (VITE_SITE_URL).",
});

const FIRM_PARAMS = {
  FIRM_NAME: firmName,
  FIRM_PHONE: firmPhone,
  FIRM_WHATSAPP: firmWhatsApp,
  SITE_URL: siteUrl,
} satisfies Record<FirmSetting, unknown>;

/** The firm's contact as this deployment's params give it. */
export function firmContactFromParams(): FirmContact {
  return firmContact((name) => FIRM_PARAMS[name].value());
}
