import type { Action, IconUrl } from '@/content/types';
import { HeroIconArt } from './hero-icon-art';
import { HeroStats, type HeroStatsProps } from './hero-stats';
import { PageWithHero, type PageWithHeroProps } from './page-with-hero';

export interface CatalogEntryPageProps extends Pick<
  PageWithHeroProps,
  'seo' | 'path' | 'jsonLd' | 'children'
> {
  hero: PageWithHeroProps['hero'] & { primary: Action; secondary: Action };
  /** The page's icon, from its catalog's summary; without one the hero has no art. */
  icon?: IconUrl;
  /** The figures strip at the foot of the hero. */
  figures: HeroStatsProps;
}

/**
 * A page of one of the catalogs, a service or an industry: its hero has the content's two actions, a
 * share link, the entry's icon as art and a figures strip; the page's own sections follow.
 */
export function CatalogEntryPage({ hero, icon, figures, ...page }: CatalogEntryPageProps) {
  return (
    <PageWithHero
      {...page}
      hero={hero}
      actions={[hero.primary, hero.secondary]}
      art={icon && <HeroIconArt icon={icon} />}
      shareable
      figures={<HeroStats {...figures} />}
    />
  );
}
