import { describe, expect, it } from 'vitest';
import reactfireSource from '../../../node_modules/reactfire/dist/index.js?raw';
import { reactfireAuthOnly } from './reactfire-auth-only';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = reactfireAuthOnly();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const reactfire = '/app/node_modules/reactfire/dist/index.js';

describe('reactfireAuthOnly', () => {
  it('should replace the SDKs reactfire imports but the site does not use', () => {
    for (const sdk of ['firebase/database', 'firebase/firestore', 'firebase/storage']) {
      expect(resolveId.call({}, sdk, reactfire)).toBe('\0reactfire-unused-sdk');
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

  it('should export every name the installed reactfire imports from the replaced SDKs', () => {
    const standIn = String(load.call({}, '\0reactfire-unused-sdk'));
    const imports = [
      ...reactfireSource.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"firebase\/(database|firestore|functions|remote-config|storage)"/g,
      ),
    ];
    expect(imports.length).toBe(5);
    const names = imports.flatMap(([, list]) =>
      (list ?? '').split(',').map((binding) => binding.trim().split(/\s+as\s+/)[0]),
    );
    for (const name of names) expect(standIn).toContain(`unavailable as ${name}`);
  });
});
