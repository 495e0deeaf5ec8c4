import { CacheProvider, css } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';
import { hasPrerenderedGlobalStyles } from './prerendered-styles';

const prerendered = css({ color: 'rgb(1, 2, 3)' });
const Prerendered = styled.div(prerendered);
const Later = styled.div({ color: 'rgb(4, 5, 6)' });

/** A <head> as the prerenderer writes it: global styles, the insertion point, component styles. */
function prerenderedHead() {
  document.head.innerHTML = [
    '<style data-lr-global="g1">body{margin:0}</style>',
    '<meta name="emotion-insertion-point" content="">',
    `<style data-lr-components>.lr-${prerendered.name}{color:rgb(1, 2, 3);}</style>`,
  ].join('');
  return [...document.head.children];
}

/** Every node added to or removed from <head> while `act` runs (a move is both). */
function headChanges(act: () => void) {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.removedNodes.forEach((node) => changes.push(`removed ${node.nodeName}`));
      record.addedNodes.forEach((node) => changes.push(`added ${node.nodeName}`));
    }
  });
  observer.observe(document.head, { childList: true });
  act();
  changes.push(...observer.takeRecords().map((record) => `late ${record.type}`));
  observer.disconnect();
  return changes;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('createEmotionCache in the browser', () => {
  it('should adopt the prerendered styles without moving or adding a tag', () => {
    const original = prerenderedHead();
    const changes = headChanges(() => {
      const cache = createEmotionCache();
      const { container } = render(
        <CacheProvider value={cache}>
          <Prerendered>Prerendered</Prerendered>
        </CacheProvider>,
      );
      expect(container.firstElementChild).toHaveClass(`lr-${prerendered.name}`);
    });
    expect(changes).toEqual([]);
    expect([...document.head.children]).toEqual(original);
  });

  it('should add later styles after the prerendered ones', () => {
    const [, , componentStyles] = prerenderedHead();
    const cache = createEmotionCache();
    render(
      <CacheProvider value={cache}>
        <Later>Later</Later>
      </CacheProvider>,
    );
    const added = componentStyles.nextElementSibling;
    expect(added).toHaveAttribute('data-emotion', 'lr');
    expect(added?.textContent).toContain('color:rgb(4, 5, 6)');
  });

  it('should insert styles at the insertion point on a page without prerendered ones', () => {
    document.head.innerHTML = '<meta name="emotion-insertion-point" content=""><title>T</title>';
    render(
      <CacheProvider value={createEmotionCache()}>
        <Later>Later</Later>
      </CacheProvider>,
    );
    expect(document.head.querySelector('meta')?.nextElementSibling).toHaveAttribute(
      'data-emotion',
      'lr',
    );
  });
});

describe('hasPrerenderedGlobalStyles', () => {
  it('should tell a prerendered page from the client-rendered shell', () => {
    expect(hasPrerenderedGlobalStyles()).toBe(false);
    prerenderedHead();
    expect(hasPrerenderedGlobalStyles()).toBe(true);
  });
});
