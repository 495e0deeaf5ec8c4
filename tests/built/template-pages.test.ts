// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  industryActions,
  industryPages,
  servicePages,
  type CallToActionCheck,
} from '../support/template-page-checks';
import { builtSite } from './support/built-site';

// Every service and industry page as the browser first gets it (and keeps it until the app starts): its
// h1, its blocks in order and its calls to action, with where each leads. What only a browser sees (axe
// with layout and colour, the keyboard) is checked on one page of each kind of block in
// tests/e2e/service-pages.spec.ts and industry-pages.spec.ts.
const site = builtSite();

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The page parsed as the browser parses it (jsdom's DOMParser), links resolved against its address. */
async function open(path: string) {
  const html = await site.fetchText(path);
  const document = new DOMParser().parseFromString(html, 'text/html');
  const base = document.createElement('base');
  base.href = new URL(path, 'https://lagoonridge.example').href;
  document.head.prepend(base);
  return document;
}

function expectBlocks(document: Document, h1: string, headings: readonly string[]) {
  expect([...document.querySelectorAll('h1')].map(text)).toEqual([h1]);
  expect([...document.querySelectorAll('main h2')].map(text)).toEqual(headings);
}

/** Each call to action in its region, by its name, and where its link leads. */
function expectActions(document: Document, actions: readonly CallToActionCheck[]) {
  for (const action of actions) {
    const region = document.querySelector(action.from === 'h1' ? 'main header' : action.from);
    const links = [...(region?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
    const link = links.find(
      (candidate) => (candidate.getAttribute('aria-label') ?? text(candidate)) === action.label,
    );
    expect(link, `"${action.label}" in ${action.from}`).toBeDefined();
    expect(link?.href, `"${action.label}" in ${action.from}`).toMatch(action.url);
  }
}

describe.each(servicePages)('$path', ({ path, h1, headings, actions }) => {
  it('has its h1, every block in order and every call to action', async () => {
    const document = await open(path);
    expectBlocks(document, h1, headings);
    expectActions(document, actions);
  });
});

describe.each(industryPages)('$path', (page) => {
  it('has its h1, the compliance strip, every block in order and every call to action', async () => {
    const document = await open(page.path);
    expectBlocks(document, page.h1, ['Experience and compliance', ...page.headings]);
    const strip = [...document.querySelectorAll('main section')].find(
      (section) => text(section.querySelector('h2')) === 'Experience and compliance',
    );
    expect([...(strip?.querySelectorAll('dd') ?? [])].map(text)).toEqual(page.compliance);
    expect(document.querySelectorAll('#solutions li h3')).toHaveLength(6);
    expect(document.querySelectorAll('#implementation ol > li')).toHaveLength(4);
    expectActions(document, industryActions(page));
  });
});
