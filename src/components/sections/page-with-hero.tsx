import { Suspense, type ReactNode } from 'react';
import type { Action, Seo as SeoContent } from '@/content/types';
import { Seo } from '../seo/seo';
import { PageHero } from './page-hero';

export interface PageWithHeroProps {
  /** The page's head tags, as its content writes them. */
  seo: SeoContent;
  /** The route path: the canonical URL, and what the share link offers. */
  path: string;
  jsonLd?: readonly object[];
  /** The hero's words, as the page's content writes them. */
  hero: { eyebrow?: string; title: string; lead: string; tags?: readonly string[] };
  actions?: readonly Action[];
  art?: ReactNode;
  /** Shown in the hero under its actions, e.g. a figures strip. */
  figures?: ReactNode;
  /** Offers to share the page (under its Seo title) from the hero. */
  shareable?: boolean;
  /** Everything below the hero. */
  children?: ReactNode;
}

/**
 * The frame of every page that opens with a hero (home, services, industries, contact, booking,
 * privacy): its head tags, then the hero with the page's one h1, then the page. One frame, so the
 * head and the hero are written from content the same way on each.
 */
export function PageWithHero({
  seo,
  path,
  jsonLd,
  hero,
  actions,
  art,
  figures,
  shareable = false,
  children,
}: PageWithHeroProps) {
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={seo.keywords}
        path={path}
        jsonLd={jsonLd}
      />
      {/* Hydrated after the page, in slices of its own: its links and Share work without the app, and
          what the visitor came to use (a form) is below it. */}
      <Suspense fallback={null}>
        <PageHero
          eyebrow={hero.eyebrow}
          title={hero.title}
          lead={hero.lead}
          tags={hero.tags}
          actions={actions}
          art={art}
          share={shareable ? { title: seo.title, path } : undefined}
        >
          {figures}
        </PageHero>
      </Suspense>
      {children}
    </>
  );
}
