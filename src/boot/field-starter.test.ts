import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnFirstFieldFocus } from './field-starter';
import { APP_MODULES_LIST_ID, WORKS_WITHOUT_APP_ATTRIBUTE } from './shared';

function formPage(list: string[] | null) {
  document.body.innerHTML = `
    ${list ? `<script type="application/json" id="${APP_MODULES_LIST_ID}">${JSON.stringify(list)}</script>` : ''}
    <fieldset ${WORKS_WITHOUT_APP_ATTRIBUTE}><input type="text" aria-label="Menu search" /></fieldset>
    <input type="radio" aria-label="Dark" />
    <form><input type="email" aria-label="Email" /><textarea aria-label="Message"></textarea></form>`;
  const field = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
  return field;
}

describe('preloadOnFirstFieldFocus', () => {
  // Each test's starter stops listening at its first text field's focus, as a page's does.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("asks for the page's list on the first focus on a text field, once", () => {
    const preload = vi.fn(() => Promise.resolve());
    const field = formPage(['/assets/main-a.js', '/assets/auth-page-b.js']);
    preloadOnFirstFieldFocus(document, preload);
    field('Dark').focus();
    field('Menu search').focus();
    expect(preload).not.toHaveBeenCalled();
    field('Email').focus();
    field('Message').focus();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(['/assets/main-a.js', '/assets/auth-page-b.js'], document);
  });

  it('asks for nothing on a page without a list', () => {
    const preload = vi.fn(() => Promise.resolve());
    const field = formPage(null);
    preloadOnFirstFieldFocus(document, preload);
    field('Email').focus();
    expect(preload).not.toHaveBeenCalled();
  });
});
