// The admin role against real services: accounts in firebase-tools' Auth emulator, alert devices in
// our Firestore emulator. The functions of functions/src/leads/admin-role.ts directly, then `npm run
// admin` (scripts/ops/admin.ts) as a person runs it, pointed at the same emulators. Run by `npm run
// test:functions` inside `firebase emulators:exec`.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grantAdmin,
  hasAdminClaim,
  listAdmins,
  revokeAdmin,
  UnknownAccountError,
} from '../src/leads/admin-role.js';
import { emulatorFirestore } from './support/firestore.js';
import { ADMIN_DEVICES } from '@site/contract';
import { PROJECT_ID } from './support/constants.js';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

let authApp: App;
let auth: Auth;
let db: Firestore;

/** A new account in the Auth emulator, with claims of its own when given. */
async function account(claims?: Record<string, unknown>) {
  const email = `admin-role-${randomUUID()}@example.com`;
  const { uid } = await auth.createUser({ email, password: 'correct horse battery' });
  if (claims) await auth.setCustomUserClaims(uid, claims);
  return { uid, email };
}

/** Signs in through the Auth emulator's REST API, as the site does: the ID token it gets. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || body.idToken === undefined)
    throw new Error(`Sign-in failed: ${response.status}`);
  return body.idToken;
}

const claimsOf = async (uid: string) => (await auth.getUser(uid)).customClaims ?? {};

async function registerDevice(uid: string) {
  const token = `fcm-${randomUUID()}`;
  await db.collection(ADMIN_DEVICES).doc(token).set({ uid, createdAt: new Date() });
  return token;
}

const deviceExists = async (token: string) =>
  (await db.collection(ADMIN_DEVICES).doc(token).get()).exists;

/** `npm run admin -- …` against the test's emulators: exit code, stdout and stderr. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      path.join(repositoryRoot, 'node_modules', '.bin', 'tsx'),
      ['scripts/ops/admin.ts', ...args],
      { cwd: repositoryRoot, env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

beforeAll(() => {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST === undefined) {
    throw new Error('Run these through `npm run test:functions`: they need the Auth emulator.');
  }
  db = emulatorFirestore(PROJECT_ID);
  authApp = initializeApp({ projectId: PROJECT_ID }, 'admin-role-auth');
  auth = getAuth(authApp);
});

afterAll(async () => {
  await deleteApp(authApp);
});

describe('grantAdmin', () => {
  it('should set admin: true and keep the claims the account had', async () => {
    const { uid, email } = await account({ tier: 'gold' });

    const before = await signIn(email);
    expect(await grantAdmin(auth, email)).toEqual({ uid, email, alreadyAdmin: false });
    expect(await claimsOf(uid)).toEqual({ tier: 'gold', admin: true });
    // The token in hand does not say so; the next one does (sign in again, or the hourly refresh).
    expect((await auth.verifyIdToken(before)).admin).toBeUndefined();
    expect(await auth.verifyIdToken(await signIn(email))).toMatchObject({
      admin: true,
      tier: 'gold',
    });
    expect(await grantAdmin(auth, email)).toEqual({ uid, email, alreadyAdmin: true });
    expect(await claimsOf(uid)).toEqual({ tier: 'gold', admin: true });
  });

  it('should refuse an e-mail address no account has', async () => {
    await expect(grantAdmin(auth, 'nobody-here@example.com')).rejects.toBeInstanceOf(
      UnknownAccountError,
    );
  });
});

describe('revokeAdmin', () => {
  it("should remove the claim, keep the others, revoke the sessions and delete the admin's devices", async () => {
    const { uid, email } = await account({ admin: true, tier: 'gold' });
    const other = await account({ admin: true });
    const [first, second] = [await registerDevice(uid), await registerDevice(uid)];
    const othersDevice = await registerDevice(other.uid);
    const idToken = await signIn(email);
    expect(await auth.verifyIdToken(idToken, true)).toMatchObject({ uid, admin: true });
    // Revocation counts in whole seconds: a token from the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect(await revokeAdmin(auth, db, email)).toEqual({
      uid,
      email,
      wasAdmin: true,
      devicesRemoved: 2,
    });

    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ tier: 'gold' });
    expect(hasAdminClaim(user)).toBe(false);
    // The session from before the revoke is over: its token is refused where revocation is checked
    // (production's refresh endpoint refuses its refresh token the same way).
    await expect(auth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    // A new sign-in gets a token without the claim.
    expect((await auth.verifyIdToken(await signIn(email))).admin).toBeUndefined();
    expect(await deviceExists(first)).toBe(false);
    expect(await deviceExists(second)).toBe(false);
    expect(await deviceExists(othersDevice)).toBe(true);
    expect(hasAdminClaim(await auth.getUser(other.uid))).toBe(true);
  });

  it('should leave no claims at all when admin was the only one', async () => {
    const { uid, email } = await account({ admin: true });
    await revokeAdmin(auth, db, email);
    expect(await claimsOf(uid)).toEqual({});
  });

  it('should only clear leftover devices of an account that is not an admin', async () => {
    const { uid, email } = await account({ tier: 'gold' });
    const leftover = await registerDevice(uid);
    expect(await revokeAdmin(auth, db, email)).toMatchObject({
      wasAdmin: false,
      devicesRemoved: 1,
    });
    expect(await claimsOf(uid)).toEqual({ tier: 'gold' });
    expect(await deviceExists(leftover)).toBe(false);
  });

  it('should refuse an e-mail address no account has', async () => {
    await expect(revokeAdmin(auth, db, 'nobody-here@example.com')).rejects.toThrow(
      'No account has the e-mail address nobody-here@example.com.',
    );
  });
});

describe('listAdmins', () => {
  it('should list every account with admin: true and no other', async () => {
    const admins = [await account({ admin: true }), await account({ admin: true, tier: 'x' })];
    const others = [
      await account(),
      await account({ admin: false }),
      await account({ admin: 'true' }),
      await account({ tier: 'gold' }),
    ];

    const listed = (await listAdmins(auth)).map((admin) => admin.email);

    for (const admin of admins) expect(listed).toContain(admin.email);
    for (const other of others) expect(listed).not.toContain(other.email);
  });
});

describe('npm run admin', () => {
  // Three runs of tsx, each a few seconds on a busy machine.
  it('should grant, list and revoke from the command line', { timeout: 120_000 }, async () => {
    const { uid, email } = await account();
    const device = await registerDevice(uid);

    const granted = await cli('grant', email);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(`${email} (uid ${uid}) is now an admin`);
    expect(granted.stdout).toContain('sign in again');
    expect(hasAdminClaim(await auth.getUser(uid))).toBe(true);

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`  ${email} (uid ${uid})`);

    const revoked = await cli('revoke', email);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`${email} (uid ${uid}) is no longer an admin`);
    expect(revoked.stdout).toContain('1 alert device removed');
    expect(hasAdminClaim(await auth.getUser(uid))).toBe(false);
    expect(await deviceExists(device)).toBe(false);
  });

  it(
    'should exit 1 with a clear sentence for an unknown e-mail address',
    { timeout: 60_000 },
    async () => {
      const result = await cli('grant', 'nobody-here@example.com');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No account has the e-mail address nobody-here@example.com.');
    },
  );

  it('should exit 1 with the usage for a mistyped command', { timeout: 60_000 }, async () => {
    const result = await cli('grnat', 'someone@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown command "grnat".');
    expect(result.stderr).toContain('Usage: npm run admin');
  });
});
