import DevicesOtherOutlinedIcon from '@mui/icons-material/DevicesOtherOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
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
        icon: DevicesOtherOutlinedIcon,
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
        icon: BadgeOutlinedIcon,
        features: ['NIN verification integration', 'Staff single sign-on', 'Role-based access'],
      },
      {
        title: 'Shared infrastructure and cloud',
        description:
          'Data centres, networks and government cloud that several agencies can share safely.',
        icon: DnsOutlinedIcon,
        features: ['Data centre modernisation', 'Inter-agency networks', 'Hosting in Nigeria'],
      },
      {
        title: 'Records and document management',
        description:
          'Paper files digitised, indexed and searchable, with retention rules and a full audit trail.',
        icon: DescriptionOutlinedIcon,
        features: ['Bulk digitisation', 'Electronic workflow and approvals', 'Retention and audit'],
      },
      {
        title: 'Cybersecurity for government',
        description:
          'Protection and monitoring for critical public systems and the citizen data they hold.',
        icon: ShieldOutlinedIcon,
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
        icon: AccountBalanceWalletOutlinedIcon,
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
        icon: WorkspacePremiumOutlinedIcon,
      },
      {
        title: 'Compliance first',
        description: 'Our work follows the NDPA and national IT standards from the first design.',
        icon: GavelOutlinedIcon,
      },
      {
        title: 'Transparent delivery',
        description:
          'Clear milestones, documentation and reporting you can show to oversight bodies.',
        icon: VisibilityOutlinedIcon,
      },
      {
        title: 'Skills that stay',
        description: 'We train civil servants to run and improve the systems after we hand over.',
        icon: SchoolOutlinedIcon,
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
