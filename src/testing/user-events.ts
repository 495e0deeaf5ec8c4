import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * userEvent as the component tests drive it: no delay between keys, and no `pointer-events` check
 * before each action. That check walks the target's ancestors through getComputedStyle on every key
 * and click, which jsdom computes against every Emotion rule on the page: most of a typing test's time
 * (auth-page.test.tsx ran in two-thirds of the time without it). Controls that must not take input are
 * `disabled`, which the tests assert and userEvent honours; the one `pointer-events: none` in the site
 * (submit-button.tsx, a button pending before the app loads) is disabled whenever the app renders it.
 */
export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

export type User = ReturnType<typeof setupUser>;

/**
 * Enters `text` into an empty field at once, as a paste or autofill does: a click, then one input event.
 * Typing it key by key costs every key a render of the form in jsdom, most of these tests' time. Where
 * the keys themselves are the subject, the tests type them; the budgets check every key typed into the
 * real pages while the app loads (scripts/budgets/typing.ts).
 */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
