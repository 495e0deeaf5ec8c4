// @vitest-environment node
// The prerenderer's side runs at build time, in Node, where Emotion keeps rules as text.
import createCache from '@emotion/cache';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  keepStylesInCache,
  PRERENDERED_COMPONENT_STYLES,
  PRERENDERED_GLOBAL_STYLES,
  prerenderedStyleTags,
} from './prerendered-styles';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const Surface = styled.div({ color: 'rgb(1, 2, 3)' });
// Like MUI's AppBar over Paper: a styled wrapper of a component that renders a styled element.
const Banner = styled((props: ComponentProps<'div'>) => <Surface {...props} />)({
  padding: 7,
  animation: `${fadeIn} 1s`,
});

function renderPage() {
  const cache = keepStylesInCache(createCache({ key: 'lr' }));
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ body: { margin: 3 } }} />
      <Banner>Hello</Banner>
    </CacheProvider>,
  );
  return { html, tags: prerenderedStyleTags(cache) };
}

const namesIn = (tag: string, attribute: string) =>
  new RegExp(`${attribute}="([^"]*)"`).exec(tag)?.[1].split(' ') ?? [];

describe('prerenderedStyleTags', () => {
  it('should keep the styles out of the markup', () => {
    const { html } = renderPage();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/^<div class="lr-\w+">Hello<\/div>$/);
  });

  it("should write every component rule, the wrapper's own included, and name each one", () => {
    const { html, tags } = renderPage();
    const names = namesIn(tags.components, PRERENDERED_COMPONENT_STYLES);
    // The element wears the merged class; the wrapper's own class is on no element.
    expect(names).toHaveLength(2);
    expect(names).toContain(/class="lr-(\w+)"/.exec(html)?.[1]);
    const wrapperOnly = names.find((name) => !html.includes(`lr-${name}`));
    expect(tags.components).toContain(`.lr-${wrapperOnly}{padding:7px;`);
    expect(tags.components).toMatch(/^<style data-lr-ids="[^"]+">.*<\/style>$/);
  });

  it('should write the global rules and keyframes in a tag of their own, named too', () => {
    const { tags } = renderPage();
    expect(tags.global).toContain('body{margin:3px;}');
    expect(tags.global).toContain(`@keyframes ${fadeIn.name}`);
    expect(namesIn(tags.global, PRERENDERED_GLOBAL_STYLES)).toContain(fadeIn.name);
    expect(tags.components).not.toContain('body{');
  });

  it('should write no tag for a page without styles', () => {
    const cache = keepStylesInCache(createCache({ key: 'lr' }));
    renderToString(<CacheProvider value={cache}>Plain</CacheProvider>);
    expect(prerenderedStyleTags(cache)).toEqual({ global: '', components: '' });
  });
});
