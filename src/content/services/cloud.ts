import cloudUploadOutlinedIcon from '@material-design-icons/svg/outlined/cloud_upload.svg?no-inline';
import savingsOutlinedIcon from '@material-design-icons/svg/outlined/savings.svg?no-inline';
import layersOutlinedIcon from '@material-design-icons/svg/outlined/layers.svg?no-inline';
import appsOutlinedIcon from '@material-design-icons/svg/outlined/apps.svg?no-inline';
import backupOutlinedIcon from '@material-design-icons/svg/outlined/backup.svg?no-inline';
import manageAccountsOutlinedIcon from '@material-design-icons/svg/outlined/manage_accounts.svg?no-inline';
import hubOutlinedIcon from '@material-design-icons/svg/outlined/hub.svg?no-inline';
import lockOutlinedIcon from '@material-design-icons/svg/outlined/lock.svg?no-inline';
import paymentsOutlinedIcon from '@material-design-icons/svg/outlined/payments.svg?no-inline';
import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';

export const cloudService = {
  slug: 'cloud',
  seo: {
    title: 'Cloud & Software Services: Migration, Optimisation and SaaS',
    description:
      'Cloud migration, cost optimisation and business software on AWS, Azure, Google Cloud and Microsoft 365, planned and run by a Lagos team since 2011.',
    keywords: [
      'cloud migration Nigeria',
      'AWS partner Lagos',
      'Microsoft Azure consulting',
      'cloud cost optimisation',
      'Microsoft 365 Nigeria',
      'hybrid cloud Africa',
      'SaaS implementation',
    ],
  },
  hero: {
    eyebrow: 'CLOUD & SOFTWARE',
    title: 'Move to the cloud without the surprises',
    lead: 'We plan, migrate and run your workloads on the right cloud for each job, and keep the monthly bill under control. Your systems stay up, your data stays where the law says it must.',
    tags: [
      'Cloud migration',
      'Cost optimisation',
      'Hybrid and multi-cloud',
      'SaaS',
      'Backup and recovery',
    ],
    primary: { label: 'Book a Cloud Assessment', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Talk to an Expert', to: paths.contact.getHref(), variant: 'secondary' },
  },
  stats: [
    { value: '50%', label: 'Cost optimisation' },
    { value: 'Up to 60%', label: 'Infrastructure cost reduction' },
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '24/7', label: 'Cloud monitoring' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Six cloud and software services',
      subtitle:
        'Use one service or all six. Each comes with clear scope, fixed milestones and named engineers.',
    },
    items: [
      {
        title: 'Cloud migration',
        description:
          'Servers, databases and applications moved to the cloud in planned waves, with rollback ready at every step.',
        icon: cloudUploadOutlinedIcon,
        features: [
          'Lift-and-shift and re-platforming',
          'Database migration',
          'Cut-over out of business hours',
        ],
      },
      {
        title: 'Cost optimisation',
        description:
          'We find idle resources, right-size the rest and commit where it pays, then report savings every month.',
        icon: savingsOutlinedIcon,
        features: [
          'Right-sizing and scheduling',
          'Reserved and savings plans',
          'Monthly cost reports in naira and dollars',
        ],
      },
      {
        title: 'Hybrid and multi-cloud',
        description:
          'Run each workload where it fits best: on premises, in a Nigerian data centre or in a global cloud region.',
        icon: layersOutlinedIcon,
        features: [
          'Secure site-to-cloud networking',
          'One identity across clouds',
          'Data residency by design',
        ],
      },
      {
        title: 'SaaS and business software',
        description:
          'Microsoft 365, Salesforce and SAP set up, migrated and integrated so that staff adopt them from day one.',
        icon: appsOutlinedIcon,
        features: ['Tenant setup and migration', 'Integration with your systems', 'Staff training'],
      },
      {
        title: 'Backup and disaster recovery',
        description:
          'Copies of your data and systems in a second location, tested regularly, so an outage is an inconvenience.',
        icon: backupOutlinedIcon,
        features: [
          'Automated, encrypted backups',
          'Recovery plans per system',
          'Scheduled recovery tests',
        ],
      },
      {
        title: 'Managed cloud operations',
        description:
          'We watch, patch and secure your cloud estate around the clock, under a 99.9% uptime SLA.',
        icon: manageAccountsOutlinedIcon,
        features: [
          '24/7 monitoring and alerting',
          'Patching and security baselines',
          'Monthly service reviews',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'migration-process',
      headline: {
        eyebrow: 'HOW WE MIGRATE',
        title: 'A four-step migration process',
        subtitle: 'Every migration follows the same steps, so you always know what happens next.',
      },
      steps: [
        {
          title: 'Assess',
          description:
            'We inventory your systems, map dependencies and costs, and decide what moves, what changes and what stays.',
          details: [
            'Application and data inventory',
            'Cost model: today versus cloud',
            'Compliance check',
          ],
        },
        {
          title: 'Plan',
          description:
            'We design the landing zone, group workloads into migration waves and agree cut-over windows with you.',
          details: [
            'Landing zone design',
            'Wave plan and rollback plan',
            'Security and identity design',
          ],
        },
        {
          title: 'Migrate',
          description:
            'We move each wave, test it with your users and switch over only when everything checks out.',
          details: ['Pilot wave first', 'User acceptance testing', 'Out-of-hours cut-over'],
        },
        {
          title: 'Optimise',
          description:
            'After go-live we right-size, automate and tune, and keep reducing cost month by month.',
          details: [
            'Right-sizing and automation',
            'Cost and performance reports',
            'Hand-over or managed service',
          ],
        },
      ],
    },
    {
      kind: 'chips',
      id: 'platforms',
      headline: {
        eyebrow: 'PLATFORMS',
        title: 'The platforms we work on',
        subtitle:
          'We recommend the platform that suits your workload, budget and data rules, not the one we prefer.',
      },
      items: [
        'AWS',
        'Microsoft Azure',
        'Google Cloud',
        'IBM Cloud',
        'Oracle Cloud',
        'Salesforce',
        'SAP',
        'Microsoft 365',
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: {
        eyebrow: 'WHY CHOOSE US',
        title: 'Why businesses move to the cloud with us',
      },
      items: [
        {
          title: 'Vendor-neutral advice',
          description:
            'We work across all the major clouds, so we can recommend what fits your workload rather than what we resell.',
          icon: hubOutlinedIcon,
        },
        {
          title: 'Savings you can see',
          description:
            'Clients typically see 50% cost optimisation on the workloads we tune, and up to 60% lower infrastructure costs.',
          icon: paymentsOutlinedIcon,
        },
        {
          title: 'Security and compliance built in',
          description:
            'Identity, encryption and logging are set up from day one, in line with the NDPA and your regulator’s rules.',
          icon: lockOutlinedIcon,
        },
        {
          title: 'Local team, round-the-clock support',
          description:
            'Engineers in Lagos who know your systems, backed by 24/7 monitoring and a 99.9% uptime SLA.',
          icon: supportAgentIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'Find out what the cloud would cost you',
    text: 'Book a cloud assessment. We will review your current set-up and show you where you can save and what to move first.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
