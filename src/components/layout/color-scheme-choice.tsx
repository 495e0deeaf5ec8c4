import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { COLOR_SCHEME_INPUT_NAME, colorSchemeChoices } from '@/config/color-scheme';
import {
  WORKS_WITHOUT_APP_ATTRIBUTE,
  showColorSchemeChoice,
  storedColorSchemeChoice,
} from '@/boot/shared';

const labels = { system: 'System', light: 'Light', dark: 'Dark' } as const;

/**
 * System, Light or Dark, in the menu: native radio buttons that work before and without the app
 * (boot.ts follows them, boot/shared/color-scheme-choice.ts). Uncontrolled: the prerendered page says System,
 * boot checks the stored choice before anyone can open the menu, and hydration leaves it be.
 */
export function ColorSchemeChoice() {
  // A page rendered afresh rather than hydrated (one with nothing prerendered) is drawn after boot ran.
  useEffect(() => showColorSchemeChoice(document, storedColorSchemeChoice()), []);
  return (
    <Box
      component="fieldset"
      // boot.ts follows a pick: neither it nor the focus the menu moves here starts the app.
      {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: true }}
      sx={{
        border: 0,
        m: 0,
        px: 2,
        pb: 2,
        '& legend': { p: 0, fontWeight: 600 },
        '& label': { display: 'inline-flex', alignItems: 'center', minHeight: 48, mr: 2 },
      }}
    >
      <legend>Appearance</legend>
      {colorSchemeChoices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={COLOR_SCHEME_INPUT_NAME}
            value={choice}
            defaultChecked={choice === 'system'}
          />
          {labels[choice]}
        </label>
      ))}
    </Box>
  );
}
