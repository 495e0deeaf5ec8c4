// conversationPage: the HTTPS function behind Hosting's `/conversation/**` rewrite, the prospect's
// conversation page. Logic in conversation-request.ts; the page in conversation-page.ts.
import { onRequest } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@site/contract';
import { alertSender, leadMailDependencies } from '../leads/lead-dependencies.js';
import { callerIp } from '../shared/caller-ip.js';
import { allowedOrigins, conversationKey, ipHashSalt, smtpUrl } from '../shared/params.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { CONVERSATION_PAGE_HEADERS } from './conversation-page.js';
import { handleConversationRequest } from './conversation-request.js';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const conversationPage = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, ipHashSalt, conversationKey],
    // The same ceiling as the contact form's HTML path.
    maxInstances: 5,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async (request, response) => {
    const answer = await handleConversationRequest(
      {
        method: request.method,
        path: request.path,
        sent: request.query.sent === '1',
        origin: header(request.headers.origin),
        contentType: header(request.headers['content-type']),
        body: request.rawBody,
      },
      { ip: callerIp(request) },
      {
        ...leadMailDependencies(),
        alerts: alertSender(),
        ipHashSalt: ipHashSalt.value(),
        allowedOrigins: allowedOrigins.value(),
      },
    );
    response.set(CONVERSATION_PAGE_HEADERS);
    if (answer.status === 303) {
      response.redirect(303, answer.location);
      return;
    }
    if (answer.status === 405) response.set('Allow', 'GET, HEAD, POST');
    response.status(answer.status).type('html').send(answer.html);
  },
);
