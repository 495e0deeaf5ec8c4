import devicesOtherOutlinedIcon from '@material-design-icons/svg/outlined/devices_other.svg?no-inline';
import badgeOutlinedIcon from '@material-design-icons/svg/outlined/badge.svg?no-inline';
import dnsOutlinedIcon from '@material-design-icons/svg/outlined/dns.svg?no-inline';
import descriptionOutlinedIcon from '@material-design-icons/svg/outlined/description.svg?no-inline';
import shieldOutlinedIcon from '@material-design-icons/svg/outlined/shield.svg?no-inline';
import accountBalanceWalletOutlinedIcon from '@material-design-icons/svg/outlined/account_balance_wallet.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import gavelOutlinedIcon from '@material-design-icons/svg/outlined/gavel.svg?no-inline';
import visibilityOutlinedIcon from '@material-design-icons/svg/outlined/visibility.svg?no-inline';
import schoolOutlinedIcon from '@material-design-icons/svg/outlined/school.svg?no-inline';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const publicSectorIndustry = {
  slug: 'public-sector',
  name: 'Public Sector',
  seo: {
    title: 'Public Sector IT: E-Government, Shared Infrastructure and Data Protection',
    description:
      'IT for ministries, agencies and parastatals with 12+ years of public-sector experience: citizen services, identity, records, infrastructure and NDPA-compliant data protection.',
    keywords: [
      'e-government Nigeria',
      'public sector IT Lagos',
      'government digital services',
      'citizen services portal',
      'NITDA compliance',
    ],
  },
  hero: {
    eyebrow: 'PUBLIC SECTOR',
    title: 'Better public services, delivered securely',
    lead: 'We help ministries, departments, agencies and state governments put services online, modernise records and protect citizens’ data, with transparent delivery that stands up to scrutiny.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to a Public Sector Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '12+', label: 'Years serving the public sector' },
    { value: 'NDPA', label: 'Nigeria Data Protection Act 2023' },
    { value: 'NITDA', label: 'Public-sector IT standards and guidelines' },
    { value: 'ISO 27001', label: 'Information security management' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Public sector solutions',
      subtitle:
        'Practical systems that make services faster for citizens and simpler for civil servants.',
    },
    items: [
      {
        title: 'Citizen service portals',
        description:
          'Applications, payments and status checks online and on mobile, so citizens stop queueing.',
        icon: devicesOtherOutlinedIcon,
        features: [
          'Online applications and permits',
          'Payment gateway integration',
          'USSD and SMS updates',
        ],
      },
      {
        title: 'Identity and access',
        description:
          'Secure sign-in for citizens and staff, linked to national identity services where permitted.',
        icon: badgeOutlinedIcon,
        features: ['NIN verification integration', 'Staff single sign-on', 'Role-based access'],
      },
      {
        title: 'Shared infrastructure and cloud',
        description:
          'Data centres, networks and government cloud that several agencies can share safely.',
        icon: dnsOutlinedIcon,
        features: ['Data centre modernisation', 'Inter-agency networks', 'Hosting in Nigeria'],
      },
      {
        title: 'Records and document management',
        description:
          'Paper files digitised, indexed and searchable, with retention rules and a full audit trail.',
        icon: descriptionOutlinedIcon,
        features: ['Bulk digitisation', 'Electronic workflow and approvals', 'Retention and audit'],
      },
      {
        title: 'Cybersecurity for government',
        description:
          'Protection and monitoring for critical public systems and the citizen data they hold.',
        icon: shieldOutlinedIcon,
        features: [
          '24/7 security monitoring',
          'Vulnerability assessments',
          'Incident response plans',
        ],
      },
      {
        title: 'Revenue and financial systems',
        description:
          'Revenue collection, budgeting and payment systems that increase transparency and reduce leakage.',
        icon: accountBalanceWalletOutlinedIcon,
        features: [
          'Revenue collection platforms',
          'Treasury integration',
          'Reconciliation and reports',
        ],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we deliver public sector projects',
      subtitle: 'Four steps that respect procurement rules and keep every stakeholder informed.',
    },
    steps: [
      {
        title: 'Needs assessment',
        description:
          'We consult officials and citizens, review existing systems and define measurable service goals.',
      },
      {
        title: 'Design and approvals',
        description:
          'We produce designs and documentation that meet public procurement and NITDA requirements.',
      },
      {
        title: 'Phased delivery',
        description:
          'We deliver in phases with pilots, training for civil servants and clear progress reports.',
      },
      {
        title: 'Handover and support',
        description:
          'We transfer skills to your team and support the systems under an agreed service level.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why public institutions work with us' },
    items: [
      {
        title: '12+ years in government',
        description: 'We understand how agencies plan, procure and deliver technology.',
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: 'Compliance first',
        description: 'Our work follows the NDPA and national IT standards from the first design.',
        icon: gavelOutlinedIcon,
      },
      {
        title: 'Transparent delivery',
        description:
          'Clear milestones, documentation and reporting you can show to oversight bodies.',
        icon: visibilityOutlinedIcon,
      },
      {
        title: 'Skills that stay',
        description: 'We train civil servants to run and improve the systems after we hand over.',
        icon: schoolOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Planning a public service project?',
    text: 'Talk to our public sector team about your goals, timelines and procurement requirements.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
