import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Assertions for pages that wait on Firebase (the lazily loaded Auth SDK, the emulators' round
 * trips): on a busy machine these take seconds, so they get more time than the 5 s default.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Tests that drive several Firebase round trips one after another. */
export const FIREBASE_TEST_TIMEOUT = 90_000;

/** The Auth emulator the local stack runs (firebase-tools, project demo-lagoon-ridge). */
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
/** The Auth emulator's REST root, as the Auth SDK reaches it on the local stack. */
export const AUTH_API = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
const PROJECT_ID = 'demo-lagoon-ridge';

/** A fresh address per test, so tests never share an account and can run in parallel. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Creates an account straight in the emulator (for tests whose subject is not sign-up). */
export async function createAccount(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
}

/** The newest e-mail action code the emulator "sent" to `email`, read from its out-of-band endpoint. */
export async function latestOobCode(
  request: APIRequestContext,
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
        );
        const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
        code = oobCodes
          .filter((entry) => entry.email === email && entry.requestType === requestType)
          .at(-1)?.oobCode;
        return code;
      },
      { message: `a ${requestType} code for ${email}` },
    )
    .toBeTruthy();
  return code!;
}

/** Signs in through the /auth form as a visitor would. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Opens `path` (a page for signed-in visitors) signed out, which sends the visitor to /auth with `next`
 * once Firebase Auth reports "signed out"; signs in there through the form, and waits to be back at
 * `path`. (A path given to toHaveURL is the whole URL on the configured baseURL.)
 */
export async function signInOnTheWayTo(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(path);
}

/** `npm run admin -- grant <email>`, as the runbook has it. */
export async function grantAdmin(email: string) {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/ops/admin.ts', 'grant', email],
    {
      cwd: new URL('../../..', import.meta.url).pathname,
    },
  );
  expect(stdout).toContain(email);
}
