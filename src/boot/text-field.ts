/** Inputs nobody types text into; every other type (text, email, password, number, a date…) is. */
export const NOT_TYPED_INTO: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A field the visitor can type text into: an editable input of a text-like type, textarea, or rich text. */
export function isTextField(target: Element | null): target is HTMLElement {
  if (target instanceof HTMLInputElement) {
    return !NOT_TYPED_INTO.has(target.type) && !target.readOnly && !target.disabled;
  }
  if (target instanceof HTMLTextAreaElement) return !target.readOnly && !target.disabled;
  return target instanceof HTMLElement && target.isContentEditable;
}
