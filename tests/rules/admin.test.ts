// The admin inbox's rules (issue #28): contactMessages read and triaged by accounts with the `admin`
// claim, adminDevices/{token} registered and removed by each admin for themselves. Through Firestore
// Lite as the /admin page calls it; the documents are seeded as the function writes them (rules
// bypassed, as the Admin SDK is).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesHarness, type RulesHarness } from './rules-environment';

let harness: RulesHarness;
/** Signed in with `admin: true`. */
let ada: Firestore;
/** Another admin. */
let bola: Firestore;
/** A client account: signed in, no claim. */
let client: Firestore;
let anonymous: Firestore;
/** An admin whose claim was revoked: the next token has no claim, or (set by hand) `admin: false`. */
let revoked: Firestore;
let revokedFalse: Firestore;
/** A claim that is truthy but not `true` is not an admin either. */
let stringClaim: Firestore;
/** Everyone above who is not an admin, with the uid their token carries: whom "nobody else" tries. */
let nonAdmins: { db: Firestore; uid: string }[];

const MESSAGE = 'contactMessages/message-1';
const REPLY = `${MESSAGE}/replies/reply-1`;
const ADA_DEVICE = 'adminDevices/fcm-token-ada';
const BOLA_DEVICE = 'adminDevices/fcm-token-bola';

/** A message as createContactMessageOnce stores it. */
function storedMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Chiamaka Eze',
    email: 'chiamaka@example.com',
    subject: 'Network refresh for two branches',
    message: 'Hello, we need a quote.',
    status: 'sent',
    triage: 'new',
    createdAt: Timestamp.fromDate(new Date('2026-03-02T09:00:00Z')),
    uid: null,
    userAgent: 'Mozilla/5.0',
    ipHash: 'hash',
    page: '/contact',
    source: null,
    mailAttempts: 1,
    expireAt: Timestamp.fromDate(new Date('2028-03-02T09:00:00Z')),
    ...overrides,
  };
}

/** A triage update as the inbox sends it: always stamped with the time and the admin. */
const triage = (uid: string, fields: Record<string, unknown>) => ({
  ...fields,
  updatedAt: serverTimestamp(),
  updatedBy: uid,
});

const device = (uid: string, overrides: Record<string, unknown> = {}) => ({
  uid,
  createdAt: serverTimestamp(),
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130',
  ...overrides,
});

beforeAll(async () => {
  harness = await rulesHarness();
});

afterAll(() => harness.close());

beforeEach(async () => {
  await harness.env.clearFirestore();
  const { user } = harness.clients;
  ada = user('ada', { admin: true });
  bola = user('bola', { admin: true });
  client = user('client');
  anonymous = harness.clients.anonymous();
  revoked = user('ada');
  revokedFalse = user('ada', { admin: false });
  stringClaim = user('ada', { admin: 'true' });
  nonAdmins = [
    { db: client, uid: 'client' },
    { db: anonymous, uid: 'anonymous' },
    { db: revoked, uid: 'ada' },
    { db: revokedFalse, uid: 'ada' },
    { db: stringClaim, uid: 'ada' },
  ];
  const owner = harness.clients.owner();
  await setDoc(doc(owner, MESSAGE), storedMessage());
  await setDoc(doc(owner, 'contactMessages/message-2'), storedMessage({ triage: 'closed' }));
  await setDoc(doc(owner, REPLY), {
    body: 'Thank you, we will call you tomorrow.',
    authorUid: 'ada',
    status: 'sent',
    createdAt: Timestamp.fromDate(new Date('2026-03-02T09:20:00Z')),
  });
});

describe('contactMessages: the thread and the first-response stamp', () => {
  it("an admin reads a lead's replies", async () => {
    await assertSucceeds(getDoc(doc(bola, REPLY)));
    await assertSucceeds(getDocs(collection(ada, MESSAGE, 'replies')));
  });

  it('nobody else reads them, and nobody writes them, admins included', async () => {
    for (const { db } of nonAdmins) {
      await assertFails(getDoc(doc(db, REPLY)));
      await assertFails(getDocs(collection(db, MESSAGE, 'replies')));
    }
    await assertFails(setDoc(doc(ada, `${MESSAGE}/replies/reply-2`), { body: 'Hi' }));
    await assertFails(updateDoc(doc(ada, REPLY), { body: 'Changed' }));
    await assertFails(deleteDoc(doc(ada, REPLY)));
  });

  it('an admin cannot write the first-response stamp, alone or beside a triage change', async () => {
    const stamp = {
      firstResponseAt: serverTimestamp(),
      firstResponseChannel: 'phone',
      firstResponseBy: 'ada',
    };
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', stamp)));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { triage: 'replied', ...stamp })));
    await assertFails(
      updateDoc(doc(ada, MESSAGE), triage('ada', { firstResponseChannel: 'whatsapp' })),
    );
  });
});

