// Relative, not '@/': vite.config.ts imports this module.
import { industrySlugs, paths, serviceSlugs } from '../config/paths';

/**
 * For each prerendered route, the source modules its lazy route loads (routes.tsx). The build
 * (scripts/build/app-modules.ts) turns them into the chunks boot.ts requests with the app's start-up scripts
 * on the first interaction, so the page's own code comes in the same round trip instead of after the
 * route table has run. A module renamed without this table fails the build; a route missing here
 * fails page-modules.test.ts.
 */
export function pageModules(): Record<string, readonly string[]> {
  const page = (folder: string, file = `${folder}-page`) => `src/pages/${folder}/${file}.tsx`;
  return {
    [paths.home.path]: [page('home')],
    [paths.contact.path]: [page('contact')],
    [paths.contactSent.path]: [page('contact-sent')],
    [paths.booking.path]: [page('booking')],
    [paths.privacy.path]: [page('privacy')],
    [paths.auth.path]: [page('auth')],
    [paths.profile.path]: [page('profile')],
    [paths.offline.path]: [page('offline')],
    ...Object.fromEntries(
      serviceSlugs.map((slug) => [
        paths.service(slug).path,
        [page('service'), `src/content/services/${slug}.ts`],
      ]),
    ),
    ...Object.fromEntries(
      industrySlugs.map((slug) => [
        paths.industry(slug).path,
        [page('industry'), `src/content/industries/${slug}.ts`],
      ]),
    ),
  };
}
