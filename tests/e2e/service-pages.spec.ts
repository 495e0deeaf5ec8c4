import { expect, test } from './support/test';
import { expectNoAxeViolations, viewports } from './support/axe';
import { tabTo } from './support/keyboard';
import {
  expectNoAxeViolationsOnPhoneAndDesktop,
  followEachCallToAction,
  openOnAPhone,
  openPage,
  type CallToActionCheck,
} from './support/template-pages';

interface ServicePageCheck {
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

const pages: readonly ServicePageCheck[] = [
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

for (const servicePage of pages) {
  test.describe(servicePage.path, () => {
    test('renders its h1 and every block in order, every call to action by keyboard, no axe violations on a phone and a desktop', async ({
      page,
    }) => {
      test.slow(); // axe walks the whole page twice, and the last action loads another route
      await openOnAPhone(page, servicePage.path, servicePage.h1);
      for (const heading of servicePage.headings) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      expect(await page.locator('main h2').allTextContents()).toEqual(servicePage.headings);
      await expectNoAxeViolationsOnPhoneAndDesktop(page);
      await followEachCallToAction(page, servicePage.actions);
    });
  });
}

test.describe('AI services page', () => {
  test('counts its hero figures up to their final values', async ({ page }) => {
    await openPage(page, '/services/ai-services', pages[0]!.h1);
    const figures = page.getByRole('region', { name: 'At a glance' }).getByRole('definition');
    await expect(figures).toHaveText(['50+', '200+', '95%']);
    await expect(page.locator('[data-counter="counting"]')).toHaveCount(0);
  });

  test('shows final figures at once under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/services/ai-services', pages[0]!.h1);
    const figures = page.getByRole('region', { name: 'At a glance' }).getByRole('definition');
    await expect(figures).toHaveText(['50+', '200+', '95%'], { timeout: 100 });
    await expect(page.locator('[data-counter="counting"]')).toHaveCount(0);
  });

  test('expands a case study in place from the keyboard, and stays accessible', async ({
    page,
  }) => {
    test.slow(); // includes an axe run over the whole page
    await page.setViewportSize(viewports.phone);
    await openPage(page, '/services/ai-services', pages[0]!.h1);
    const studies = page.locator('#case-studies');
    // A native disclosure (<details>), whose summary screen readers announce with its state, and which
    // opens whether or not the app has loaded yet.
    const details = studies.locator('details').first();
    const summary = details.locator('summary', { hasText: 'Read Case Study' });
    await tabTo(page, studies, summary);
    await expect(details).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(details.getByRole('heading', { name: 'Challenge' })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Technologies' })).toBeVisible();
    // Near the end of the page the sticky header stands over the footer, and axe would judge whichever
    // footer link happens to lie under it as too small: check the page with the header in its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(details.getByRole('heading', { name: 'Challenge' })).toBeHidden();
  });

  test('offers the phone number and e-mail address in the closing call to action', async ({
    page,
  }) => {
    await openPage(page, '/services/ai-services', pages[0]!.h1);
    const band = page.locator('#get-started');
    await expect(band.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(band.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});
