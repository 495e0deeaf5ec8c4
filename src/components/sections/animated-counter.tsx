import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** A figure such as "50+", "99.9%" or "3x", split into the number and the text around it. */
export interface ParsedFigure {
  prefix: string;
  target: number;
  decimals: number;
  suffix: string;
}

/** One number with text around it; figures like "24/7" (two numbers) are not counted. */
const FIGURE = /^(\D*?)(\d+(?:\.\d+)?)(\D*)$/;

export function parseFigure(value: string): ParsedFigure | null {
  const match = FIGURE.exec(value);
  if (!match) return null;
  const [, prefix = '', number = '0', suffix = ''] = match;
  return {
    prefix,
    target: Number(number),
    decimals: number.split('.')[1]?.length ?? 0,
    suffix,
  };
}

export function formatFigure(figure: ParsedFigure, current: number): string {
  return `${figure.prefix}${current.toFixed(figure.decimals)}${figure.suffix}`;
}

export interface AnimatedCounterProps {
  value: string;
  durationMs?: number;
}

/**
 * Counts a figure up from zero once, the first time it scrolls into view.
 * The final value is what renders first (so prerendered HTML and screen readers get the real
 * number); the count-up only starts after mount, and never under prefers-reduced-motion.
 */
export function AnimatedCounter({ value, durationMs = 1600 }: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  // null: show the final value as written.
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    const figure = parseFigure(value);
    if (!element || !figure || typeof IntersectionObserver === 'undefined') return;
    if (prefersReducedMotion()) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const started = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - started) / durationMs);
          if (progress >= 1) {
            setCurrent(null);
            return;
          }
          const eased = 1 - (1 - progress) ** 3;
          setCurrent(figure.target * eased);
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  const figure = current === null ? null : parseFigure(value);
  return (
    <Box component="span" ref={ref} data-counter={figure ? 'counting' : 'final'}>
      {figure && current !== null ? (
        <>
          {/* Screen readers hear the final figure once, not every intermediate number. */}
          <span aria-hidden="true">{formatFigure(figure, current)}</span>
          <VisuallyHidden>{value}</VisuallyHidden>
        </>
      ) : (
        value
      )}
    </Box>
  );
}
