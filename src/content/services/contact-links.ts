import { paths } from '@/config/paths';

/** A link to the contact page with the subject filled in (the contact form reads `?subject=`). */
export function contactAbout(subject: string): string {
  return `${paths.contact.getHref()}?subject=${encodeURIComponent(subject)}`;
}
