import { describe, expect, it } from 'vitest';
import { isInPageLink } from './in-page-link';

const here = new URL('https://lagoonridge.example/services/cloud?ref=menu#top');
const location = {
  href: here.href,
  origin: here.origin,
  pathname: here.pathname,
  search: here.search,
} as Location;

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = new URL(href, here.href).href;
  return anchor;
}

describe('isInPageLink', () => {
  it('is true for a section of this page, and for this page itself', () => {
    expect(isInPageLink(link('?ref=menu#pricing'), location)).toBe(true);
    expect(isInPageLink(link('/services/cloud?ref=menu'), location)).toBe(true);
  });

  it('is false for another page, another query or another origin', () => {
    expect(isInPageLink(link('/services/data?ref=menu#pricing'), location)).toBe(false);
    expect(isInPageLink(link('/services/cloud#pricing'), location)).toBe(false);
    expect(
      isInPageLink(link('https://elsewhere.example/services/cloud?ref=menu#x'), location),
    ).toBe(false);
  });
});
