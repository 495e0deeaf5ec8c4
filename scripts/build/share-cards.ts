/**
 * Each indexable page's own preview picture (src/config/share-card.ts), drawn by `npm run build` from the
 * prerendered page: the firm's mark and name, the page's title, the start of its description and the
 * site's host, on the brand's ink. satori lays the card out as SVG (text as paths, in Inter from
 * @fontsource/inter), resvg draws it as PNG; no browser, nothing fetched.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { shareCard, shareCardPath } from '../../src/config/share-card';
import { brand } from '../../src/theme/primitives';
import { markSvg } from './brand-mark';
import { voidElements } from './html-elements';
import { htmlFileOf } from './prerender';

export interface ShareCardText {
  /** The page's title, without the site's name. */
  title: string;
  /** The page's description; the card shows what fits in two lines. */
  line: string;
  siteName: string;
  /** The site's host name, e.g. lagoonridge.com.ng. */
  host: string;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/**
 * An element for satori, as React's createElement makes it, without loading React: the build must not
 * (its server bundle brings the production React, and two would meet).
 */
function h(
  type: string,
  { key = null, ...props }: Record<string, unknown> & { key?: string | number | null },
  ...children: ReactNode[]
): ReactElement {
  return {
    type,
    key: key === null ? null : String(key),
    props: { ...props, children: children.length === 1 ? children[0] : children },
  };
}

let fontsLoaded: Promise<Font[]> | undefined;
/** Inter's Latin subset, read once: satori reads WOFF and TTF, not WOFF2. */
function fonts(): Promise<Font[]> {
  fontsLoaded ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fontsLoaded;
}

/**
 * What Inter's Latin files draw, as checked on a card (their unicode-range also names General
 * Punctuation, but e.g. ‰ and the non-breaking hyphen have no glyph): any other character would be a
 * box on the card, so the build stops instead.
 */
const drawable =
  /^[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2032\u2033\u2039\u203a\u2044\u20ac\u2122]*$/;

const pad = { x: 72, y: 56 };
const textWidth = shareCard.width - 2 * pad.x;
const titleLineHeight = 1.12;
/** Largest first: the biggest that fits in `titleMaxLines` lines and `titleMaxHeight`. */
const titleSizes = [104, 96, 88, 80, 72, 66, 60, 55, 50, 46] as const;
const titleMaxLines = 3;
const titleMaxHeight = 205;
const lineSize = 30;
const lineLineHeight = 1.35;
const lineMaxLines = 2;

const titleStyle = (fontSize: number): CSSProperties => ({
  fontSize,
  fontWeight: 700,
  lineHeight: titleLineHeight,
  letterSpacing: -0.01 * fontSize,
  color: '#ffffff',
});

const lineStyle = (fontSize: number): CSSProperties => ({
  fontSize,
  fontWeight: 400,
  lineHeight: lineLineHeight,
  color: brand.line,
});

/**
 * Words are measured once, at this size, and their widths scaled to the size drawn (a glyph's advance
 * is proportional to the size, and so is the letter spacing): satori rounds widths to whole pixels,
 * which at this size is a small error.
 */
const referenceSize = 400;
/** What is left of those errors: a line is kept this much short of the text's width. */
const slack = 4;
const ellipsis = '…';

/**
 * Each text's width on one line in `style`, as satori lays it out, in one layout (text left as text,
 * not drawn as paths: only its size is wanted). The card breaks its lines itself, at spaces only, so a
 * hyphenated word ("E-Commerce") is never split.
 */
