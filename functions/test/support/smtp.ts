// An SMTP server inside the test process for a test file whose code sends e-mail, with the hooks every
// such file needs: started before its tests, accepting again at the start of each test (a test that
// refuses mail cannot leak that into the next), closed after them with every transport made to it.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpCatcher } from '@site/smtp-catcher';
import type { CaughtMail, SmtpCatcher } from '@site/smtp-catcher';
import { createSmtpTransport, type SmtpTransporter } from '../../src/mail/mailer.js';

export interface TestSmtpServer {
  /** Every e-mail the server accepted, in arrival order. */
  readonly mails: CaughtMail[];
  /** Refuse every e-mail from now on with a 550 carrying `reason`; null accepts again. */
  rejectMail(reason: string | null): void;
  /** A new transport to the server (closed after the file's tests). */
  transport(): SmtpTransporter;
}

/** Call at the top of a test file: the server exists from its `beforeAll` hooks on. */
export function useSmtpServer(): TestSmtpServer {
  let server: SmtpCatcher | undefined;
  const transports: SmtpTransporter[] = [];
  const running = (): SmtpCatcher => {
    if (server === undefined) throw new Error('The SMTP server starts in beforeAll.');
    return server;
  };

  beforeAll(async () => {
    server = await startSmtpCatcher({ port: 0 });
  });
  afterAll(async () => {
    for (const transport of transports) transport.close();
    await server?.close();
  });
  beforeEach(() => {
    server?.rejectMail(null);
  });

  return {
    get mails() {
      return running().mails;
    },
    rejectMail: (reason) => running().rejectMail(reason),
    transport: () => {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${running().port}`);
      transports.push(transport);
      return transport;
    },
  };
}
