/**
 * What each service and industry page must show (MISSION.md): its h1, its blocks in order (by their
 * h2), and its calls to action with where each leads. Every page is checked against its built HTML
 * (tests/built/template-pages.test.ts); the pages in `inBrowser` are also opened in the browser
 * (tests/e2e/service-pages.spec.ts, industry-pages.spec.ts), one for each kind of block the template
 * renders, for what only a browser sees: axe with layout and colour, both widths and schemes, and the
 * calls to action reached by keyboard. The pages are one template over typed content
 * (src/content), so a kind of block that passes there passes on every page that has it.
 */

/** A call to action on a service or industry page, and where pressing Enter on it must land. */
export interface CallToActionCheck {
  /** Where the keyboard starts: the hero's h1 (for the hero's buttons) or a section id. */
  from: 'h1' | `#${string}`;
  label: string;
  url: RegExp;
}

export interface ServicePageCheck {
  path: string;
  h1: string;
  /** Every block of the page, by its section heading (h2), in order. */
  headings: readonly string[];
  actions: readonly CallToActionCheck[];
}

const booking = /\/booking$/;
const contact = /\/contact$/;

/** The hero's two buttons and the closing band's two, which every service page has. */
function standardActions(
  hero: readonly [string, RegExp, string, RegExp],
  band: readonly [string, RegExp, string, RegExp] = [
    'Book a Consultation',
    booking,
    'Contact Us',
    contact,
  ],
): CallToActionCheck[] {
  return [
    { from: 'h1', label: hero[0], url: hero[1] },
    { from: 'h1', label: hero[2], url: hero[3] },
    { from: '#get-started', label: band[0], url: band[1] },
    { from: '#get-started', label: band[2], url: band[3] },
  ];
}

export const servicePages: readonly ServicePageCheck[] = [
  {
    path: '/services/ai-services',
    h1: 'Put AI to work on the tasks that slow your business down',
    headings: [
      'At a glance',
      'Eight ways we put AI to work',
      'Six types of agent we build and run',
      'The models we work with',
      'From first idea to AI in production, in six steps',
      'Why businesses are moving on AI now',
      'AI we have put into production',
      'Ready to find your first AI win?',
    ],
    actions: standardActions(
      [
        'Request a Demo',
        booking,
        'Download Guide',
        /\/contact\?subject=AI%20Adoption%20Guide%20request$/,
      ],
      ['Book a Consultation', booking, 'Send a Message', contact],
    ),
  },
  {
    path: '/services/cloud',
    h1: 'Move to the cloud without the surprises',
    headings: [
      'At a glance',
      'Six cloud and software services',
      'A four-step migration process',
      'The platforms we work on',
      'Why businesses move to the cloud with us',
      'Find out what the cloud would cost you',
    ],
    actions: standardActions(['Book a Cloud Assessment', booking, 'Talk to an Expert', contact]),
  },
  {
    path: '/services/technology',
    h1: 'Infrastructure that stays up when your business needs it',
    headings: [
      'At a glance',
      'Six infrastructure services',
      'Our infrastructure delivery process',
      'Technologies we deploy and support',
      'Why choose our infrastructure services',
      'Signs your infrastructure is holding you back',
      'Let’s build infrastructure you can rely on',
    ],
    actions: [
      ...standardActions([
        'Book a Consultation',
        booking,
        'Request a Site Survey',
        /\/contact\?subject=Infrastructure%20site%20survey$/,
      ]),
      {
        from: '#ready-to-modernise',
        label: 'Request an Infrastructure Review',
        url: /\/contact\?subject=Infrastructure%20review%20request$/,
      },
    ],
  },
  {
    path: '/services/managed',
    h1: 'Your IT, watched and supported around the clock',
    headings: [
      'At a glance',
      'Six managed services, one accountable team',
      'Three tiers to match how you work',
      'See what managed IT could save you',
    ],
    actions: standardActions(
      [
        'Book a Consultation',
        booking,
        'Compare Service Tiers',
        /\/services\/managed#service-tiers$/,
      ],
      [
        'Book a Consultation',
        booking,
        'Request a Quote',
        /\/contact\?subject=Managed%20IT%20services%20quote$/,
      ],
    ),
  },
  {
    path: '/services/consultancy',
    h1: 'Clear technology decisions, backed by experience',
    headings: [
      'At a glance',
      'Consulting services',
      'A four-step consulting method',
      'Eight industry sectors we advise',
      'Why leaders ask for our advice',
      'Facing a big technology decision?',
    ],
    actions: standardActions(['Book a Consultation', booking, 'Talk to a Consultant', contact]),
  },
  {
    path: '/services/security',
    h1: 'Stop attacks early. Prove you are compliant.',
    headings: [
      'At a glance',
      'Six security services',
      'Eight frameworks we work to',
      'Why organisations trust us with their security',
      'How exposed are you?',
    ],
    actions: standardActions([
      'Book a Security Consultation',
      booking,
      'Request a Security Assessment',
      /\/contact\?subject=Security%20assessment%20request$/,
    ]),
  },
  {
    path: '/services/software',
    h1: 'Software built around how your business works',
    headings: [
      'At a glance',
      'Six software development services',
      'Our four-step development process',
      'Twelve core technologies',
      'Why clients build software with us',
      'Have an application in mind?',
    ],
    actions: standardActions(['Book a Consultation', booking, 'Discuss Your Project', contact]),
  },
  {
    path: '/services/data',
    h1: 'Turn scattered data into decisions you can trust',
    headings: [
      'At a glance',
      'Six data and analytics services',
      'Our four-step data process',
      'Twelve technologies we work with',
      'Why teams trust their data to us',
      'What could your data tell you?',
    ],
    actions: standardActions(['Book a Consultation', booking, 'Talk to a Data Expert', contact]),
  },
  {
    path: '/services/transformation',
    h1: 'Change how your business works, one measured step at a time',
    headings: [
      'At a glance',
      'Eight transformation services',
      'Our four-step transformation process',
      'Three approaches, used where each fits',
      'Six reasons to transform with us',
      'Where should your transformation start?',
    ],
    actions: standardActions(['Book a Consultation', booking, 'Start the Conversation', contact]),
  },
];

