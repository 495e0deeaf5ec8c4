import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoneypotField } from './honeypot-field';

describe('HoneypotField', () => {
  it('is a named, empty field that people cannot reach: hidden from assistive technology and the tab order', () => {
    const { container } = render(
      <form>
        <HoneypotField name="website" label="Leave this field empty" />
      </form>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    const input = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(input?.value).toBe('');
    expect(input?.tabIndex).toBe(-1);
    expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
