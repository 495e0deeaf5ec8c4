// receiveInboundMail: the HTTPS function a mail provider's inbound route posts every mail for the reply
// domain to (https://<region>-<project>.cloudfunctions.net/receiveInboundMail). Logic in inbound-mail.ts.
import { onRequest } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@site/contract';
import { alertSender, leadMailDependencies } from '../leads/lead-dependencies.js';
import { conversationKey, mailgunSigningKey, smtpUrl } from '../shared/params.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { handleInboundMail } from './inbound-mail.js';
import { mailgun } from './mailgun.js';

export const receiveInboundMail = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, conversationKey, mailgunSigningKey],
    // Answers to the firm's mails: a handful a day. The ceiling bounds the cost of a flood.
    maxInstances: 3,
    concurrency: 20,
    // A post holds the whole mail, attachments included (up to Mailgun's 25 MB).
    memory: '512MiB',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async (request, response) => {
    const contentType = request.headers['content-type'];
    const answer = await handleInboundMail(
      {
        method: request.method,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        body: request.rawBody ?? Buffer.alloc(0),
      },
      mailgun,
      mailgunSigningKey.value(),
      { ...leadMailDependencies(), alerts: alertSender() },
    );
    response.status(answer.status).type('text').send(answer.body);
  },
);
