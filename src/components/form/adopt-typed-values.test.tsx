import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptTypedValues } from './adopt-typed-values';

/**
 * Two controlled fields in one state, as a prerendered form holds them, each showing its state beside
 * it: a change to one renders both again.
 */
function Form() {
  const [values, setValues] = useState({ email: '', name: '' });
  return (
    <form>
      {(['email', 'name'] as const).map((name) => (
        <label key={name}>
          <input
            name={name}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
          <output>{values[name]}</output>
        </label>
      ))}
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** Prerenders the form, "types" into its fields before hydration, then hydrates it. */
async function typeThenHydrate(email: string, name: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const [emailInput, nameInput] = container.querySelectorAll('input');
  emailInput!.value = email;
  nameInput!.value = name;
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  const inputs = () => [...container.querySelectorAll('input')].map((input) => input.value);
  const state = () => [...container.querySelectorAll('output')].map((output) => output.textContent);
  return { container, inputs, state };
}

describe('adoptTypedValues', () => {
  it('should hand text typed before hydration to React, which otherwise never sees it', async () => {
    const { container, inputs, state } = await typeThenHydrate('ada@example.com', 'Ada Obi');
    expect(inputs()).toEqual(['ada@example.com', 'Ada Obi']);
    expect(state()).toEqual(['', '']);

    act(() => adoptTypedValues(container));
    expect(state()).toEqual(['ada@example.com', 'Ada Obi']);
    expect(inputs()).toEqual(['ada@example.com', 'Ada Obi']);
  });

  it('should tell React which field the visitor is in, as the focus it missed', async () => {
    function FocusForm() {
      const [focused, setFocused] = useState('none');
      return (
        <form>
          <input name="email" onFocus={() => setFocused('email')} />
          <input name="name" onFocus={() => setFocused('name')} />
          <output>{focused}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FocusForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[name=name]')!.focus();
    await act(async () => {
      root = hydrateRoot(container, <FocusForm />);
    });
    expect(container.querySelector('output')).toHaveTextContent('none');
    act(() => adoptTypedValues(container));
    expect(container.querySelector('output')).toHaveTextContent('name');
  });

  it('should leave fields nobody typed into alone', async () => {
    const { container, inputs, state } = await typeThenHydrate('', 'Ada Obi');
    act(() => adoptTypedValues(container));
    expect(inputs()).toEqual(['', 'Ada Obi']);
    expect(state()).toEqual(['', 'Ada Obi']);
  });
});
