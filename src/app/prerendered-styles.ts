import type { EmotionCache } from '@emotion/cache';

/**
 * The prerendered pages carry every style rule their render produced, in two <style> tags the browser
 * uses as they are: Emotion neither compiles nor inserts those rules again, and no tag is moved, since
 * moving or adding a style tag makes the browser restyle the whole page.
 *
 * The attributes are the site's own, not Emotion's `data-emotion`: Emotion would "rehydrate" tags it
 * recognises by re-inserting each one, which the DOM performs as a removal and an insertion.
 */
/** Holds the space-separated names of the global styles and keyframes in its tag, e.g. "1x2y3z 4a5b6c". */
export const PRERENDERED_GLOBAL_STYLES = 'data-lr-global';
/**
 * Marks the tag of component rules. Their names need no list (which cost a page 2–3 KB before compression,
 * ≈ 0.3 KB after, being random): every rule of a component style is scoped by its class, `.lr-<name>`.
 */
export const PRERENDERED_COMPONENT_STYLES = 'data-lr-components';

/** The names of the component styles whose rules `css` holds. */
export function componentStyleNames(css: string, key: string): Set<string> {
  return new Set(
    Array.from(css.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g')), (match) => match[1] ?? ''),
  );
}

/**
 * On the server: Emotion keeps each rule's CSS in `cache.inserted` instead of writing <style> tags
 * into the markup (what @emotion/server turns on too).
 */
export function keepStylesInCache(cache: EmotionCache): EmotionCache {
  cache.compat = true;
  return cache;
}

/** The names of the component styles some element of `markup` wears, from its class attributes. */
function namesWorn(markup: string, key: string): Set<string> {
  const worn = new Set<string>();
  for (const [, classes = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of classes.split(/\s+/)) {
      if (token.startsWith(`${key}-`)) worn.add(token.slice(key.length + 1));
    }
  }
  return worn;
}

/**
 * The style tags for a page rendered with a `keepStylesInCache` cache, whose markup is `markup`.
 *
 * A component that wraps a styled component (MUI's Button over ButtonBase, AppBar over Paper) inserts
 * its own rules as well as the merged ones the element wears; its own class is on no element, ever,
 * since the inner component always merges it. Those rules are written as their names alone, in one
 * empty rule (`.lr-a,.lr-b{}`): the browser's cache then knows them as inserted and adds nothing while
 * it hydrates, and the page carries no CSS that matches nothing (≈ 0.3 KB after compression).
 */
export function prerenderedStyleTags(
  cache: EmotionCache,
  markup: string,
): { global: string; components: string } {
  const global = { names: [] as string[], css: '' };
  const components = { css: '', namesOnly: [] as string[] };
  const worn = namesWorn(markup, cache.key);
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // Component styles are registered under their class name; <Global> styles and keyframes are not.
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      global.names.push(name);
      global.css += css;
    } else if (worn.has(name)) {
      components.css += css;
    } else {
      components.namesOnly.push(`.${cache.key}-${name}`);
    }
  }
  if (components.namesOnly.length) components.css += `${components.namesOnly.join(',')}{}`;
  return {
    global: global.names.length
      ? `<style ${PRERENDERED_GLOBAL_STYLES}="${global.names.join(' ')}">${global.css}</style>`
      : '',
    components: components.css
      ? `<style ${PRERENDERED_COMPONENT_STYLES}>${components.css}</style>`
      : '',
  };
}

/**
 * In the browser: tells the cache the prerendered rules are in place, and makes the prerendered tag the
 * one it adds later rules after. Nothing in the document changes.
 */
export function adoptPrerenderedStyles(cache: EmotionCache, root: ParentNode = document): void {
  for (const tag of root.querySelectorAll<HTMLStyleElement>(
    `style[${PRERENDERED_GLOBAL_STYLES}]`,
  )) {
    for (const name of tag.getAttribute(PRERENDERED_GLOBAL_STYLES)?.split(' ') ?? []) {
      if (name) cache.inserted[name] = true;
    }
  }
  for (const tag of root.querySelectorAll<HTMLStyleElement>(
    `style[${PRERENDERED_COMPONENT_STYLES}]`,
  )) {
    for (const name of componentStyleNames(tag.textContent ?? '', cache.key)) {
      cache.inserted[name] = true;
    }
    cache.sheet.tags.push(tag);
  }
}

/**
 * Whether the page came with its global styles (the CSS baseline), in which case the app does not
 * render them again: they never change after the build.
 */
export function hasPrerenderedGlobalStyles(root: ParentNode | undefined = globalThis.document) {
  return root?.querySelector(`style[${PRERENDERED_GLOBAL_STYLES}]`) != null;
}
