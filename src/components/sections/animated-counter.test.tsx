import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedCounter, formatFigure, parseFigure } from './animated-counter';

/** An IntersectionObserver whose entries the test triggers by hand. */
class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ManualIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  intersect() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/** Frames run only when the test says so, at the time it says. */
let pendingFrames: FrameRequestCallback[] = [];
function runFrame(time: number) {
  const frames = pendingFrames;
  pendingFrames = [];
  act(() => frames.forEach((frame) => frame(time)));
}

beforeEach(() => {
  ManualIntersectionObserver.instances = [];
  pendingFrames = [];
  vi.stubGlobal('IntersectionObserver', ManualIntersectionObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pendingFrames.push(callback);
    return pendingFrames.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(performance, 'now').mockReturnValue(0);
});

afterEach(() => vi.unstubAllGlobals());

describe('parseFigure', () => {
  it.each([
    ['50+', { prefix: '', target: 50, decimals: 0, suffix: '+' }],
    ['99.9%', { prefix: '', target: 99.9, decimals: 1, suffix: '%' }],
    ['<100ms', { prefix: '<', target: 100, decimals: 0, suffix: 'ms' }],
    ['3x', { prefix: '', target: 3, decimals: 0, suffix: 'x' }],
  ])('should split %s into number and text', (value, parsed) => {
    expect(parseFigure(value)).toEqual(parsed);
    expect(formatFigure(parsed, parsed.target)).toBe(value);
  });

  it('should leave text without exactly one number alone', () => {
    expect(parseFigure('24/7')).toBeNull();
    expect(parseFigure('NDPA')).toBeNull();
  });
});

describe('AnimatedCounter', () => {
  it('should put the final value in server-rendered HTML', () => {
    expect(renderToString(<AnimatedCounter value="200+" />)).toContain('200+');
  });

  it('should stay on the final value under prefers-reduced-motion, even when scrolled into view', () => {
    mockReducedMotion(true);
    render(<AnimatedCounter value="50+" />);
    expect(ManualIntersectionObserver.instances).toHaveLength(0);
    expect(screen.getByText('50+')).toHaveAttribute('data-counter', 'final');
  });

  it('should count up once when visible, keeping the final value for screen readers', () => {
    mockReducedMotion(false);
    const { container } = render(<AnimatedCounter value="95%" durationMs={1000} />);
    const counter = container.firstElementChild!;
    expect(counter).toHaveTextContent('95%');
    expect(counter).toHaveAttribute('data-counter', 'final');

    act(() => ManualIntersectionObserver.instances[0]!.intersect());
    runFrame(0);
    expect(counter).toHaveAttribute('data-counter', 'counting');
    expect(counter.querySelector('[aria-hidden="true"]')).toHaveTextContent('0%');
    expect(screen.getByText('95%')).toBeInTheDocument();

    runFrame(500);
    const midway = Number.parseInt(counter.querySelector('[aria-hidden="true"]')!.textContent!, 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(95);

    runFrame(1000);
    expect(counter).toHaveAttribute('data-counter', 'final');
    expect(counter).toHaveTextContent(/^95%$/);
    expect(pendingFrames).toHaveLength(0);
  });
});
