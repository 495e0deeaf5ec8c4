import { describe, expect, it } from 'vitest';
import { summarizeInteractions, type Interaction } from './event-timing';

const interaction = (duration: number, startTime = 0): Interaction => ({
  name: 'keydown',
  startTime,
  duration,
  target: 'contact-name',
});

describe('summarizeInteractions', () => {
  it('takes the longest interaction of a visit with fewer than 50', () => {
    const summary = summarizeInteractions([48, 312, 96, 24].map((ms) => interaction(ms)));
    expect(summary.p98Ms).toBe(312);
    expect(summary.worst?.duration).toBe(312);
    expect(summary.count).toBe(4);
  });

  it('skips the longest one per 50 interactions, as INP does', () => {
    // 120 interactions: the third longest is the 98th percentile.
    const durations = [400, 300, 200, ...Array.from({ length: 117 }, () => 40)];
    const summary = summarizeInteractions(durations.map((ms) => interaction(ms)));
    expect(summary.p98Ms).toBe(200);
    expect(summary.worst?.duration).toBe(400);
  });

  it('counts the interactions too short to be reported, from the browser count', () => {
    // 100 interactions, of which only these three took 16 ms or more.
    const summary = summarizeInteractions(
      [160, 120, 80].map((ms) => interaction(ms)),
      100,
    );
    expect(summary.count).toBe(100);
    expect(summary.p98Ms).toBe(80);
  });

  it('reads 0 for a visit with no interaction over the floor', () => {
    expect(summarizeInteractions([], 12)).toEqual({ count: 12, p98Ms: 0, worst: null });
  });
});
