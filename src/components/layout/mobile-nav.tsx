import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router-dom';
import { brand } from '@/theme/primitives';
import { Logo } from './logo';
import { primaryNav } from './nav-items';
import type { AccountSlot } from './site-header';

export interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  account?: AccountSlot;
}

/** The navigation as a drawer on small screens; closes on any choice. */
export default function MobileNav({ open, onClose, account }: MobileNavProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 'min(85vw, 320px)' }, role: 'dialog', 'aria-label': 'Menu' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: brand.ink }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main">
        <List>
          {primaryNav.map((item) => (
            <li key={item.label}>
              <ListItemButton component={NavLink} to={item.to} end onClick={onClose}>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
        <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }}>{account?.('drawer', onClose)}</Box>
      </Box>
    </Drawer>
  );
}
