// submitContactForm: the HTTPS function behind Hosting's `/api/contact` rewrite, which the prerendered
// contact form posts to when the app has not loaded. The logic is contact-form-post.ts.
import { onRequest } from 'firebase-functions/https';
import { callerIp } from '../shared/caller-ip.js';
import { contactDependencies } from './contact-dependencies.js';
import { handleContactFormPost } from './contact-form-post.js';
import { FORM_ENDPOINT_OPTIONS, firstHeader } from '../shared/form-endpoint.js';
import { HTML_PAGE_POLICY } from '../shared/html-page.js';
import { allowedOrigins } from '../shared/params.js';

export const submitContactForm = onRequest(FORM_ENDPOINT_OPTIONS, async (request, response) => {
  const userAgent = firstHeader(request.headers['user-agent']);
  const answer = await handleContactFormPost(
    {
      method: request.method,
      origin: firstHeader(request.headers.origin),
      contentType: firstHeader(request.headers['content-type']),
      body: request.rawBody,
    },
    { uid: null, userAgent: userAgent ?? null, ip: callerIp(request) },
    contactDependencies(),
    allowedOrigins.value(),
  );
  response.set('Cache-Control', 'no-store');
  if (answer.status === 303) {
    response.redirect(303, answer.location);
    return;
  }
  if (answer.status === 405) response.set('Allow', 'POST');
  response
    .status(answer.status)
    .set('Content-Security-Policy', HTML_PAGE_POLICY)
    .type('html')
    .send(answer.html);
});
