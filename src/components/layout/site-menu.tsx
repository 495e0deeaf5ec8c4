import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from './logo';
import { HeaderIconButton } from './header-icon-button';
import { closeMenu } from '@/boot/shared';
import { ColorSchemeChoice } from './color-scheme-choice';
import { primaryNav } from './nav-items';
import type { AccountSlot } from './site-header';
import { bareList } from '@/theme/primitives';

/** The menu's id: the header's menu button names it in `popovertarget`. */
export const SITE_MENU_ID = 'site-menu';

/** Shown as a popover (the top layer), or as a modal dialog where popovers are missing (boot.ts). */
const OPEN = '&:popover-open, &[open]';

/** Half the header's container (lg, 1200 px) less its 24 px gutter: the panel ends where it does. */
const CONTAINER_EDGE = 1200 / 2 - 24;

/**
 * The navigation as a side panel on small screens, in the prerendered HTML: a `<dialog popover>` that
 * the menu button opens with no JavaScript (`popovertarget`). The browser moves focus in, closes it
 * with Escape or a tap outside and returns focus to the button. Once the app has hydrated it adopts the
 * same element (nothing is replaced, an open menu stays open) and closes it after a choice. On wide
 * screens the header's Appearance button opens it as a small panel with the colour scheme choice only.
 */
export function SiteMenu({ account }: { account?: AccountSlot }) {
  const close = () => {
    const menu = document.getElementById(SITE_MENU_ID);
    if (menu instanceof HTMLDialogElement) closeMenu(menu);
  };
  const { pathname, hash } = useLocation();
  const shownLocation = useRef(`${pathname}${hash}`);
  // A navigation (a link in the menu, Back) closes it, like a choice does; hydration is not one, so a
  // menu opened before the app arrived stays open.
  useEffect(() => {
    if (shownLocation.current === `${pathname}${hash}`) return;
    shownLocation.current = `${pathname}${hash}`;
    close();
  });

  return (
    <Box
      component="dialog"
      id={SITE_MENU_ID}
      popover="auto"
      aria-label="Menu"
      sx={(theme) => ({
        display: 'none',
        [OPEN]: { display: 'block' },
        position: 'fixed',
        inset: '0 0 0 auto',
        m: 0,
        p: 0,
        border: 0,
        width: 'min(85vw, 320px)',
        height: '100dvh',
        maxWidth: 'none',
        maxHeight: 'none',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: '0 8px 32px rgba(11,37,69,0.24)',
        pt: 'env(safe-area-inset-top)',
        pr: 'env(safe-area-inset-right)',
        // Wide screens see the page around the panel as it is.
        '&::backdrop': { bgcolor: { xs: 'rgba(11,37,69,0.4)', md: 'transparent' } },
        // Wide screens list the navigation in the header, whose Appearance button opens this: a
        // panel under the button with the colour scheme choice alone.
        [theme.breakpoints.up('md')]: {
          inset: `64px max(24px, calc(50vw - ${CONTAINER_EDGE}px)) auto auto`,
          width: 'auto',
          height: 'auto',
          pt: 2,
          borderRadius: 1,
          // The header row (the first div; :first-child would also count a style tag Emotion puts before it).
          '& > div:first-of-type, & ul, & ul + div': { display: 'none' },
        },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo />
        <HeaderIconButton
          icon="close"
          aria-label="Close menu"
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
          // Where popovers are missing, boot.ts shows the menu as a modal dialog.
          onClick={close}
        />
      </Box>
      <div>
        <Box component="ul" sx={{ ...bareList, pb: 1 }}>
          {primaryNav.map((item) => (
            <li key={item.label}>
              <Box
                component={NavLink}
                to={item.to}
                end
                onClick={close}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 48,
                  px: 2,
                  color: 'inherit',
                  fontWeight: 600,
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {item.label}
              </Box>
            </li>
          ))}
        </Box>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }}>{account?.('drawer', close)}</Box>
        <ColorSchemeChoice />
      </div>
    </Box>
  );
}
