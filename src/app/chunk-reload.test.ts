// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  canReloadFor,
  reloadForNewDeploy,
  retryWindowMs,
  type ReloadContext,
} from './chunk-reload';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: https://example.com/assets/service-page-abc123.js',
);

function context(overrides: Partial<ReloadContext> = {}): ReloadContext {
  const items = new Map<string, string>();
  return {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    },
    location: { pathname: '/services/cloud', reload: vi.fn() },
    online: true,
    now: 1_000_000,
    ...overrides,
  };
}

describe('reloading once for a chunk a deploy removed', () => {
  it('reloads for a missing chunk, then not again for the same page within the window', () => {
    const ctx = context();
    expect(canReloadFor(missingChunk, ctx)).toBe(true);
    reloadForNewDeploy(ctx);
    expect(ctx.location.reload).toHaveBeenCalledTimes(1);
    expect(canReloadFor(missingChunk, { ...ctx, now: ctx.now + 5_000 })).toBe(false);
    expect(canReloadFor(missingChunk, { ...ctx, now: ctx.now + retryWindowMs + 1 })).toBe(true);
    expect(
      canReloadFor(missingChunk, { ...ctx, location: { ...ctx.location, pathname: '/contact' } }),
    ).toBe(true);
  });

  it('leaves other errors, offline failures and pages without storage to the error view', () => {
    expect(canReloadFor(new Error('Cannot read properties of undefined'), context())).toBe(false);
    expect(canReloadFor(missingChunk, context({ online: false }))).toBe(false);
    const noStorage = context({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
      },
    });
    expect(canReloadFor(missingChunk, noStorage)).toBe(false);
  });

  it('recognises the messages Firefox and Safari give', () => {
    expect(
      canReloadFor(new TypeError('error loading dynamically imported module'), context()),
    ).toBe(true);
    expect(canReloadFor(new TypeError('Importing a module script failed.'), context())).toBe(true);
  });
});
