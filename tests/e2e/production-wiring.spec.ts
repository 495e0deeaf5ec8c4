import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Page, type Request, type Route } from '@playwright/test';
import { test } from './support/test';
import { artefactsDirOf } from '../../scripts/build/build-artefacts';
import { productionWiring } from '../../scripts/test/production-wiring-site';
import type { OfflineSite } from '../../src/sw/protocol';
import { BOOKING_ENDPOINT } from '../../packages/contract/src';
import { expect, FIREBASE_TEST_TIMEOUT, uniqueEmail } from './support/auth-emulator';

/**
 * The production bundle (fake but complete config, project lagoon-ridge-prod-test) under the
 * production CSP. Google's hosts are routed to the local emulators (which answer as
 * demo-lagoon-ridge) or to small stand-ins for reCAPTCHA Enterprise and App Check; everything the
 * page asks of any other host fails the test.
 */
const { VITE_FIREBASE_API_KEY: apiKey, VITE_FIREBASE_PROJECT_ID: projectId } = productionWiring.env;
const { VITE_FIREBASE_APP_ID: appId, VITE_APP_CHECK_SITE_KEY: siteKey } = productionWiring.env;
const siteOrigin = `http://127.0.0.1:${productionWiring.port}`;
const emulatorProject = 'demo-lagoon-ridge';
const region = 'europe-west1';

const productionUrls = {
  recaptchaScript: 'https://www.google.com/recaptcha/enterprise.js?render=explicit',
  appCheckExchange: `https://content-firebaseappcheck.googleapis.com/v1/projects/${projectId}/apps/${appId}:exchangeRecaptchaEnterpriseToken?key=${apiKey}`,
  signUp: `https://identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
  signIn: `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
  firestoreCommit: `https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default)/documents:commit?key=${apiKey}`,
  callable: `https://${region}-${projectId}.cloudfunctions.net/sendContactEmail`,
};

/** What reCAPTCHA "returns" for a site key; the exchange stand-in accepts only the configured key's. */
const recaptchaTokenFor = (key: string) => `recaptcha-enterprise-token:${key}`;

/**
 * A stand-in for enterprise.js: the grecaptcha.enterprise API App Check's provider calls. Like the
 * real widget, `execute` reports success through the callback given to `render`.
 */
const recaptchaScript = `
(() => {
  const widgets = [];
  window.grecaptcha = {
    enterprise: {
      ready: (callback) => setTimeout(callback, 0),
      render: (_container, options) => widgets.push(options) - 1,
      execute: (widgetId) => {
        const token = ${JSON.stringify(recaptchaTokenFor(''))} + widgets[widgetId].sitekey;
        widgets[widgetId].callback(token);
        return Promise.resolve(token);
      },
    },
  };
})();`;

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The local stack's site origin, one the emulated functions allow (functions/.env.demo-lagoon-ridge). */
const localSiteOrigin = 'http://127.0.0.1:4173';

/**
 * A stand-in token with its audience's project mapped to the emulator's, as `forward` maps paths: the
 * booking function checks an unsigned token's audience in the emulator (booking-app-check.ts).
 */
function tokenForEmulator(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
    aud: string[];
  };
  const aud = claims.aud.map((project) =>
    project === `projects/${projectId}` ? `projects/${emulatorProject}` : project,
  );
  return `${header}.${base64Url({ ...claims, aud })}.${signature}`;
}

interface SeenRequest {
  method: string;
  url: string;
  appCheckToken: string | undefined;
}

