// submitContactForm: the HTTPS function behind Hosting's `/api/contact` rewrite, which the prerendered
// contact form posts to when the app has not loaded. The logic is contact-form-post.ts.
import { onRequest } from 'firebase-functions/https';
import { callerIp } from '../shared/caller-ip.js';
import { contactDependencies } from './contact-dependencies.js';
import { handleContactFormPost } from './contact-form-post.js';
import { MAIL_FUNCTION_TIMEOUT_SECONDS } from '../shared/timeouts.js';
import { allowedOrigins, conversationKey, ipHashSalt, smtpUrl } from '../shared/params.js';
import { FUNCTIONS_REGION } from '@site/contract';

/** The answer page loads nothing and runs nothing; it may only post the form back to the site. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const submitContactForm = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [smtpUrl, ipHashSalt, conversationKey],
    // The same ceiling as the callable: the HTML path is the fallback, not a second budget.
    maxInstances: 5,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async (request, response) => {
    const userAgent = header(request.headers['user-agent']);
    const answer = await handleContactFormPost(
      {
        method: request.method,
        origin: header(request.headers.origin),
        contentType: header(request.headers['content-type']),
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
      .set('Content-Security-Policy', PAGE_POLICY)
      .type('html')
      .send(answer.html);
  },
);
