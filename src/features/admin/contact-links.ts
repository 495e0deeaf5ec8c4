import { telHref, whatsAppHref } from '@/config/site';
import { lagosSortableTime, replySubject, type Lead } from '@site/contract';

/** A reply in the admin's own mail app: "Re:" the subject, the message quoted below. */
export function replyHref(message: Lead): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  // The day it arrived in Lagos, as the reply sent from the inbox says it.
  const day = message.createdAt ? lagosSortableTime(message.createdAt).slice(0, 10) : 'your visit';
  const body = `\n\nOn ${day}, ${message.name} wrote:\n${quoted}\n`;
  const subject = replySubject(message.subject);
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The number with its country code, as WhatsApp needs it: a Nigerian number written the local way
 * (0803 123 4567) becomes +234 803 123 4567. Null when it has too few digits to dial.
 */
export function internationalNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+234${digits.slice(1)}`;
  return `+${digits}`;
}

export function callHref(phone: string): string | null {
  const number = internationalNumber(phone);
  return number ? telHref(number) : null;
}

export function whatsAppReplyHref(message: Lead): string | null {
  const number = message.phone ? internationalNumber(message.phone) : null;
  if (!number) return null;
  const firstName = message.name.split(/\s+/)[0] ?? message.name;
  return whatsAppHref(number, `Hello ${firstName}, about your message "${message.subject}":`);
}
