import { useEffect, type RefObject } from 'react';

/**
 * Text typed into a prerendered form before the app hydrated it is on screen, but not in React's state:
 * React keeps the field's text while it hydrates and would overwrite it with the state on the next
 * render (a focus change is enough), and a submit would send the state. This hands each such value to
 * React as the input event it missed, and the field the visitor is in as the focus it missed (boot
 * keeps the visitor's events in a field from the page until the app has hydrated,
 * boot/first-interaction.ts), so the field shows itself focused. Call it once, after hydration, with
 * the form's container.
 */
export function adoptTypedValues(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea:not([readonly])',
  );
  // All read first: each event below makes React render the form again, which puts its state (still
  // empty) back into the fields not yet handed over. After hydration a field's default value is what
  // React rendered (its state), so only text that differs from it was typed.
  const typedValues = [...fields]
    .map((field) => ({ field, typed: field.value }))
    .filter(({ field, typed }) => typed !== field.defaultValue);
  for (const { field, typed } of typedValues) {
    const setOnElement = Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(field),
      'value',
    )?.set;
    if (!setOnElement) continue;
    // Through the element's own property (which React watches), React's value; then the typed text
    // again past React's watch, so the input event below reads to React as a change to that text.
    field.value = field.defaultValue;
    setOnElement.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focused = root.ownerDocument?.activeElement ?? document.activeElement;
  if (focused && [...fields].includes(focused as HTMLInputElement))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/**
 * Adopts the typed values of the form in `container` once it has hydrated. In a passive effect, not a
 * layout one: React answers an input event sent during the commit by putting the field's rendered value
 * back at once. React runs pending passive effects before it renders any later update, so an event the
 * visitor sends meanwhile cannot empty the fields first.
 */
export function useAdoptTypedValues(container: RefObject<ParentNode | null>): void {
  useEffect(() => {
    if (container.current) adoptTypedValues(container.current);
  }, [container]);
}
