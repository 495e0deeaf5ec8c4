/**
 * The brand mark (the same drawing as public/favicon.svg) as an SVG document: the PWA icons
 * (scripts/ops/generate-icons.ts) and the share cards (scripts/build/share-cards.ts) draw it from here.
 */
import { brand } from '../../src/theme/primitives';

/** The mark on a square; `inset` leaves the safe zone a maskable icon needs (80% circle). */
export function markSvg(size: number, inset: number, rounded: boolean): string {
  const scale = (size * (1 - 2 * inset)) / 32;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${brand.ink}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M5 20 L12 11 L17 17 L21 12 L27 20 Z" fill="${brand.amber}"/>
    <path d="M5 24 Q10 21.5 16 24 T27 24" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>
  </g>
</svg>`;
}
