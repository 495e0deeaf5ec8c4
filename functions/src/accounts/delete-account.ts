// The deleteAccount callable: wiring and deployment settings only; the work is in account-deletion.ts.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { onCall } from 'firebase-functions/https';
import { handleDeleteAccountRequest } from './account-deletion.js';
import { firestore } from '../shared/firestore.js';
import { allowedOrigins } from '../shared/params.js';
import { FUNCTIONS_REGION } from '@site/contract';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export const deleteAccount = onCall<unknown, Promise<{ deleted: true }>>(
  {
    region: FUNCTIONS_REGION,
    // The emulator has no App Check; production rejects calls without a valid token.
    enforceAppCheck: !inEmulator,
    cors: allowedOrigins,
    // Accounts are deleted rarely: one small instance is plenty, and the ceiling bounds cost.
    maxInstances: 2,
    memory: '256MiB',
    timeoutSeconds: 30,
  },
  (request) => {
    const db = firestore();
    const token = request.auth?.token;
    return handleDeleteAccountRequest(
      request.auth && token
        ? {
            uid: request.auth.uid,
            authTime: token.auth_time ?? null,
            // The leads of the address go too, only when the token says the account proved it owns it.
            verifiedEmail: token.email_verified === true ? (token.email ?? null) : null,
          }
        : null,
      { db, auth: getAuth(getApps()[0] ?? initializeApp()), now: () => new Date() },
    );
  },
);