describe('contactMessages: reading', () => {
  it('an admin gets a message and lists them, newest first or by triage state', async () => {
    await assertSucceeds(getDoc(doc(ada, MESSAGE)));
    const messages = collection(ada, 'contactMessages');
    await assertSucceeds(getDocs(query(messages, orderBy('createdAt', 'desc'))));
    await assertSucceeds(getDocs(query(messages, where('triage', '==', 'new'))));
  });

  it('nobody else reads a message or lists them', async () => {
    for (const { db } of nonAdmins) {
      await assertFails(getDoc(doc(db, MESSAGE)));
      await assertFails(getDocs(collection(db, 'contactMessages')));
    }
  });

  it('a signed-in visitor cannot read the message they sent', async () => {
    const owner = harness.clients.owner();
    await setDoc(doc(owner, 'contactMessages/mine'), storedMessage({ uid: 'client' }));
    await assertFails(getDoc(doc(client, 'contactMessages/mine')));
    await assertFails(
      getDocs(query(collection(client, 'contactMessages'), where('uid', '==', 'client'))),
    );
  });
});

describe('contactMessages: triage by an admin', () => {
  it('sets every triage field at once', async () => {
    await assertSucceeds(
      updateDoc(
        doc(ada, MESSAGE),
        triage('ada', { triage: 'replied', note: 'Called back on Monday.', assignedTo: 'Ada' }),
      ),
    );
  });

  it('sets each of the four states', async () => {
    for (const state of ['replied', 'closed', 'spam', 'new']) {
      await assertSucceeds(updateDoc(doc(ada, MESSAGE), triage('ada', { triage: state })));
    }
  });

  it('updates the same message twice (updatedBy unchanged the second time)', async () => {
    await assertSucceeds(updateDoc(doc(ada, MESSAGE), triage('ada', { triage: 'replied' })));
    await assertSucceeds(updateDoc(doc(ada, MESSAGE), triage('ada', { note: 'Quote sent.' })));
  });

  it('another admin takes over a message the first one stamped', async () => {
    await assertSucceeds(updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: 'Ada' })));
    await assertSucceeds(updateDoc(doc(bola, MESSAGE), triage('bola', { assignedTo: 'Bola' })));
  });

  it('unassigns with null and clears a note with an empty string', async () => {
    await assertSucceeds(
      updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: 'Ada', note: 'Mine.' })),
    );
    await assertSucceeds(
      updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: null, note: '' })),
    );
  });

  it('triages a message stored before triage existed (no triage field)', async () => {
    const { triage: _absent, ...old } = storedMessage();
    await setDoc(doc(harness.clients.owner(), 'contactMessages/old'), old);
    await assertSucceeds(
      updateDoc(doc(ada, 'contactMessages/old'), triage('ada', { note: 'Old lead.' })),
    );
    await assertSucceeds(
      updateDoc(doc(ada, 'contactMessages/old'), triage('ada', { triage: 'closed' })),
    );
  });

  it('takes notes of 2000 characters and names of 254', async () => {
    await assertSucceeds(
      updateDoc(
        doc(ada, MESSAGE),
        triage('ada', { note: 'n'.repeat(2000), assignedTo: 'a'.repeat(254) }),
      ),
    );
  });
});

describe('contactMessages: what an admin may not write', () => {
  it('a field outside the triage set, alone or beside triage fields', async () => {
    for (const fields of [
      { status: 'mail_abandoned' },
      { message: 'Edited text' },
      { email: 'someone-else@example.com' },
      { expireAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) },
      { triage: 'closed', mailAttempts: 0 },
      { triage: 'closed', priority: 'high' },
    ]) {
      await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', fields)));
    }
  });

  it('deleting a field, a triage field included', async () => {
    // (Writing a value a field already has, or deleting an absent one, changes nothing: allowed.)
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { triage: deleteField() })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { page: deleteField() })));
  });

  it('a triage state that is not one of the four', async () => {
    for (const state of ['open', 'NEW', '', null, 1, true]) {
      await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { triage: state })));
    }
  });

  it('a wrong type', async () => {
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { note: 42 })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { note: null })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { note: ['a'] })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: 7 })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: { uid: 'x' } })));
  });

  it('a note of 2001 characters or an assignee of 255', async () => {
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { note: 'n'.repeat(2001) })));
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('ada', { assignedTo: 'a'.repeat(255) })));
  });

  it('without updatedAt, or with a time other than the write’s', async () => {
    await assertFails(updateDoc(doc(ada, MESSAGE), { triage: 'replied', updatedBy: 'ada' }));
    await assertFails(
      updateDoc(doc(ada, MESSAGE), {
        triage: 'replied',
        updatedBy: 'ada',
        updatedAt: Timestamp.fromDate(new Date('2026-03-02T10:00:00Z')),
      }),
    );
  });

  it('without updatedBy, or naming someone else', async () => {
    await assertFails(
      updateDoc(doc(ada, MESSAGE), { triage: 'replied', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(ada, MESSAGE), triage('bola', { triage: 'replied' })));
    // After Bola's stamp, Ada cannot leave it in place.
    await assertSucceeds(updateDoc(doc(bola, MESSAGE), triage('bola', { triage: 'replied' })));
    await assertFails(
      updateDoc(doc(ada, MESSAGE), { triage: 'closed', updatedAt: serverTimestamp() }),
    );
  });

  it('creating or deleting a message', async () => {
    await assertFails(setDoc(doc(ada, 'contactMessages/forged'), storedMessage()));
    await assertFails(deleteDoc(doc(ada, MESSAGE)));
  });

  it('replacing the whole document', async () => {
    await assertFails(setDoc(doc(ada, MESSAGE), triage('ada', { triage: 'closed' })));
  });
});

