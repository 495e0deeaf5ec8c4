import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import RadarOutlinedIcon from '@mui/icons-material/RadarOutlined';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const financialServicesIndustry = {
  slug: 'financial-services',
  name: 'Financial Services',
  seo: {
    title: 'Financial Services IT: Banking, Payments and Regulatory Compliance',
    description:
      'IT for banks, insurers, fintechs and payment companies with 18+ years of experience and 99.99% uptime: core systems, payments, fraud prevention, CBN and PCI DSS compliance.',
    keywords: [
      'banking IT Nigeria',
      'fintech technology Lagos',
      'PCI DSS compliance Nigeria',
      'CBN cybersecurity framework',
      'core banking integration',
    ],
  },
  hero: {
    eyebrow: 'FINANCIAL SERVICES',
    title: 'Resilient, compliant technology for money that never sleeps',
    lead: 'We help banks, microfinance banks, insurers, fintechs and payment companies run always-on platforms, stop fraud and satisfy regulators, without slowing down new products.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to a Financial Services Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '18+', label: 'Years in financial services' },
    { value: '99.99%', label: 'Uptime on critical platforms' },
    { value: 'CBN', label: 'Central Bank of Nigeria guidelines' },
    { value: 'PCI DSS', label: 'Payment card data security' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Financial services solutions',
      subtitle: 'Built for transaction volumes, audit trails and regulatory deadlines.',
    },
    items: [
      {
        title: 'Core system integration',
        description:
          'Core banking, insurance and lending platforms connected to channels, partners and reporting.',
        icon: AccountBalanceOutlinedIcon,
        features: [
          'API layers for core systems',
          'Open banking readiness',
          'Middleware modernisation',
        ],
      },
      {
        title: 'Payments and channels',
        description:
          'Cards, transfers, USSD, agency banking and mobile channels that stay up at peak times.',
        icon: PaymentsOutlinedIcon,
        features: [
          'NIP and card switch integration',
          'USSD and agency banking',
          'High-availability design',
        ],
      },
      {
        title: 'Fraud prevention',
        description:
          'Real-time monitoring that spots suspicious transactions and account takeovers before money leaves.',
        icon: GppMaybeOutlinedIcon,
        features: [
          'Real-time transaction scoring',
          'Device and behaviour checks',
          'Case management',
        ],
      },
      {
        title: 'Digital banking',
        description:
          'Mobile and internet banking and digital onboarding that customers enjoy and auditors approve.',
        icon: PhoneIphoneOutlinedIcon,
        features: [
          'Mobile and web banking',
          'Digital KYC and BVN checks',
          'Accessible, fast interfaces',
        ],
      },
      {
        title: 'Regulatory compliance and reporting',
        description:
          'Controls, evidence and reports for CBN, NDPA and PCI DSS requirements, prepared on time.',
        icon: RuleOutlinedIcon,
        features: ['Gap assessments', 'Automated regulatory returns', 'Audit evidence packs'],
      },
      {
        title: 'Resilience and disaster recovery',
        description:
          'Active-active designs, backups and tested recovery plans that keep critical services running.',
        icon: BackupOutlinedIcon,
        features: [
          '99.99% availability design',
          'Disaster recovery sites',
          'Scheduled failover drills',
        ],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we implement in regulated finance',
      subtitle: 'Four steps with risk and compliance sign-off at each stage.',
    },
    steps: [
      {
        title: 'Risk and requirements review',
        description:
          'We review your systems, risks and regulatory obligations and agree the outcomes with business and risk teams.',
      },
      {
        title: 'Secure design',
        description:
          'We design for availability, security and audit from the start, mapped to CBN guidelines and PCI DSS.',
      },
      {
        title: 'Controlled delivery',
        description:
          'We build and test in controlled environments, with change approvals and rollback at every release.',
      },
      {
        title: 'Run and assure',
        description:
          'We monitor 24/7, report against SLAs and support your audits and regulatory examinations.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why financial institutions choose us' },
    items: [
      {
        title: '18+ years in finance',
        description:
          'We have worked with banks, insurers and fintechs through every wave of regulation.',
        icon: WorkspacePremiumOutlinedIcon,
      },
      {
        title: '99.99% uptime',
        description: 'Critical platforms we design and run are built for 99.99% availability.',
        icon: SpeedOutlinedIcon,
      },
      {
        title: 'Compliance built in',
        description: 'Designs map to CBN guidelines, PCI DSS, ISO 27001 and the NDPA from day one.',
        icon: VerifiedUserOutlinedIcon,
      },
      {
        title: 'Fraud-aware',
        description:
          'We know the fraud patterns targeting African financial services and design against them.',
        icon: RadarOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Talk to our financial services team',
    text: 'Whether it is a new channel, a compliance deadline or a resilience review, we can help you plan it.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
