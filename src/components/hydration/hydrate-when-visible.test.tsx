import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test can trigger by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ManualObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  reveal() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

describe('HydrateWhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.body.innerHTML = '';
  });

  it('should keep server HTML inert until the section nears the viewport, then hydrate it without a mismatch', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const recoverable = vi.fn();
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const { HydrateWhenVisible } = await import('./hydrate-when-visible');
    const tree = (
      <HydrateWhenVisible id="below-fold">
        <Counter id="below-fold" />
      </HydrateWhenVisible>
    );
    root.innerHTML = renderToString(tree);
    // The module decides at load time whether this page starts with prerendered HTML.
    vi.resetModules();
    const fresh = await import('./hydrate-when-visible');
    const hydratedTree = (
      <fresh.HydrateWhenVisible id="below-fold">
        <Counter id="below-fold" />
      </fresh.HydrateWhenVisible>
    );
    await act(async () => {
      hydrateRoot(root, hydratedTree, { onRecoverableError: recoverable });
    });
    const button = root.querySelector('button')!;
    button.click();
    expect(button.textContent).toBe('Clicked 0');

    fresh.endInitialHydration();
    await act(async () => ManualObserver.instances.at(-1)?.reveal());
    root.querySelector('button')!.click();
    await act(async () => undefined);
    expect(root.querySelector('button')!.textContent).toBe('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