export interface IndustryPageCheck {
  path: string;
  h1: string;
  /** Years of experience first in the compliance strip, then the standards. */
  compliance: readonly string[];
  headings: readonly string[];
  /** The hero's second button (the first is always Book a Consultation). */
  specialist: string;
}

export const industryPages: readonly IndustryPageCheck[] = [
  {
    path: '/industries/healthcare',
    h1: 'Technology that keeps care running and patient data safe',
    compliance: ['15+', 'NDPA', 'HIPAA', 'ISO 27001'],
    headings: [
      'Healthcare solutions',
      'How we implement healthcare systems',
      'Why healthcare providers choose us',
      'Let’s improve care together',
    ],
    specialist: 'Talk to a Healthcare Specialist',
  },
  {
    path: '/industries/public-sector',
    h1: 'Better public services, delivered securely',
    compliance: ['12+', 'NDPA', 'NITDA', 'ISO 27001'],
    headings: [
      'Public sector solutions',
      'How we deliver public sector projects',
      'Why public institutions work with us',
      'Planning a public service project?',
    ],
    specialist: 'Talk to a Public Sector Specialist',
  },
  {
    path: '/industries/financial-services',
    h1: 'Resilient, compliant technology for money that never sleeps',
    compliance: ['18+', '99.99%', 'CBN', 'PCI DSS'],
    headings: [
      'Financial services solutions',
      'How we implement in regulated finance',
      'Why financial institutions choose us',
      'Talk to our financial services team',
    ],
    specialist: 'Talk to a Financial Services Specialist',
  },
  {
    path: '/industries/consumer-products',
    h1: 'Keep stock moving and customers coming back',
    compliance: ['15+', 'PCI DSS', 'NDPA', 'ISO 27001'],
    headings: [
      'Retail and consumer products solutions',
      'How we implement retail and supply chain systems',
      'Why retailers and manufacturers choose us',
      'Ready to connect your stores and supply chain?',
    ],
    specialist: 'Talk to a Retail Specialist',
  },
  {
    path: '/industries/oil-and-gas',
    h1: 'Reliable technology from wellhead to filling station',
    compliance: ['20+', 'IEC 62443', 'ISO 27001', 'NDPA'],
    headings: [
      'Oil and gas solutions',
      'How we implement in oil and gas',
      'Why energy companies choose us',
      'Let’s keep your operations connected and secure',
    ],
    specialist: 'Talk to an Energy Specialist',
  },
  {
    path: '/industries/education',
    h1: 'Technology that helps students learn and schools run',
    compliance: ['10+', 'NDPA', 'WCAG 2.2', 'ISO 27001'],
    headings: [
      'Education solutions',
      'How we implement education technology',
      'Why schools and universities choose us',
      'Planning for the next academic session?',
    ],
    specialist: 'Talk to an Education Specialist',
  },
];

/** The industry pages' calls to action: the hero's two and the closing band's two. */
export function industryActions(page: IndustryPageCheck): CallToActionCheck[] {
  return [
    { from: 'h1', label: 'Book a Consultation', url: /\/booking$/ },
    { from: 'h1', label: page.specialist, url: /\/contact$/ },
    { from: '#get-started', label: 'Book a Consultation', url: /\/booking$/ },
    { from: '#get-started', label: 'Contact Us', url: /\/contact$/ },
  ];
}

/**
 * Opened in the browser: among them every kind of block (ai-services: its figures, offerings, models,
 * process and case studies; technology: its chips, checklist and reasons; managed: its tiers; the
 * industry pages share one set of blocks).
 */
export const inBrowser = new Set([
  '/services/ai-services',
  '/services/technology',
  '/services/managed',
  '/industries/healthcare',
]);
