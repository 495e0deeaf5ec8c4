import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptTypedValues } from './adopt-typed-values';

/** A controlled field that shows its state beside it, as a prerendered form would hold it. */
function Field() {
  const [value, setValue] = useState('');
  return (
    <form>
      <input aria-label="Email" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** Prerenders the field, "types" into it before hydration, then hydrates it. */
async function typeThenHydrate(text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.value = text;
  await act(async () => {
    root = hydrateRoot(container, <Field />);
  });
  return { container, input, state: () => container.querySelector('output')?.textContent };
}

describe('adoptTypedValues', () => {
  it('should hand text typed before hydration to React, which otherwise never sees it', async () => {
    const { container, input, state } = await typeThenHydrate('ada@example.com');
    expect(input.value).toBe('ada@example.com');
    expect(state()).toBe('');

    act(() => adoptTypedValues(container));
    expect(state()).toBe('ada@example.com');
    expect(input.value).toBe('ada@example.com');
  });

  it('should leave fields nobody typed into alone', async () => {
    const { container, input, state } = await typeThenHydrate('');
    act(() => adoptTypedValues(container));
    expect(input.value).toBe('');
    expect(state()).toBe('');
  });
});
