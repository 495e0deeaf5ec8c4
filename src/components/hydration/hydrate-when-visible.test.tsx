import { act, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible, HydratingPrerenderedHtml } from './hydrate-when-visible';

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

/** The page as prerendered, then hydrated as main.tsx hydrates it. */
function hydratePrerendered(tree: ReactNode, onRecoverableError = vi.fn()) {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  container.innerHTML = renderToString(tree);
  const root = hydrateRoot(
    container,
    <HydratingPrerenderedHtml value={true}>{tree}</HydratingPrerenderedHtml>,
    { onRecoverableError },
  );
  return { container, root };
}

describe('HydrateWhenVisible', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('should keep server HTML inert until the section nears the viewport, then hydrate it without a mismatch', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const recoverable = vi.fn();
    const tree = (
      <HydrateWhenVisible id="below-fold">
        <Counter id="below-fold" />
      </HydrateWhenVisible>
    );
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = hydratePrerendered(tree, recoverable));
    });
    const button = container.querySelector('button')!;
    button.click();
    expect(button.textContent).toBe('Clicked 0');

    await act(async () => ManualObserver.instances.at(-1)?.reveal());
    container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('should render a section at once in a client render after the root has hydrated', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const observers = ManualObserver.instances.length;
    let hydrated!: ReturnType<typeof hydratePrerendered>;
    await act(async () => {
      hydrated = hydratePrerendered(<p>Above the fold</p>);
    });
    await act(async () => {
      hydrated.root.render(
        <HydratingPrerenderedHtml value={true}>
          <p>Above the fold</p>
          <HydrateWhenVisible id="next-page">
            <Counter id="next-page" />
          </HydrateWhenVisible>
        </HydratingPrerenderedHtml>,
      );
    });
    hydrated.container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(hydrated.container.querySelector('button')!.textContent).toBe('Clicked 1');
    expect(ManualObserver.instances).toHaveLength(observers);
  });

  it('should fail in development when no element has the id it watches', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <HydrateWhenVisible id="our-technology">
          <Counter id="our-tech" />
        </HydrateWhenVisible>,
      ),
    ).toThrow('no element has the id "our-technology"');
  });
});
