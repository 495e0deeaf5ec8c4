// collectFieldReport: the HTTPS function behind Hosting's `/api/field-report` rewrite, where browsers
// send their Web Vitals and errors with navigator.sendBeacon. The logic is field-report.ts.
import { onRequest } from 'firebase-functions/https';
import { callerIp } from '../shared/caller-ip.js';
import { handleFieldReport } from './field-report.js';
import { firestore } from '../shared/firestore.js';
import { hashIp } from '../shared/ip-hash.js';
import { allowedOrigins, ipHashSalt } from '../shared/params.js';
import { FUNCTIONS_REGION } from '@site/contract';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const collectFieldReport = onRequest(
  {
    region: FUNCTIONS_REGION,
    secrets: [ipHashSalt],
    // Field data is best effort: a low ceiling bounds its cost; a report refused under load is lost.
    maxInstances: 3,
    concurrency: 80,
    memory: '256MiB',
    timeoutSeconds: 10,
  },
  async (request, response) => {
    const answer = await handleFieldReport(
      {
        method: request.method,
        origin: header(request.headers.origin),
        body: request.rawBody,
      },
      // Only to count this caller's reports; never stored with them.
      hashIp(callerIp(request), ipHashSalt.value()),
      { db: firestore(), now: () => new Date() },
      allowedOrigins.value(),
    );
    response.set('Cache-Control', 'no-store');
    if (answer.status === 204) {
      response.status(204).end();
      return;
    }
    response.status(answer.status).type('text/plain').send(answer.text);
  },
);
