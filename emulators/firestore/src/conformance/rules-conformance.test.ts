// Rules conformance: a ruleset using the common constructs, checked with @firebase/rules-unit-testing's
// environment and Lite clients. Runs against this emulator in-process, or unchanged against the official
// one: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm test -w @site/firestore-emulator -- src/conformance
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { emulatorEndpoint, type EmulatorEndpoint } from '../testing/emulator-host.js';
import { liteClients, type LiteClients } from '../testing/lite-clients.js';

const PROJECT = 'demo-conformance';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isAdmin() { return signedIn() && request.auth.token.admin == true; }

    match /users/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
      allow create: if signedIn() && request.auth.uid == uid
        && request.resource.data.keys().hasOnly(['name', 'age'])
        && request.resource.data.name is string
        && request.resource.data.name.size() <= 20
        && (!('age' in request.resource.data)
            || (request.resource.data.age is int && request.resource.data.age >= 0));
      allow update: if signedIn() && request.auth.uid == uid
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name']);
      allow delete: if isAdmin();
    }

    match /posts/{post} {
      allow get: if resource.data.published == true
        || (signedIn() && resource.data.author == request.auth.uid);
      allow list: if resource.data.published == true;
      allow create: if signedIn()
        && request.resource.data.author == request.auth.uid
        && request.resource.data.createdAt == request.time;
      allow update: if signedIn() && resource.data.author == request.auth.uid
        && request.resource.data.author == resource.data.author;

      match /comments/{comment} {
        allow read: if get(/databases/$(database)/documents/posts/$(post)).data.published == true;
        allow create: if signedIn() && exists(/databases/$(database)/documents/users/$(request.auth.uid));
      }
    }

    match /{path=**}/comments/{comment} {
      allow list: if isAdmin();
    }

    match /counters/{id} {
      allow get: if true;
      allow update: if request.resource.data.value == resource.data.value + 1;
    }
  }
}`;

let endpoint: EmulatorEndpoint;
let env: RulesTestEnvironment;
let clients: LiteClients;

beforeAll(async () => {
  setLogLevel('silent');
  endpoint = await emulatorEndpoint(PROJECT);
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    // Against an external emulator, rules-unit-testing finds it itself (FIRESTORE_EMULATOR_HOST or the hub).
    firestore: endpoint.isLocal
      ? { host: endpoint.host, port: endpoint.port, rules: RULES }
      : { rules: RULES },
  });
  clients = liteClients(PROJECT, endpoint.host, endpoint.port);
});

afterAll(async () => {
  await env.cleanup();
  await clients.close();
  await endpoint.stop();
});

beforeEach(async () => {
  await env.clearFirestore();
  const admin = clients.owner();
  const seed = writeBatch(admin);
  seed.set(doc(admin, 'users/alice'), { name: 'Alice', age: 30 });
  seed.set(doc(admin, 'posts/public'), { author: 'alice', published: true, title: 'Hello' });
  seed.set(doc(admin, 'posts/draft'), { author: 'alice', published: false, title: 'Soon' });
  seed.set(doc(admin, 'posts/public/comments/c1'), { text: 'Nice' });
  seed.set(doc(admin, 'posts/draft/comments/c2'), { text: 'Early' });
  seed.set(doc(admin, 'counters/visits'), { value: 1 });
  await seed.commit();
});

describe('users: owner-only reads, validated creates, restricted updates', () => {
  it('lets the owner read, and nobody else', async () => {
    await assertSucceeds(getDoc(doc(clients.user('alice'), 'users/alice')));
    await assertFails(getDoc(doc(clients.user('bob'), 'users/alice')));
    await assertFails(getDoc(doc(clients.anonymous(), 'users/alice')));
  });

  it('validates keys, types and sizes on create', async () => {
    const bob = clients.user('bob');
    await assertSucceeds(setDoc(doc(bob, 'users/bob'), { name: 'Bob', age: 40 }));
    await assertFails(
      setDoc(doc(clients.user('carol'), 'users/carol'), { name: 'Carol', admin: true }),
    );
    await assertFails(setDoc(doc(clients.user('carol'), 'users/carol'), { name: 'C'.repeat(21) }));
    await assertFails(
      setDoc(doc(clients.user('carol'), 'users/carol'), { name: 'Carol', age: -1 }),
    );
    await assertFails(
      setDoc(doc(clients.user('carol'), 'users/carol'), { name: 'Carol', age: '5' }),
    );
    await assertFails(setDoc(doc(clients.user('carol'), 'users/carol'), { name: 42 }));
    await assertSucceeds(
      setDoc(doc(clients.user('carol'), 'users/carol'), { name: 'C'.repeat(20) }),
    );
    await assertFails(setDoc(doc(bob, 'users/dave'), { name: 'Dave' }));
  });

  it('allows updates that only touch name', async () => {
    const alice = clients.user('alice');
    await assertSucceeds(updateDoc(doc(alice, 'users/alice'), { name: 'Alicia' }));
    await assertFails(updateDoc(doc(alice, 'users/alice'), { age: 31 }));
    await assertFails(setDoc(doc(alice, 'users/alice'), { name: 'A' }, { merge: false }));
  });

  it('allows deletes to admins only (a custom claim)', async () => {
    await assertFails(deleteDoc(doc(clients.user('alice'), 'users/alice')));
    await assertSucceeds(deleteDoc(doc(clients.user('root', { admin: true }), 'users/alice')));
  });
});

describe('posts: published or own, queries that prove the rule', () => {
  it('lets anyone get a published post and only the author a draft', async () => {
    await assertSucceeds(getDoc(doc(clients.anonymous(), 'posts/public')));
    await assertFails(getDoc(doc(clients.anonymous(), 'posts/draft')));
    await assertSucceeds(getDoc(doc(clients.user('alice'), 'posts/draft')));
    await assertFails(getDoc(doc(clients.user('bob'), 'posts/draft')));
  });

  it('allows a list only when the query filters on published == true', async () => {
    const posts = collection(clients.anonymous(), 'posts');
    await assertSucceeds(getDocs(query(posts, where('published', '==', true))));
    await assertFails(getDocs(posts));
    await assertFails(getDocs(query(posts, where('published', '==', false))));
    await assertFails(getDocs(query(posts, where('author', '==', 'alice'))));
  });

  it('requires createdAt to be the server time', async () => {
    const bob = clients.user('bob');
    await assertSucceeds(
      setDoc(doc(bob, 'posts/p1'), {
        author: 'bob',
        published: false,
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(bob, 'posts/p2'), { author: 'bob', published: false, createdAt: Timestamp.now() }),
    );
    await assertFails(
      setDoc(doc(bob, 'posts/p3'), {
        author: 'alice',
        published: false,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('lets the author edit but not hand the post to someone else', async () => {
    const alice = clients.user('alice');
    await assertSucceeds(updateDoc(doc(alice, 'posts/draft'), { published: true }));
    await assertFails(updateDoc(doc(alice, 'posts/public'), { author: 'bob' }));
    await assertFails(updateDoc(doc(clients.user('bob'), 'posts/public'), { title: 'Mine' }));
  });
});

describe('comments: rules that read other documents', () => {
  it('reads comments of published posts only (get())', async () => {
    await assertSucceeds(getDoc(doc(clients.anonymous(), 'posts/public/comments/c1')));
    await assertFails(getDoc(doc(clients.anonymous(), 'posts/draft/comments/c2')));
  });

  it('creates comments for users with a profile only (exists())', async () => {
    await assertSucceeds(
      setDoc(doc(clients.user('alice'), 'posts/public/comments/c3'), { text: 'Hi' }),
    );
    await assertFails(setDoc(doc(clients.user('bob'), 'posts/public/comments/c4'), { text: 'Hi' }));
  });

  it('lists every comment through a collection group for admins only', async () => {
    await assertSucceeds(
      getDocs(collectionGroup(clients.user('root', { admin: true }), 'comments')),
    );
    await assertFails(getDocs(collectionGroup(clients.user('alice'), 'comments')));
  });
});

describe('counters: transforms seen by the rules', () => {
  it('accepts +1 and refuses anything else', async () => {
    const alice = clients.user('alice');
    await assertSucceeds(updateDoc(doc(alice, 'counters/visits'), { value: increment(1) }));
    await assertFails(updateDoc(doc(alice, 'counters/visits'), { value: increment(2) }));
    await assertFails(updateDoc(doc(alice, 'counters/visits'), { value: 0 }));
  });
});
