// Deploy-time configuration. Values come from `functions/.env.<project>` and Secret Manager when
// deployed; the Functions emulator also reads `functions/.env.local` and `functions/.secret.local`.
import { defineList, defineSecret, defineString } from 'firebase-functions/params';

/** e.g. `smtps://user:password@smtp.example.com:465`; holds credentials, hence a secret. */
export const smtpUrl = defineSecret('SMTP_URL');

/** Salt of the IP hash; a secret so nobody with read access to Firestore can reverse the hashes. */
export const ipHashSalt = defineSecret('IP_HASH_SALT');

export const contactRecipient = defineString('CONTACT_RECIPIENT', {
  description: 'Inbox that receives contact-form messages, e.g. "Sales <sales@example.com>".',
});

export const contactSender = defineString('CONTACT_SENDER', {
  description: 'From address the SMTP server may send as, e.g. "Website <no-reply@example.com>".',
});

export const allowedOrigins = defineList('CONTACT_ALLOWED_ORIGINS', {
  description: 'Origins of the site allowed to call the function (CORS).',
});
