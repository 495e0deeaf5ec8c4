import { describe, expect, it } from 'vitest';
import { allowedOverFloorMs, networkFloorMs } from './network-floor';
import { devToolsThreeG } from './real-browser';

describe('networkFloorMs', () => {
  it("is one round trip and the bytes at the phone's throughput", () => {
    // DevTools' "3G": 562.5 ms a round trip, 180,000 B/s down.
    expect(devToolsThreeG.latency).toBe(562.5);
    expect(networkFloorMs({ files: 40, bytes: 180_000 })).toBeCloseTo(1562.5);
    expect(networkFloorMs({ files: 1, bytes: 0 })).toBeCloseTo(562.5);
  });

  it('takes another network', () => {
    expect(
      networkFloorMs({ files: 2, bytes: 50_000 }, { latency: 100, downloadThroughput: 100_000 }),
    ).toBeCloseTo(600);
  });
});

describe('allowedOverFloorMs', () => {
  it('is the floor × the allowance on the quiet host', () => {
    expect(allowedOverFloorMs(1500, 1.2, 1)).toBeCloseTo(1800);
  });

  it('scales only the part over the floor with the host factor', () => {
    // 300 ms of the app's own work at 1.2×; 1.5 times slower host, 450 ms of it.
    expect(allowedOverFloorMs(1500, 1.2, 1.5)).toBeCloseTo(1950);
    expect(allowedOverFloorMs(1500, 1.2, 2)).toBeCloseTo(2100);
  });
});
