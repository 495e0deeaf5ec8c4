import webOutlinedIcon from '@material-design-icons/svg/outlined/web.svg?no-inline';
import phoneIphoneOutlinedIcon from '@material-design-icons/svg/outlined/phone_iphone.svg?no-inline';
import businessCenterOutlinedIcon from '@material-design-icons/svg/outlined/business_center.svg?no-inline';
import integrationInstructionsOutlinedIcon from '@material-design-icons/svg/outlined/integration_instructions.svg?no-inline';
import upgradeOutlinedIcon from '@material-design-icons/svg/outlined/upgrade.svg?no-inline';
import buildCircleOutlinedIcon from '@material-design-icons/svg/outlined/build_circle.svg?no-inline';
import sentimentSatisfiedAltOutlinedIcon from '@material-design-icons/svg/outlined/sentiment_satisfied_alt.svg?no-inline';
import visibilityOutlinedIcon from '@material-design-icons/svg/outlined/visibility.svg?no-inline';
import signalCellularAltOutlinedIcon from '@material-design-icons/svg/outlined/signal_cellular_alt.svg?no-inline';
import copyrightOutlinedIcon from '@material-design-icons/svg/outlined/copyright.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';

export const softwareService = {
  slug: 'software',
  seo: {
    title: 'Software Development: Web, Mobile and Enterprise Applications',
    description:
      'Custom software development from Lagos: web, mobile and enterprise applications, APIs and integrations, with 500+ applications delivered and 99% client satisfaction.',
    keywords: [
      'software development Nigeria',
      'custom software Lagos',
      'mobile app development',
      'web application development',
      'API integration',
      'enterprise software Africa',
      'legacy modernisation',
    ],
  },
  hero: {
    eyebrow: 'SOFTWARE DEVELOPMENT',
    title: 'Software built around how your business works',
    lead: 'We design, build and support web, mobile and enterprise applications that your staff and customers actually use. You see progress every two weeks and own the code at the end.',
    tags: [
      'Web apps',
      'Mobile apps',
      'Enterprise systems',
      'APIs and integration',
      'Modernisation',
    ],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Discuss Your Project', to: paths.contact.getHref(), variant: 'secondary' },
  },
  stats: [
    { value: '500+', label: 'Applications delivered' },
    { value: '99%', label: 'Client satisfaction' },
    { value: '12', label: 'Core technologies' },
    { value: '98%', label: 'Client success rate' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE BUILD',
      title: 'Six software development services',
      subtitle: 'From a first prototype to the platform your whole business runs on.',
    },
    items: [
      {
        title: 'Web applications',
        description:
          'Fast, secure web applications and portals that work well on any device and on slow connections.',
        icon: webOutlinedIcon,
        features: ['Customer and partner portals', 'Progressive web apps', 'Accessible by design'],
      },
      {
        title: 'Mobile applications',
        description:
          'Android and iOS apps from one code base, built for the phones and networks your customers have.',
        icon: phoneIphoneOutlinedIcon,
        features: [
          'Android and iOS',
          'Offline-first where it matters',
          'App store release and updates',
        ],
      },
      {
        title: 'Enterprise applications',
        description:
          'Workflow, case management and line-of-business systems that replace spreadsheets and paper.',
        icon: businessCenterOutlinedIcon,
        features: ['Workflow and approvals', 'Role-based access', 'Audit trails and reports'],
      },
      {
        title: 'APIs and integration',
        description:
          'Your systems connected to each other and to payment gateways, banks, ERPs and government platforms.',
        icon: integrationInstructionsOutlinedIcon,
        features: [
          'REST and event-driven APIs',
          'Payment and banking integrations',
          'ERP and CRM connectors',
        ],
      },
      {
        title: 'Legacy modernisation',
        description:
          'Old systems moved to modern, supported technology step by step, without stopping the business.',
        icon: upgradeOutlinedIcon,
        features: ['Code and architecture review', 'Incremental re-platforming', 'Data migration'],
      },
      {
        title: 'Support and maintenance',
        description:
          'We keep your applications secure, up to date and improving after launch, under an agreed SLA.',
        icon: buildCircleOutlinedIcon,
        features: [
          'Bug fixes and security updates',
          'Performance monitoring',
          'Planned enhancements',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'development-process',
      headline: {
        eyebrow: 'HOW WE BUILD',
        title: 'Our four-step development process',
        subtitle: 'Short cycles, working software at every review and no surprises at the end.',
      },
      steps: [
        {
          title: 'Discover and design',
          description:
            'We learn how your users work, agree the scope and design screens you can click through before we code.',
          details: ['User research', 'Clickable prototype', 'Scope and estimate'],
        },
        {
          title: 'Build',
          description:
            'We build in two-week sprints and demo working software at the end of each one.',
          details: ['Two-week sprints', 'Code review on every change', 'Automated tests'],
        },
        {
          title: 'Test and launch',
          description:
            'We test for function, security, performance and accessibility, then launch with a rollback plan.',
          details: ['Security and load testing', 'User acceptance testing', 'Staged release'],
        },
        {
          title: 'Support and improve',
          description:
            'We monitor the application, fix issues fast and keep adding what your users ask for.',
          details: ['Monitoring and alerts', 'SLA-backed support', 'Product roadmap'],
        },
      ],
    },
    {
      kind: 'chips',
      id: 'technologies',
      headline: {
        eyebrow: 'TECHNOLOGIES',
        title: 'Twelve core technologies',
        subtitle:
          'Proven, well-supported tools, so your software is easy to hire for and maintain.',
      },
      items: [
        'TypeScript',
        'React',
        'Node.js',
        'Python',
        'Java',
        '.NET',
        'Kotlin',
        'Swift',
        'Flutter',
        'PostgreSQL',
        'Docker',
        'Kubernetes',
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: { eyebrow: 'WHY CHOOSE US', title: 'Why clients build software with us' },
      items: [
        {
          title: '99% client satisfaction',
          description:
            'Clients report 99% satisfaction across the 500+ applications we have delivered.',
          icon: sentimentSatisfiedAltOutlinedIcon,
        },
        {
          title: 'You see progress',
          description:
            'Working software every two weeks and a shared backlog, so you always know where the project stands.',
          icon: visibilityOutlinedIcon,
        },
        {
          title: 'Built for African networks',
          description:
            'Light pages, offline support and careful data use for customers on mobile connections.',
          icon: signalCellularAltOutlinedIcon,
        },
        {
          title: 'You own the code',
          description: 'Source code, documentation and credentials are yours. No lock-in.',
          icon: copyrightOutlinedIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'Have an application in mind?',
    text: 'Tell us what you want to build. We will come back with questions, a rough plan and an honest estimate.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
