import { expect, test } from './support/test';
import {
  expectNoAxeViolationsOnPhoneAndDesktop,
  followEachCallToAction,
  openOnAPhone,
} from './support/template-pages';

interface IndustryPageCheck {
  path: string;
  h1: string;
  /** Years of experience first in the compliance strip, then the standards. */
  compliance: readonly string[];
  headings: readonly string[];
  /** The hero's second button (the first is always Book a Consultation). */
  specialist: string;
}

const pages: readonly IndustryPageCheck[] = [
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

for (const industryPage of pages) {
  test.describe(industryPage.path, () => {
    test('renders its h1, the compliance strip and every block in order, every call to action by keyboard, no axe violations on a phone and a desktop', async ({
      page,
    }) => {
      test.slow(); // axe walks the whole page twice, and the last action loads another route
      await openOnAPhone(page, industryPage.path, industryPage.h1);
      const strip = page.getByRole('region', { name: 'Experience and compliance' });
      await expect(strip.getByRole('definition')).toHaveText([...industryPage.compliance]);
      expect(await page.locator('main h2').allTextContents()).toEqual([
        'Experience and compliance',
        ...industryPage.headings,
      ]);
      await expect(page.locator('#solutions li h3')).toHaveCount(6);
      await expect(page.locator('#implementation ol > li')).toHaveCount(4);
      await expectNoAxeViolationsOnPhoneAndDesktop(page);
      await followEachCallToAction(page, [
        { from: 'h1', label: 'Book a Consultation', url: /\/booking$/ },
        { from: 'h1', label: industryPage.specialist, url: /\/contact$/ },
        { from: '#get-started', label: 'Book a Consultation', url: /\/booking$/ },
        { from: '#get-started', label: 'Contact Us', url: /\/contact$/ },
      ]);
    });
  });
}
