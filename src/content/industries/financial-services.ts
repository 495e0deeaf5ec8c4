import accountBalanceOutlinedIcon from '@material-design-icons/svg/outlined/account_balance.svg?no-inline';
import paymentsOutlinedIcon from '@material-design-icons/svg/outlined/payments.svg?no-inline';
import gppMaybeOutlinedIcon from '@material-design-icons/svg/outlined/gpp_maybe.svg?no-inline';
import phoneIphoneOutlinedIcon from '@material-design-icons/svg/outlined/phone_iphone.svg?no-inline';
import ruleOutlinedIcon from '@material-design-icons/svg/outlined/rule.svg?no-inline';
import backupOutlinedIcon from '@material-design-icons/svg/outlined/backup.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import speedOutlinedIcon from '@material-design-icons/svg/outlined/speed.svg?no-inline';
import verifiedUserOutlinedIcon from '@material-design-icons/svg/outlined/verified_user.svg?no-inline';
import radarOutlinedIcon from '@material-design-icons/svg/outlined/radar.svg?no-inline';
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
        icon: accountBalanceOutlinedIcon,
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
        icon: paymentsOutlinedIcon,
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
        icon: gppMaybeOutlinedIcon,
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
        icon: phoneIphoneOutlinedIcon,
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
        icon: ruleOutlinedIcon,
        features: ['Gap assessments', 'Automated regulatory returns', 'Audit evidence packs'],
      },
      {
        title: 'Resilience and disaster recovery',
        description:
          'Active-active designs, backups and tested recovery plans that keep critical services running.',
        icon: backupOutlinedIcon,
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
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: '99.99% uptime',
        description: 'Critical platforms we design and run are built for 99.99% availability.',
        icon: speedOutlinedIcon,
      },
      {
        title: 'Compliance built in',
        description: 'Designs map to CBN guidelines, PCI DSS, ISO 27001 and the NDPA from day one.',
        icon: verifiedUserOutlinedIcon,
      },
      {
        title: 'Fraud-aware',
        description:
          'We know the fraud patterns targeting African financial services and design against them.',
        icon: radarOutlinedIcon,
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
