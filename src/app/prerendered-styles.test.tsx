// @vitest-environment node
// The prerenderer's side runs at build time, in Node, where Emotion keeps rules as text.
import createCache from '@emotion/cache';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  componentStyleNames,
  keepStylesInCache,
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
  return { html, tags: prerenderedStyleTags(cache, html) };
}

const namesIn = (tag: string, attribute: string) =>
  new RegExp(`${attribute}="([^"]*)"`).exec(tag)?.[1].split(' ') ?? [];

describe('prerenderedStyleTags', () => {
  it('should keep the styles out of the markup', () => {
    const { html } = renderPage();
    expect(html).not.toContain('<style');
    expect(html).toMatch(/^<div class="lr-\w+">Hello<\/div>$/);
  });

  it("should write the rules of the class the element wears, and the wrapper's own class by name alone", () => {
    const { html, tags } = renderPage();
    expect(tags.components).toMatch(/^<style data-lr-components>.*<\/style>$/);
    const names = [...componentStyleNames(tags.components, 'lr')];
    // The element wears the merged class; the wrapper's own class is on no element.
    expect(names).toHaveLength(2);
    const worn = /class="lr-(\w+)"/.exec(html)?.[1];
    expect(tags.components).toContain(`.lr-${worn}{color:rgb(1, 2, 3);padding:7px;`);
    const wrapperOnly = names.find((name) => name !== worn);
    expect(tags.components).toContain(`.lr-${wrapperOnly}{}`);
    expect(tags.components).not.toContain(`.lr-${wrapperOnly}{padding`);
  });

  it('should read each name once from its rules, states and nested selectors included', () => {
    const css = '.lr-a1{color:red;}.lr-a1:hover{color:blue;}html[data-x] .lr-b2-Label{margin:0;}';
    expect(componentStyleNames(css, 'lr')).toEqual(new Set(['a1', 'b2-Label']));
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
    expect(prerenderedStyleTags(cache, 'Plain')).toEqual({ global: '', components: '' });
  });
});
