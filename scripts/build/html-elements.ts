/**
 * Elements of the prerendered HTML, read without a DOM: the build (scripts/build/share-cards.ts reads each
 * page's head) and the built-site tests (tests/built/) use this one reader. The HTML is React's, with
 * quoted attributes only.
 */
/** An element as written in the HTML: its opening tag's attributes and its text, tags stripped. */
export interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  text: string;
}

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Character references: the named few React writes (and &nbsp;), and numeric ones. */
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (reference, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (named[name] ?? reference),
  );

const attributesOf = (source: string): Record<string, string> =>
  Object.fromEntries(
    [...source.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
      name,
      decode(value),
    ]),
  );

/**
 * Every `<tag>` element in `html` with its attributes and text. For elements that do not nest in
 * themselves (a, h1, title…): the prerendered HTML is React's, with quoted attributes only.
 */
export function elements(html: string, tag: string): HtmlElement[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, attributes = '', inner = '']) => ({
      tag,
      attributes: attributesOf(attributes),
      text: decode(inner.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    }),
  );
}

/** The attributes of every `<tag>` with no content (meta, link). */
export function voidElements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, 'g'))].map(([, attributes = '']) =>
    attributesOf(attributes),
  );
}
