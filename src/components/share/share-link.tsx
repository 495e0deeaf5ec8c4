import { HrefButton, type LinkButtonVariant } from '@/components/link-button';
import { fullPageTitle } from '@/components/seo/page-title';
import { VisuallyHidden } from '@/components/visually-hidden';
import { sharedPageUrl, shareOnWhatsAppHref } from '@/config/share';
import { SHARE_TITLE_ATTRIBUTE, SHARE_URL_ATTRIBUTE } from '@/boot/shared';

export interface ShareLinkProps {
  /** The page's own title, as its Seo says it. */
  title: string;
  /** The page's route, e.g. "/services/cloud". */
  path: string;
  variant?: LinkButtonVariant;
}

/**
 * Share this page in one tap, with or without JavaScript: a plain link to WhatsApp with the page's title
 * and address. Where the browser has Web Share, boot.ts opens the phone's share sheet instead, before the
 * app has loaded and after (boot/share-with-web-share.ts reads the two data attributes).
 */
export function ShareLink({ title, path, variant = 'outlinedOnDark' }: ShareLinkProps) {
  const fullTitle = fullPageTitle(title, path);
  const url = sharedPageUrl(path);
  return (
    <HrefButton
      variant={variant}
      href={shareOnWhatsAppHref(fullTitle, url)}
      target="_blank"
      rel="noopener noreferrer"
      {...{ [SHARE_TITLE_ATTRIBUTE]: fullTitle, [SHARE_URL_ATTRIBUTE]: url }}
    >
      Share this page
      <VisuallyHidden> (opens your share options or WhatsApp)</VisuallyHidden>
    </HrefButton>
  );
}
