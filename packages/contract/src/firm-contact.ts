// What the firm's messages to a prospect name: the site shows these unless VITE_* variables say
// otherwise (src/config/site.ts), the acknowledgement e-mail unless the functions' FIRM_* params do
// (functions/src/shared/params.ts); the deploy refuses a project where the two disagree.
export const FIRM_CONTACT_DEFAULTS = {
  name: 'Lagoon Ridge Technologies',
  phone: '+234 1 700 4200',
  /** A mobile line with WhatsApp; "none" in either setting means no WhatsApp link. */
  whatsApp: '+234 803 700 4200',
  siteUrl: 'https://lagoonridge.com.ng',
} as const;

/**
 * WhatsApp's click-to-chat link (wa.me): the number as digits only, as WhatsApp requires, and the
 * message the chat opens with, if any. With no number, WhatsApp asks whom to send the message to
 * (sharing a page). It opens the app on a phone and WhatsApp Web elsewhere.
 */
export function whatsAppHref(number: string | null, text?: string): string {
  const chat = `https://wa.me/${number?.replace(/\D/g, '') ?? ''}`;
  // "'" too, which encodeURIComponent leaves: the link reads the same in HTML as in the address bar.
  return text === undefined
    ? chat
    : `${chat}?text=${encodeURIComponent(text).replaceAll("'", '%27')}`;
}

/** A phone number as a dialable `tel:` link (spaces removed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
