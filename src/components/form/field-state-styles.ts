import type { Theme } from '@mui/material/styles';

/** The input, from the field's root (the label's sibling holds it). */
const INPUT = '> .MuiInputBase-root > .MuiInputBase-input';
/** Focused, holding text, or autofilled (`:is()` forgives a pseudo-class a browser does not know). */
const IN_USE = ':is(:focus, :not(:placeholder-shown), :-webkit-autofill, :autofill)';

/**
 * The outlined field's focused and filled looks, drawn from the input's own state with the values of
 * MUI's "focused", "shrink" (the raised label) and "notched" (the gap in the outline for it) styles.
 * MUI draws them from React state, so before the app had hydrated, and without JavaScript (where the
 * forms still send), typed text ran under the label and a focused field showed no focus. After
 * hydration each field's first focus or key also gave its label and outline new classes, whose rules
 * the browser inserted and parsed while the app was starting. The input needs a placeholder (a blank
 * one: never shown) for `:placeholder-shown` to tell an empty field from a filled one.
 */
export const fieldStateStyles = (theme: Theme) => {
  // The site's theme writes its colours as CSS variables; MUI's default one (a bare field) has none.
  const focusColor = (theme.vars ?? theme).palette.primary.main;
  return {
    [`&:has(${INPUT}${IN_USE}) > .MuiInputLabel-root`]: {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    [`& ${INPUT}${IN_USE} ~ .MuiOutlinedInput-notchedOutline > legend`]: {
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', {
        duration: 100,
        easing: theme.transitions.easing.easeOut,
        delay: 50,
      }),
    },
    // Focused, the outline is drawn wider; an error keeps its colour (InputBase's root and the label
    // carry Mui-error, the field's root does not), as in MUI.
    [`& ${INPUT}:focus ~ .MuiOutlinedInput-notchedOutline`]: { borderWidth: 2 },
    [`& > .MuiInputBase-root:not(.Mui-error) > .MuiInputBase-input:focus ~ .MuiOutlinedInput-notchedOutline`]:
      { borderColor: focusColor },
    [`&:has(${INPUT}:focus) > .MuiInputLabel-root:not(.Mui-error)`]: { color: focusColor },
  };
};
