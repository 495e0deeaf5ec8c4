import { site } from '@/config/site';

/** A page's title as tabs, search results and shares show it: the firm's name first on the home page. */
export function fullPageTitle(title: string, path: string): string {
  return path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`;
}
