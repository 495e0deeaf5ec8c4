import Link, { type LinkProps } from '@mui/material/Link';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@/components/visually-hidden';
import { site, whatsAppHref } from '@/config/site';
import { whatsAppGreeting } from './whatsapp-greeting';

/**
 * A plain link to a WhatsApp chat with the firm, its first message naming this page: no widget, no
 * third-party script, nothing fetched until it is tapped. Gone when no number is configured.
 */
export function WhatsAppLink({
  children = 'Chat on WhatsApp',
  sx,
}: {
  children?: string;
  sx?: LinkProps['sx'];
}) {
  const { pathname } = useLocation();
  if (!site.whatsApp) return null;
  return (
    <Link
      href={whatsAppHref(site.whatsApp, whatsAppGreeting(pathname))}
      target="_blank"
      rel="noopener noreferrer"
      sx={sx}
    >
      {children}
      <VisuallyHidden> (opens WhatsApp, leaves this site)</VisuallyHidden>
    </Link>
  );
}
