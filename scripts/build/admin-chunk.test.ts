import { describe, expect, it } from 'vitest';
import { ADMIN_MODULES } from './admin-chunk';

const inAdminChunk = (file: string) => ADMIN_MODULES.test(`/repo/${file}`);

describe('ADMIN_MODULES', () => {
  it("should put the inbox's code and Firebase Messaging in the admin chunk", () => {
    for (const file of [
      'src/pages/admin/admin-page.tsx',
      'src/features/admin/components/inbox.tsx',
      'src/features/admin/api/lead-alerts.ts',
      'node_modules/@firebase/messaging/dist/esm/index.esm.js',
    ])
      expect(inAdminChunk(file), file).toBe(true);
  });

  it("should leave out the admin's sign-out cleanup, which every sign-out loads, and the rest of the site", () => {
    for (const file of [
      'src/features/admin/api/sign-out-cleanup.ts',
      'src/features/auth/session.ts',
      'src/app/sign-out-cleanups.ts',
    ])
      expect(inAdminChunk(file), file).toBe(false);
  });
});
