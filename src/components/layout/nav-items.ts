import { homeAnchors, paths } from '@/config/paths';

export interface NavItem {
  label: string;
  /** A route, or `/#anchor` for a section of the home page. */
  to: string;
}

/** The top navigation of spec section 2, in order; account items are added by the auth feature. */
export const primaryNav: readonly NavItem[] = [
  { label: 'AI Services', to: paths.service('ai-services').getHref() },
  { label: 'Services', to: paths.home.getHref(homeAnchors.services) },
  { label: 'About', to: paths.home.getHref(homeAnchors.about) },
  { label: 'Contact', to: paths.contact.getHref() },
];
