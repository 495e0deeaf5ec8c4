import type { Locator } from '@playwright/test';

/**
 * How an outlined field shows its state, read from what is painted: its label raised above the text
 * (its middle above the input's top, where MUI's "shrink" puts it), its outline drawn as the focus
 * (2 px wide), and whether the outline has the colour of the field's message (an error's), or null
 * when there is no message.
 */
export const fieldLooks = (input: Locator) =>
  input.evaluate((element) => {
    const root = element.closest('.MuiFormControl-root');
    const label = root?.querySelector('label')?.getBoundingClientRect();
    const outline = root?.querySelector('fieldset');
    if (!label || !outline) return 'not an outlined field';
    const message = root?.querySelector('.MuiFormHelperText-root');
    const { borderTopColor, borderTopWidth } = getComputedStyle(outline);
    return {
      raised: label.top + label.height / 2 < element.getBoundingClientRect().top,
      focused: borderTopWidth === '2px',
      inMessageColour: message ? borderTopColor === getComputedStyle(message).color : null,
    };
  });