async function widthsOf(texts: readonly string[], style: CSSProperties): Promise<number[]> {
  const widths: number[] = [];
  await satori(
    h(
      'div',
      { style: { ...style, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' } },
      ...texts.map((text, index) =>
        h(
          'div',
          { key: index, 'data-text': index, style: { display: 'flex', whiteSpace: 'nowrap' } },
          text,
        ),
      ),
    ),
    {
      width: 100 * shareCard.width,
      fonts: await fonts(),
      embedFont: false,
      onNodeDetected: (node) => {
        const index: unknown = node.props['data-text'];
        if (typeof index === 'number') widths[index] = node.width;
      },
    },
  );
  return widths;
}

interface Measured {
  words: string[];
  width: (word: string) => number;
  space: number;
}

/**
 * The words of `text` and a space with their widths in `styleAt(size)`, for any size; `extra` texts
 * measured too (for `width`).
 */
async function measure(
  text: string,
  styleAt: (fontSize: number) => CSSProperties,
  extra: readonly string[] = [],
): Promise<(fontSize: number) => Measured> {
  const words = text.split(/\s+/).filter(Boolean);
  const texts = [...new Set([...words, ...extra, 'a a', 'aa'])];
  const widths = await widthsOf(texts, styleAt(referenceSize));
  const byText = new Map(texts.map((entry, index) => [entry, widths[index] ?? 0]));
  const space = byText.get('a a')! - byText.get('aa')!;
  return (fontSize) => {
    const scale = fontSize / referenceSize;
    return { words, width: (word) => (byText.get(word) ?? 0) * scale, space: space * scale };
  };
}

/** Greedy wrap at `maxWidth`: the words of each line. */
function wrap({ words, width, space }: Measured, maxWidth: number): string[][] {
  const lines: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const word of words) {
    const next = current.length === 0 ? width(word) : used + space + width(word);
    if (current.length > 0 && next > maxWidth) {
      lines.push(current);
      current = [word];
      used = width(word);
    } else {
      current.push(word);
      used = next;
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/**
 * The title's lines at the largest size that fits in `titleMaxLines` and `titleMaxHeight`, balanced (the
 * narrowest width that still needs as many lines), so a last line is not one short word.
 */
async function fittedTitle(title: string): Promise<{ size: number; lines: string[] }> {
  const measuredAt = await measure(title, titleStyle);
  for (const size of titleSizes) {
    const measured = measuredAt(size);
    const maxWidth = textWidth - slack;
    const count = wrap(measured, maxWidth).length;
    if (count > titleMaxLines || count * size * titleLineHeight > titleMaxHeight) continue;
    let low = 1;
    let high = maxWidth;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (wrap(measured, middle).length <= count) high = middle;
      else low = middle + 1;
    }
    return { size, lines: wrap(measured, low).map((line) => line.join(' ')) };
  }
  throw new Error(`Share card: the title "${title}" does not fit even at the smallest size`);
}

/** Short words that lead into what follows them: a cut description does not end on one. */
const leadingWords = new Set('a an and as at by for from in of on or the to with'.split(' '));

/** The description's first `lineMaxLines` lines; if it is longer, the last cut at a word, with "…". */
async function fittedLine(text: string): Promise<string[]> {
  const trimmed = (word: string) => word.replace(/[,;:.–—-]+$/, '');
  const allWords = text.split(/\s+/).filter(Boolean);
  const measured = (await measure(text, lineStyle, [ellipsis, ...allWords.map(trimmed)]))(lineSize);
  const maxWidth = textWidth - slack;
  const lines = wrap(measured, maxWidth);
  if (lines.length <= lineMaxLines) return lines.map((line) => line.join(' '));
  const kept = lines.slice(0, lineMaxLines);
  const last = kept[kept.length - 1]!;
  const lineWidth = (words: readonly string[]) =>
    words.reduce(
      (sum, word, index) => sum + measured.width(word) + (index ? measured.space : 0),
      0,
    );
  // Drop words until the last one, less its trailing punctuation, and "…" fit.
  while (
    last.length > 1 &&
    lineWidth([...last.slice(0, -1), trimmed(last.at(-1)!)]) + measured.width(ellipsis) > maxWidth
  )
    last.pop();
  // Nor on a word that leads into the next: "… NDPA 2023…", not "… NDPA 2023 and the…".
  while (last.length > 1 && leadingWords.has(trimmed(last.at(-1)!).toLowerCase())) last.pop();
  last.push(`${trimmed(last.pop()!)}${ellipsis}`);
  return kept.map((line) => line.join(' '));
}

/** Lines already broken, each on its own row: satori draws them as they were measured. */
const linesOf = (lines: readonly string[], style: CSSProperties) =>
  h(
    'div',
    { style: { ...style, display: 'flex', flexDirection: 'column' } },
    ...lines.map((line, index) =>
      h('div', { key: index, style: { display: 'flex', whiteSpace: 'nowrap' } }, line),
    ),
  );

interface CardLayout {
  title: { size: number; lines: string[] };
  line: string[];
}

function card({ siteName, host }: ShareCardText, layout: CardLayout): ReactNode {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg(72, 0.12, true)).toString('base64')}`;
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: shareCard.width,
        height: shareCard.height,
        padding: `${pad.y}px ${pad.x}px`,
        backgroundColor: brand.ink,
        fontFamily: 'Inter',
        color: '#ffffff',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 } },
      h('img', { src: mark, width: 72, height: 72, alt: '' }),
      siteName,
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column' } },
      h('div', {
        style: {
          width: 88,
          height: 8,
          borderRadius: 4,
          backgroundColor: brand.amber,
          marginBottom: 24,
        },
      }),
      linesOf(layout.title.lines, titleStyle(layout.title.size)),
      linesOf(layout.line, { ...lineStyle(lineSize), marginTop: 20 }),
    ),
    h(
      'div',
      { style: { display: 'flex', fontSize: 28, fontWeight: 700, color: brand.amberLight } },
      host,
    ),
  );
}

/** One card as PNG: the title as large as fits, the description cut to two lines. */
export async function renderShareCard(text: ShareCardText): Promise<Buffer> {
  for (const [name, value] of Object.entries(text))
    if (!drawable.test(value))
      throw new Error(
        `Share card: the ${name} "${value}" has a character Inter's Latin files lack`,
      );
  const layout = { title: await fittedTitle(text.title), line: await fittedLine(text.line) };
  const svg = await satori(card(text, layout), {
    width: shareCard.width,
    height: shareCard.height,
    fonts: await fonts(),
  });
  // Text is paths already: no system font is looked for, so the picture is the same on every machine.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/** The `content` of the first `<meta>` whose `property` or `name` is `key`. */
const metaContent = (html: string, key: string) =>
  voidElements(html, 'meta').find((meta) => meta.property === key || meta.name === key)?.content;

/**
 * A card's text from the prerendered page itself: its `og:title` less the site's name (the home page's
 * reads "<site> | <title>", the others' "<title> | <site>"), its description, and its canonical URL's host.
 */
export function shareCardTextOf(html: string, siteName: string): ShareCardText {
  const fullTitle = metaContent(html, 'og:title');
  const line = metaContent(html, 'description');
  const canonical = voidElements(html, 'link').find((link) => link.rel === 'canonical')?.href;
  if (!fullTitle || !line || !canonical)
    throw new Error('Share card: the page has no og:title, description or canonical link');
  const [prefix, suffix] = [`${siteName} | `, ` | ${siteName}`];
  const title = fullTitle.startsWith(prefix)
    ? fullTitle.slice(prefix.length)
    : fullTitle.endsWith(suffix)
      ? fullTitle.slice(0, -suffix.length)
      : fullTitle;
  return { title, line, siteName, host: new URL(canonical).host };
}

export interface WrittenShareCard {
  route: string;
  /** The picture's path on the site, shareCardPath(route). */
  file: string;
  bytes: number;
}

/**
 * Draws every route's card from its prerendered HTML into `distDir` + shareCardPath(route); stops the
 * build if one is over shareCard.maxBytes (previewers would show none).
 */
export async function writeShareCards(
  distDir: string,
  routes: readonly string[],
  siteName: string,
): Promise<WrittenShareCard[]> {
  await mkdir(path.join(distDir, shareCard.dir), { recursive: true });
  const written: WrittenShareCard[] = [];
  // One at a time: each is a few tens of milliseconds, and the build runs beside other work on two cores.
  for (const route of routes) {
    const html = await readFile(path.join(distDir, htmlFileOf(route)), 'utf8');
    const png = await renderShareCard(shareCardTextOf(html, siteName));
    const file = shareCardPath(route);
    if (png.length > shareCard.maxBytes)
      throw new Error(
        `${file} is ${png.length} bytes, over the ${shareCard.maxBytes} previewers take`,
      );
    await writeFile(path.join(distDir, file.slice(1)), png);
    written.push({ route, file, bytes: png.length });
  }
  return written;
}
