import { act, render } from '@testing-library/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HydrateWhenVisible,
  InitialHydration,
  InitialHydrationContext,
} from './hydrate-when-visible';

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

/** A section with a button; `onHydrated` is called once React owns it. */
function Counter({ id, onHydrated }: { id: string; onHydrated?: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

/** The page as prerendered, then hydrated as main.tsx hydrates it (or inside the given wrapper). */
function hydratePrerendered(
  tree: ReactNode,
  {
    onRecoverableError = vi.fn(),
    wrap = (page: ReactNode) => <InitialHydration hydrating>{page}</InitialHydration>,
  } = {},
) {
  const container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  container.innerHTML = renderToString(tree);
  const root = hydrateRoot(container, wrap(tree), { onRecoverableError });
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
    // The root's first hydration, held open by the test until it ends it.
    let initial = true;
    const tree = (
      <HydrateWhenVisible id="below-fold">
        <Counter id="below-fold" />
      </HydrateWhenVisible>
    );
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = hydratePrerendered(tree, {
        onRecoverableError: recoverable,
        wrap: (page) => (
          <InitialHydrationContext value={() => initial}>{page}</InitialHydrationContext>
        ),
      }));
    });
    const button = container.querySelector('button')!;
    button.click();
    expect(button.textContent).toBe('Clicked 0');

    initial = false;
    await act(async () => ManualObserver.instances.at(-1)?.reveal());
    container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('should hydrate every section after the root has committed, without waiting for the viewport, as React schedules it', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const observers = ManualObserver.instances.length;
    const hydratedSection = vi.fn();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = hydratePrerendered(
        <HydrateWhenVisible id="far-below">
          <Counter id="far-below" onHydrated={hydratedSection} />
        </HydrateWhenVisible>,
      ));
    });
    expect(hydratedSection).toHaveBeenCalledTimes(1);
    expect(ManualObserver.instances).toHaveLength(observers);
    container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(container.querySelector('button')!.textContent).toBe('Clicked 1');
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
        <InitialHydration hydrating>
          <p>Above the fold</p>
          <HydrateWhenVisible id="next-page">
            <Counter id="next-page" />
          </HydrateWhenVisible>
        </InitialHydration>,
      );
    });
    hydrated.container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(hydrated.container.querySelector('button')!.textContent).toBe('Clicked 1');
    expect(ManualObserver.instances).toHaveLength(observers);
  });

  it('should hydrate a waiting section at once when an update reaches it after the root has hydrated', async () => {
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    const page = (label: string) => (
      <>
        <p>{label}</p>
        <HydrateWhenVisible id="footer">
          <Counter id="footer" />
        </HydrateWhenVisible>
      </>
    );
    let hydrated!: ReturnType<typeof hydratePrerendered>;
    await act(async () => {
      hydrated = hydratePrerendered(page('Contact'));
    });
    // A navigation re-renders the layout, footer included, in a transition; the footer is still far.
    await act(async () => {
      startTransition(() =>
        hydrated.root.render(<InitialHydration hydrating>{page('Home')}</InitialHydration>),
      );
    });
    expect(hydrated.container.querySelector('p')!.textContent).toBe('Home');
    hydrated.container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(hydrated.container.querySelector('button')!.textContent).toBe('Clicked 1');
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