/** Routes every request leaving the site and records what went where. */
async function routeGoogleToLocal(page: Page) {
  const seen: SeenRequest[] = [];
  /** The booking endpoint's requests: the site's own origin, so not in `seen`. */
  const booking: SeenRequest[] = [];
  const unexpected: string[] = [];
  const issuedTokens = new Map<string, { limitedUse: boolean }>();

  const corsHeaders = { 'access-control-allow-origin': siteOrigin };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: corsHeaders,
      body: JSON.stringify(body),
    });

  /** Sends the request to a local emulator, with the project id mapped both ways. */
  async function forward(
    route: Route,
    request: Request,
    target: string,
    extraHeaders: Record<string, string> = {},
  ) {
    const toEmulator = (text: string) =>
      text.replaceAll(`projects/${projectId}/`, `projects/${emulatorProject}/`);
    const headers = {
      ...Object.fromEntries(
        Object.entries(await request.allHeaders())
          .filter(([name]) => !name.startsWith(':'))
          .map(([name, value]) => [name, toEmulator(value)]),
      ),
      ...extraHeaders,
    };
    const body = request.postData();
    const response = await route.fetch({
      url: target,
      headers,
      ...(body === null ? {} : { postData: toEmulator(body) }),
    });
    const text = (await response.text()).replaceAll(
      `projects/${emulatorProject}/`,
      `projects/${projectId}/`,
    );
    const {
      'content-length': _length,
      'content-encoding': _encoding,
      ...responseHeaders
    } = response.headers();
    await route.fulfill({ status: response.status(), headers: responseHeaders, body: text });
  }

  await page.route('**/*', async (route, request) => {
    const url = new URL(request.url());
    if (url.origin === siteOrigin && url.pathname === BOOKING_ENDPOINT) {
      const appCheckToken = (await request.headerValue('x-firebase-appcheck')) ?? undefined;
      booking.push({ method: request.method(), url: request.url(), appCheckToken });
      // Hosting's rewrite to serveBooking (the Hosting emulator here has no Functions beside it):
      // the site's own origin, which the deployed function allows, and the token's project mapped.
      return forward(
        route,
        request,
        `http://127.0.0.1:5001/${emulatorProject}/${region}/serveBooking${url.pathname}${url.search}`,
        {
          origin: localSiteOrigin,
          'x-forwarded-for': `198.51.100.${200 + (process.pid % 50)}`,
          ...(appCheckToken && { 'x-firebase-appcheck': tokenForEmulator(appCheckToken) }),
        },
      );
    }
    if (url.origin === siteOrigin) return route.continue();
    seen.push({
      method: request.method(),
      url: request.url(),
      appCheckToken: (await request.headerValue('x-firebase-appcheck')) ?? undefined,
    });
    const path = url.pathname;

    if (request.url() === productionUrls.recaptchaScript) {
      return route.fulfill({ contentType: 'text/javascript', body: recaptchaScript });
    }
    if (request.url() === productionUrls.appCheckExchange && request.method() === 'POST') {
      const body = request.postDataJSON() as {
        recaptcha_enterprise_token?: string;
        limited_use?: boolean;
      };
      if (body.recaptcha_enterprise_token !== recaptchaTokenFor(siteKey)) {
        return json(route, 403, {
          error: { code: 403, message: 'Invalid reCAPTCHA token', status: 'PERMISSION_DENIED' },
        });
      }
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: appId,
        aud: [`projects/123456789012`, `projects/${projectId}`],
        iss: 'https://firebaseappcheck.googleapis.com/123456789012',
        iat: now,
        exp: now + 3600,
        jti: `${issuedTokens.size + 1}`,
      };
      const token = `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(claims)}.stand-in-signature`;
      issuedTokens.set(token, { limitedUse: body.limited_use === true });
      return json(route, 200, { token, ttl: '3600s' });
    }
    if (
      url.host === 'identitytoolkit.googleapis.com' ||
      url.host === 'securetoken.googleapis.com'
    ) {
      return forward(route, request, `http://127.0.0.1:9099/${url.host}${path}${url.search}`);
    }
    if (url.host === 'firestore.googleapis.com' && path.startsWith(`/v1/projects/${projectId}/`)) {
      const emulatorPath = path.replace(`/projects/${projectId}/`, `/projects/${emulatorProject}/`);
      return forward(route, request, `http://127.0.0.1:8080${emulatorPath}${url.search}`);
    }
    if (request.url() === productionUrls.callable) {
      return forward(
        route,
        request,
        `http://127.0.0.1:5001/${emulatorProject}/${region}/sendContactEmail`,
      );
    }
    unexpected.push(`${request.method()} ${request.url()}`);
    return route.abort('blockedbyclient');
  });
  return { seen, booking, unexpected, issuedTokens };
}

/** Records every Content-Security-Policy violation the page reports. */
async function collectCspViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return violations;
}

test.use({ baseURL: siteOrigin });