describe('contactMessages: nobody else triages', () => {
  it('a client, a signed-out visitor, a revoked admin or a non-boolean claim', async () => {
    for (const { db, uid } of nonAdmins) {
      await assertFails(updateDoc(doc(db, MESSAGE), triage(uid, { triage: 'spam' })));
      await assertFails(setDoc(doc(db, 'contactMessages/forged'), storedMessage()));
      await assertFails(deleteDoc(doc(db, MESSAGE)));
    }
  });
});

describe('adminDevices: an admin registers a device', () => {
  it('creates it with uid, createdAt and a user agent, or without the user agent', async () => {
    await assertSucceeds(setDoc(doc(ada, ADA_DEVICE), device('ada')));
    await assertSucceeds(
      setDoc(doc(ada, 'adminDevices/fcm-token-ada-2'), {
        uid: 'ada',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('reads it back and deletes it (turning alerts off)', async () => {
    await setDoc(doc(ada, ADA_DEVICE), device('ada'));
    await assertSucceeds(getDoc(doc(ada, ADA_DEVICE)));
    await assertSucceeds(deleteDoc(doc(ada, ADA_DEVICE)));
  });

  it('asks after and deletes a token that is not registered (pruned as dead)', async () => {
    await assertSucceeds(getDoc(doc(ada, 'adminDevices/never-registered')));
    await assertSucceeds(deleteDoc(doc(ada, 'adminDevices/never-registered')));
  });

  it('cannot create one for someone else', async () => {
    await assertFails(setDoc(doc(ada, BOLA_DEVICE), device('bola')));
  });

  it('cannot add fields, leave out createdAt or uid, or backdate it', async () => {
    await assertFails(setDoc(doc(ada, ADA_DEVICE), device('ada', { topic: 'all' })));
    await assertFails(setDoc(doc(ada, ADA_DEVICE), { uid: 'ada', userAgent: 'x' }));
    await assertFails(setDoc(doc(ada, ADA_DEVICE), { createdAt: serverTimestamp() }));
    await assertFails(
      setDoc(
        doc(ada, ADA_DEVICE),
        device('ada', { createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }),
      ),
    );
  });

  it('a user agent of 512 characters, not 513 or a non-string', async () => {
    await assertSucceeds(
      setDoc(doc(ada, ADA_DEVICE), device('ada', { userAgent: 'u'.repeat(512) })),
    );
    await assertFails(
      setDoc(doc(ada, 'adminDevices/other'), device('ada', { userAgent: 'u'.repeat(513) })),
    );
    await assertFails(setDoc(doc(ada, 'adminDevices/other'), device('ada', { userAgent: 5 })));
  });

  it('cannot update it, not even their own (turn it off, then on again)', async () => {
    await setDoc(doc(ada, ADA_DEVICE), device('ada'));
    await assertFails(setDoc(doc(ada, ADA_DEVICE), device('ada')));
    await assertFails(updateDoc(doc(ada, ADA_DEVICE), { userAgent: 'Other' }));
  });
});

describe("adminDevices: someone else's devices", () => {
  beforeEach(async () => {
    await setDoc(doc(bola, BOLA_DEVICE), device('bola'));
  });

  it("an admin cannot read, delete, take over or list another admin's device", async () => {
    await assertFails(getDoc(doc(ada, BOLA_DEVICE)));
    await assertFails(deleteDoc(doc(ada, BOLA_DEVICE)));
    await assertFails(setDoc(doc(ada, BOLA_DEVICE), device('ada')));
    await assertFails(getDocs(collection(ada, 'adminDevices')));
  });

  it('nobody lists devices, not even their own', async () => {
    const devices = collection(bola, 'adminDevices');
    await assertFails(getDocs(devices));
    await assertFails(getDocs(query(devices, where('uid', '==', 'bola'))));
  });

  it('a client, a signed-out visitor or a revoked admin can do nothing', async () => {
    for (const { db, uid } of nonAdmins) {
      await assertFails(setDoc(doc(db, `adminDevices/token-of-${uid}`), device(uid)));
      await assertFails(getDoc(doc(db, BOLA_DEVICE)));
      await assertFails(getDoc(doc(db, 'adminDevices/never-registered')));
      await assertFails(deleteDoc(doc(db, BOLA_DEVICE)));
      await assertFails(getDocs(collection(db, 'adminDevices')));
    }
  });

  it('a revoked admin cannot read or delete the device they registered while an admin', async () => {
    await setDoc(doc(ada, ADA_DEVICE), device('ada'));
    await assertFails(getDoc(doc(revoked, ADA_DEVICE)));
    await assertFails(deleteDoc(doc(revoked, ADA_DEVICE)));
  });
});
