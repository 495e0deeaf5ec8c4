import { config } from 'zod/mini';

// The site's Content-Security-Policy has no 'unsafe-eval'. Classic zod probes `new Function` the first
// time it parses an object, and the browser reports that probe as a CSP violation. The browser's schemas
// are zod/mini, whose objects never compile a parser; this keeps it so should a classic one come back.
config({ jitless: true });
