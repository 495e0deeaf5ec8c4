import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypingFocusThroughFragment } from './fragment-focus';

function authPage() {
  document.body.innerHTML = `
    <h1><span id="sign-up">Create an Account</span></h1>
    <input id="email" type="email" />
    <input id="password" type="password" />
    <button id="send" type="submit">Sign Up</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId };
}

/** The document still arriving (`interactive`: parsed, the load event to come) or loaded. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** /auth#sign-up still loading, the visitor typing in Email, the guard installed as boot does. */
function typingWhileLoading() {
  const page = authPage();
  window.history.replaceState(null, '', '/auth#sign-up');
  setReadyState('interactive');
  page.byId('email').focus();
  keepTypingFocusThroughFragment();
  return page;
}

describe('keepTypingFocusThroughFragment', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('should give focus back to the field being typed in when the browser clears it while loading', () => {
    const { byId } = typingWhileLoading();

    // What Chromium does as parsing ends at a fragment whose target takes no focus.
    byId('email').blur();

    expect(document.activeElement).toBe(byId('email'));
  });

  it('should act once: a later blur to nowhere is the visitor’s', () => {
    const { byId } = typingWhileLoading();

    byId('email').blur();
    byId('email').blur();

    expect(document.activeElement).toBe(document.body);
  });

  it('should leave focus alone when the visitor moves it to another control', () => {
    const { byId } = typingWhileLoading();

    byId('password').focus();

    expect(document.activeElement).toBe(byId('password'));
  });

  it('should do nothing without a fragment, once the page has loaded, or when no text field has focus', () => {
    const { byId } = authPage();
    const blurredStays = () => {
      byId('email').focus();
      keepTypingFocusThroughFragment();
      byId('email').blur();
      return document.activeElement === document.body;
    };

    window.history.replaceState(null, '', '/auth');
    setReadyState('interactive');
    expect(blurredStays()).toBe(true);

    window.history.replaceState(null, '', '/auth#sign-up');
    setReadyState('complete');
    expect(blurredStays()).toBe(true);

    setReadyState('interactive');
    byId('send').focus();
    keepTypingFocusThroughFragment();
    byId('send').blur();
    expect(document.activeElement).toBe(document.body);
  });

  it('should stop guarding a frame after the load event', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { byId } = typingWhileLoading();

    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    byId('email').blur();

    expect(document.activeElement).toBe(document.body);
  });
});
