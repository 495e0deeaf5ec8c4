import type { IndustrySlug, ServiceSlug } from '@/config/paths';

/**
 * Small composable content types. Every section component takes its props from these,
 * and every page is typed data rendered by a template (`as const satisfies ServiceContent`).
 */

export interface Seo {
  /** Page title without the company suffix (the Seo component adds it). */
  title: string;
  /** 120–160 characters: what the page offers, in plain words. */
  description: string;
  keywords?: readonly string[];
}

export interface Headline {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

/** An internal route (`to`) or an external URL (`href`, opens in a new tab). */
export type Action =
  | { label: string; to: string; variant?: 'primary' | 'secondary' }
  | { label: string; href: string; variant?: 'primary' | 'secondary' };

export interface Stat {
  value: string;
  label: string;
}

/**
 * The URL of a 24 px single-colour SVG icon, from an `@material-design-icons/svg/<style>/<name>.svg?no-inline`
 * import: the build emits the file with a hashed name and pages draw it with components/icons/decorative-icon.
 */
export type IconUrl = string;

export interface Item {
  title: string;
  description: string;
  icon?: IconUrl;
}

/** A card of the offerings grid: what we do, with the features it includes. */
export interface Offering extends Item {
  features: readonly string[];
  /** Short label on the card, e.g. "Most requested". */
  badge?: string;
}

export interface Step {
  title: string;
  description: string;
  details?: readonly string[];
  /** e.g. "2-3 weeks" or "Ongoing". */
  duration?: string;
}

/** One row of a tier comparison: a capability and its value in each tier, in tier order. */
export interface TierComparisonRow {
  feature: string;
  /** `true` included, `false` not included, or a short text such as "Business hours". */
  values: readonly (string | boolean)[];
}

export interface Tier {
  name: string;
  summary: string;
  /** Who the tier suits. */
  idealFor: string;
  features: readonly string[];
  highlighted?: boolean;
}

export type ModelType = 'Commercial' | 'Open Source' | 'Custom';

export interface ModelEntry {
  name: string;
  type: ModelType;
  /** 1–5, shown as stars with a text alternative ("4 out of 5"). */
  performance: 1 | 2 | 3 | 4 | 5;
  use_case: string;
}

export interface ModelGroup {
  name: string;
  description: string;
  models: readonly ModelEntry[];
}

/** Clients are described, never named ("a tier-one Nigerian bank"). */
export interface CaseStudy {
  title: string;
  client: string;
  industry: string;
  /** One or two sentences shown while the study is collapsed. */
  summary: string;
  challenge: string;
  solution: string;
  results: readonly string[];
  technologies: readonly string[];
}

/** A way to reach a person directly, e.g. a `tel:` or `mailto:` link built from config/site.ts. */
export interface DirectContact {
  label: string;
  value: string;
  href: string;
}

export interface CallToAction {
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
  /** Phone and e-mail shown under the buttons. */
  direct?: readonly DirectContact[];
}

/** The blocks a service page can have after its offerings grid, rendered in order by the template. */
export type ServiceSection =
  | { kind: 'process'; id: string; headline: Headline; steps: readonly Step[] }
  | { kind: 'chips'; id: string; headline: Headline; items: readonly string[] }
  | { kind: 'reasons'; id: string; headline: Headline; items: readonly Item[] }
  | { kind: 'offerings'; id: string; headline: Headline; items: readonly Offering[] }
  | {
      kind: 'tiers';
      id: string;
      headline: Headline;
      tiers: readonly Tier[];
      comparison?: readonly TierComparisonRow[];
    }
  | { kind: 'stats'; id: string; headline: Headline; stats: readonly Stat[] }
  | { kind: 'models'; id: string; headline: Headline; groups: readonly ModelGroup[] }
  | { kind: 'caseStudies'; id: string; headline: Headline; studies: readonly CaseStudy[] }
  /** Signs to look for, with one next step, e.g. "Is your infrastructure ready to modernise?" */
  | { kind: 'checklist'; id: string; headline: Headline; items: readonly string[]; action: Action };

export type ServiceSectionKind = ServiceSection['kind'];

export interface ServiceContent {
  slug: ServiceSlug;
  seo: Seo & { keywords: readonly string[] };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    tags: readonly string[];
    primary: Action;
    secondary: Action;
    /** Counters that count up on the AI page (static under prefers-reduced-motion). */
    animatedStats?: boolean;
  };
  /** The figures strip under the hero. */
  stats: readonly Stat[];
  offerings: { headline: Headline; items: readonly Offering[] };
  sections: readonly ServiceSection[];
  cta: CallToAction;
}

export interface IndustryContent {
  slug: IndustrySlug;
  name: string;
  seo: Seo;
  hero: { eyebrow: string; title: string; lead: string; primary: Action; secondary: Action };
  /** The compliance stat strip: years of experience and the standards we work to. */
  complianceStats: readonly Stat[];
  solutions: { headline: Headline; items: readonly Offering[] };
  process: { headline: Headline; steps: readonly Step[] };
  whyChooseUs: { headline: Headline; items: readonly Item[] };
  cta: CallToAction;
}

/** A card in the home page's services grid and the footer's service list. */
export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  description: string;
  icon: IconUrl;
}

export interface IndustrySummary {
  slug: IndustrySlug;
  name: string;
  description: string;
  icon: IconUrl;
}
