import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// What the local stack's SMTP catcher (packages/smtp-catcher/src/smtp-catcher.mjs) saved as .eml files.

const MAIL_DIRECTORY = path.resolve(import.meta.dirname, '../../../.emulator-data/mail');

/** Each saved e-mail, quoted-printable soft line breaks undone. */
async function caughtMails(): Promise<string[]> {
  const files = await readdir(MAIL_DIRECTORY).catch(() => [] as string[]);
  const raw = await Promise.all(
    files.map(async (file) => readFile(path.join(MAIL_DIRECTORY, file), 'utf8')),
  );
  return raw.map((mail) => mail.replace(/=\r?\n/g, ''));
}

/** The e-mails that mention `token`. */
export async function mailsMentioning(token: string): Promise<string[]> {
  return (await caughtMails()).filter((mail) => mail.includes(token));
}

/** The acknowledgements sent to `address` (functions/src/leads/acknowledgement-mail.ts), raw. */
export async function acknowledgementsTo(address: string): Promise<string[]> {
  return (await caughtMails()).filter((mail) => {
    const headers = mail.split(/\r?\n\r?\n/)[0] ?? '';
    return (
      /^X-Contact-Acknowledgement-For: /im.test(headers) &&
      new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'im').test(headers)
    );
  });
}
