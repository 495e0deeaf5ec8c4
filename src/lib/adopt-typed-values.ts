/**
 * Text typed into a prerendered form before the app hydrated it is on screen, but not in React's state:
 * React keeps the field's text while it hydrates and would overwrite it with the state on the next
 * render (a focus change is enough), and a submit would send the state. This hands each such value to
 * React as the input event it missed. Call it once, after hydration, with the form's container.
 */
export function adoptTypedValues(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
  );
  for (const field of fields) {
    const typed = field.value;
    // After hydration the default value is what React rendered (its state).
    if (typed === field.defaultValue) continue;
    const setOnElement = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setOnElement) continue;
    // Through the element's own property (which React watches), React's value; then the typed text
    // again past React's watch, so the input event below reads to React as a change to that text.
    field.value = field.defaultValue;
    setOnElement.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
