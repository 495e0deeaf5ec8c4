// conversationPage: the HTTPS function behind Hosting's `/conversation/**` rewrite, the prospect's
// conversation page. Logic in conversation-request.ts; the page in conversation-page.ts.
import { onRequest } from 'firebase-functions/https';
import { alertSender, leadMailDependencies } from '../leads/lead-dependencies.js';
import { callerIp } from '../shared/caller-ip.js';
import { FORM_ENDPOINT_OPTIONS, firstHeader } from '../shared/form-endpoint.js';
import { allowedOrigins, ipHashSalt } from '../shared/params.js';
import { CONVERSATION_PAGE_HEADERS } from './conversation-page.js';
import { handleConversationRequest } from './conversation-request.js';

export const conversationPage = onRequest(FORM_ENDPOINT_OPTIONS, async (request, response) => {
  const answer = await handleConversationRequest(
    {
      method: request.method,
      path: request.path,
      sent: request.query.sent === '1',
      origin: firstHeader(request.headers.origin),
      contentType: firstHeader(request.headers['content-type']),
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
});