test('the production bundle signs up, signs in, saves a profile, sends a message and books a call through production URLs', async ({
  page,
}) => {
  test.setTimeout(FIREBASE_TEST_TIMEOUT);
  const violations = await collectCspViolations(page);
  const { seen, booking, unexpected, issuedTokens } = await routeGoogleToLocal(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const main = page.getByRole('main');
  const email = uniqueEmail('production');

  try {
    // One page load; every later step is in-app navigation.
    await page.goto('/auth');
    await main.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('production-password');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('production-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();

    await nav.getByRole('link', { name: 'Profile' }).click();
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toBeEnabled();
    await fullName.fill('Adaeze Okafor');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Adaeze Okafor');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Production wiring check');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Checking that the deployed site reaches the contact function.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();

    // The contact page's card books on the site: the call's times, a day, a time, the details.
    await main.getByRole('link', { name: 'Book a Technical Call' }).click();
    const days = page.getByRole('group', { name: 'Choose a day' });
    await expect(days).toBeVisible({ timeout: 30_000 });
    await days.getByRole('button').first().click();
    await page.getByRole('group', { name: 'Choose a time' }).getByRole('button').first().click();
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Adaeze Okafor');
    await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your technical call is booked' })).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    // Reported even when a step above failed: they usually say why it did.
    expect.soft(unexpected, 'requests to hosts production does not use').toEqual([]);
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
  }

  const urls = seen.map((request) => request.url);
  expect(urls).toContain(productionUrls.recaptchaScript);
  expect(urls).toContain(productionUrls.appCheckExchange);
  expect(urls).toContain(productionUrls.signUp);
  expect(urls).toContain(productionUrls.signIn);
  expect(urls).toContain(productionUrls.firestoreCommit);
  expect(urls).toContain(productionUrls.callable);

  // Every request App Check protects carried a token the exchange issued; the callable's were
  // limited-use ones, each used once (the function consumes them).
  const protectedRequests = seen.filter(
    ({ url, method }) =>
      method === 'POST' &&
      (url.startsWith('https://firestore.googleapis.com/') ||
        url.startsWith('https://identitytoolkit.googleapis.com/') ||
        url === productionUrls.callable),
  );
  for (const request of protectedRequests) {
    expect(issuedTokens.has(request.appCheckToken ?? ''), `App Check token on ${request.url}`).toBe(
      true,
    );
  }
  const callableTokens = protectedRequests
    .filter(({ url }) => url === productionUrls.callable)
    .map(({ appCheckToken }) => appCheckToken ?? '');
  expect(callableTokens.length).toBeGreaterThan(0);
  expect(callableTokens.every((token) => issuedTokens.get(token)?.limitedUse)).toBe(true);
  expect(new Set(callableTokens).size).toBe(callableTokens.length);

  // The booking's posts (a hold, the booking) carried limited-use tokens too, each its own.
  const bookingTokens = booking
    .filter(({ method }) => method === 'POST')
    .map(({ appCheckToken }) => appCheckToken ?? '');
  expect(bookingTokens.length).toBeGreaterThan(0);
  expect(bookingTokens.every((token) => issuedTokens.get(token)?.limitedUse)).toBe(true);
  expect(new Set(bookingTokens).size).toBe(bookingTokens.length);
});

test('the production build serves no source map, and its CSP names the exact hosts it calls', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy, 'no wildcard host anywhere in the CSP').not.toContain('*');
  expect(/connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual([
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
    `https://${region}-${projectId}.cloudfunctions.net`,
  ]);

  // Every script and style the site can load (the list an installed site fetches), and the worker.
  const site = (await (await request.get('/offline-site.json')).json()) as OfflineSite;
  const files = [...site.assets.filter((file) => /\.(js|css)$/.test(file)), '/sw.js'];
  expect(files.length).toBeGreaterThan(10);
  const maps = path.join(
    artefactsDirOf(path.resolve(import.meta.dirname, '../..', productionWiring.outDir)),
    'sourcemaps',
  );
  for (const file of files) {
    const served = await request.get(file);
    expect(served.status(), file).toBe(200);
    expect(await served.text(), `${file} names no source map`).not.toMatch(/sourceMappingURL/);
    expect((await request.get(`${file}.map`)).status(), `${file}.map is not served`).toBe(404);
  }
  // The maps are kept with the build, for error reports: every script has one but Rolldown's
  // runtime chunk, which is generated code with no source to map.
  for (const file of files.filter((name) => /\.js$/.test(name) && !/rolldown-runtime/.test(name)))
    expect(existsSync(path.join(maps, `${file}.map`)), `${file}.map kept`).toBe(true);
});
