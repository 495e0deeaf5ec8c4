import { describe, expect, it } from 'vitest';
import {
  formatLagosClock,
  formatLagosDate,
  formatLagosTime,
  lagosDayStart,
  lagosSortableTime,
} from './lagos-time.js';

describe('Lagos time', () => {
  it('shows West Africa Time whatever the device is set to', () => {
    expect(formatLagosTime(new Date('2026-11-26T23:30:00.000Z'))).toBe('27 Nov 2026, 00:30 WAT');
    expect(formatLagosTime(null)).toBe('');
    expect(lagosSortableTime(new Date('2026-11-26T23:30:00.000Z'))).toBe('2026-11-27 00:30');
    expect(lagosSortableTime(null)).toBe('');
    expect(formatLagosClock(new Date('2026-11-26T08:30:00.000Z'))).toBe('9:30 AM');
    expect(formatLagosDate(new Date('2026-11-29T23:30:00.000Z'))).toBe('Monday 30 November');
  });

  it('puts an instant on its Lagos calendar day', () => {
    expect(new Date(lagosDayStart(Date.parse('2026-11-26T23:30:00Z'))).toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
    expect(new Date(lagosDayStart(Date.parse('2026-11-26T22:59:00Z'))).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
  });
});
