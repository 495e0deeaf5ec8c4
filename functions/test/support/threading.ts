import type { ThreadingSettings } from '../../src/leads/thread-headers.js';
import { testFirm } from './firm.js';

/** How the tests thread their mail: the demo project's reply domain and a key of their own. */
export const testThreading: ThreadingSettings = {
  replyDomain: 'reply.lagoon-ridge.example',
  key: 'test-conversation-key-0123456789abcdef',
  siteUrl: testFirm.siteUrl,
};
