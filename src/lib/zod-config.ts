import { config } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval'. Left to itself, zod probes `new Function` the
// first time it parses an object, and the browser reports that probe as a CSP violation.
config({ jitless: true });
