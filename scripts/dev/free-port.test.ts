import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portInUse } from './free-port';

describe('portInUse', () => {
  it('tells a port something listens on from a free one', async () => {
    const port = await freePort();
    expect(await portInUse(port)).toBe(false);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await portInUse(port)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portInUse(port)).toBe(false);
  });
});
