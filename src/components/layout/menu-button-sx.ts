/** The menu's open and close buttons: on phones only, at the end of their row. */
export const MENU_BUTTON_SX = {
  display: { xs: 'inline-flex', md: 'none' },
  ml: 'auto',
  color: 'primary.main',
} as const;
