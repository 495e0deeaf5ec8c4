import { describe, expect, it } from 'vitest';
import reactfireSource from '../../../node_modules/reactfire/dist/index.js?raw';
import { reactfireAuthOnly, UNUSED_BY_SITE } from './reactfire-auth-only';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = reactfireAuthOnly();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const reactfire = '/app/node_modules/reactfire/dist/index.js';

describe('reactfireAuthOnly', () => {
  it('should replace the SDKs reactfire imports but the site does not use', () => {
    for (const sdk of ['firebase/database', 'firebase/firestore', 'firebase/storage']) {
      expect(resolveId.call({}, sdk, reactfire)).toBe(`\0reactfire-unused-sdk:${sdk}`);
    }
  });

  it('should leave Auth, the app and every import from outside reactfire alone', () => {
    expect(resolveId.call({}, 'firebase/auth', reactfire)).toBeNull();
    expect(resolveId.call({}, 'firebase/app', reactfire)).toBeNull();
    expect(
      resolveId.call({}, 'firebase/functions', '/app/src/lib/firebase/functions.ts'),
    ).toBeNull();
    expect(resolveId.call({}, 'firebase/firestore', '/app/src/x.ts')).toBeNull();
  });

  it('should know every Firebase SDK the installed reactfire imports', () => {
    const sdks = [...reactfireSource.matchAll(/from\s*"(firebase\/[^"]+)"/g)].map(([, sdk]) => sdk);
    // Auth and the app are the ones the site uses; any other must be replaced, or its whole SDK ships.
    expect(sdks.filter((sdk) => sdk !== 'firebase/app' && sdk !== 'firebase/auth').sort()).toEqual(
      [...UNUSED_BY_SITE].sort(),
    );
  });

  it('should export every name the installed reactfire imports from the replaced SDKs', async () => {
    const imports = [
      ...reactfireSource.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(firebase\/[^"]+)"/g),
    ].filter(([, , sdk]) => UNUSED_BY_SITE.has(sdk ?? ''));
    expect(imports.length).toBe(UNUSED_BY_SITE.size);
    for (const [, list, sdk] of imports) {
      const standIn = String(await load.call({}, `\0reactfire-unused-sdk:${sdk}`));
      const exported = new Set([...standIn.matchAll(/unavailable as (\w+)/g)].map(([, name]) => name));
      const names = (list ?? '').split(',').map((binding) => binding.trim().split(/\s+as\s+/)[0]);
      for (const name of names) expect(exported, `${sdk} exports ${name}`).toContain(name);
    }
  });
});
