import monitorHeartOutlinedIcon from '@material-design-icons/svg/outlined/monitor_heart.svg?no-inline';
import headsetMicOutlinedIcon from '@material-design-icons/svg/outlined/headset_mic.svg?no-inline';
import securityUpdateGoodOutlinedIcon from '@material-design-icons/svg/outlined/security_update_good.svg?no-inline';
import backupOutlinedIcon from '@material-design-icons/svg/outlined/backup.svg?no-inline';
import cloudDoneOutlinedIcon from '@material-design-icons/svg/outlined/cloud_done.svg?no-inline';
import assessmentOutlinedIcon from '@material-design-icons/svg/outlined/assessment.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';
import { contactAbout } from './contact-links';

export const managedService = {
  slug: 'managed',
  seo: {
    title: 'Managed IT Services: 24/7 Support with a 99.9% Uptime SLA',
    description:
      'Managed IT services from Lagos: 24/7 monitoring and help desk, 5-minute critical response, patching, backup and a 99.9% uptime SLA, in three service tiers.',
    keywords: [
      'managed IT services Nigeria',
      'IT support Lagos',
      '24/7 help desk',
      'network monitoring',
      'managed service provider Africa',
      'IT outsourcing',
      'uptime SLA',
    ],
  },
  hero: {
    eyebrow: 'MANAGED IT SERVICES',
    title: 'Your IT, watched and supported around the clock',
    lead: 'We monitor, maintain and support your systems, devices and users for a fixed monthly fee. Problems are fixed before your staff notice, and your team gets back to the work that grows the business.',
    tags: ['24/7 monitoring', 'Help desk', 'Patching', 'Backup', 'Fixed monthly fee'],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Compare Service Tiers',
      to: paths.service('managed').getHref('service-tiers'),
      variant: 'secondary',
    },
  },
  stats: [
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '24/7', label: 'Support' },
    { value: '5 min', label: 'Critical response time' },
    { value: '40%', label: 'Cost reduction potential' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT’S INCLUDED',
      title: 'Six managed services, one accountable team',
      subtitle:
        'Choose the services you need. We agree response times and reporting in a written SLA.',
    },
    items: [
      {
        title: '24/7 monitoring',
        description:
          'Servers, networks, cloud services and key applications watched day and night, with alerts acted on at once.',
        icon: monitorHeartOutlinedIcon,
        features: [
          'Performance and availability alerts',
          'Alerts triaged around the clock',
          'Root-cause reports',
        ],
      },
      {
        title: 'Help desk and user support',
        description:
          'One number and one e-mail address for every IT question, answered by engineers who know your set-up.',
        icon: headsetMicOutlinedIcon,
        features: [
          'Phone, e-mail and portal support',
          'Remote and on-site fixes',
          'Joiners, movers and leavers',
        ],
      },
      {
        title: 'Patching and maintenance',
        description:
          'Operating systems, applications and firmware kept up to date on a schedule that avoids your busy hours.',
        icon: securityUpdateGoodOutlinedIcon,
        features: [
          'Monthly patch cycles',
          'Emergency security patches',
          'Preventive maintenance visits',
        ],
      },
      {
        title: 'Backup and recovery',
        description:
          'Your data backed up automatically, stored in a second location and restored quickly when needed.',
        icon: backupOutlinedIcon,
        features: ['Daily automated backups', 'Off-site and cloud copies', 'Regular restore tests'],
      },
      {
        title: 'Cloud and Microsoft 365 management',
        description:
          'Your cloud tenants, licences and user accounts managed, secured and kept tidy.',
        icon: cloudDoneOutlinedIcon,
        features: [
          'User and licence administration',
          'Security settings and policies',
          'Cost and usage reviews',
        ],
      },
      {
        title: 'Reporting and IT planning',
        description:
          'Monthly reports on what we did and what is coming, and a yearly plan for upgrades and budget.',
        icon: assessmentOutlinedIcon,
        features: ['Monthly service reports', 'Asset and licence register', 'Annual IT roadmap'],
      },
    ],
  },
  sections: [
    {
      kind: 'tiers',
      id: 'service-tiers',
      headline: {
        eyebrow: 'SERVICE TIERS',
        title: 'Three tiers to match how you work',
        subtitle:
          'Every tier is priced for your number of users, devices and sites. Tell us what you have and we will send a written quote.',
      },
      tiers: [
        {
          name: 'Basic',
          summary: 'Essential monitoring and business-hours support to keep everyday IT running.',
          idealFor: 'Small offices with up to a few dozen staff',
          features: [
            'Business-hours help desk',
            'Monitoring of servers and network',
            'Monthly patching',
            'Daily backups',
          ],
        },
        {
          name: 'Advanced',
          summary:
            'Round-the-clock monitoring and support for businesses that cannot afford downtime.',
          idealFor: 'Growing businesses with several sites',
          highlighted: true,
          features: [
            'Everything in Basic',
            '24/7 monitoring and support',
            '99.9% uptime SLA',
            'Microsoft 365 and cloud management',
            'Quarterly service reviews',
          ],
        },
        {
          name: 'Enterprise',
          summary: 'A fully managed service with the fastest response and a named service manager.',
          idealFor: 'Large and regulated organisations',
          features: [
            'Everything in Advanced',
            'Critical response within 5 minutes',
            'Named service manager',
            'On-site engineer options',
            'Annual IT roadmap and budget plan',
          ],
        },
      ],
      comparison: [
        { feature: 'Help desk hours', values: ['Business hours', '24/7', '24/7'] },
        { feature: 'Server and network monitoring', values: [true, true, true] },
        { feature: 'Patching and backups', values: [true, true, true] },
        { feature: '99.9% uptime SLA', values: [false, true, true] },
        { feature: 'Microsoft 365 and cloud management', values: [false, true, true] },
        { feature: 'Critical response within 5 minutes', values: [false, false, true] },
        { feature: 'Named service manager', values: [false, false, true] },
        { feature: 'Service reviews', values: ['Yearly', 'Quarterly', 'Monthly'] },
      ],
    },
  ],
  cta: {
    title: 'See what managed IT could save you',
    text: 'Businesses that hand routine IT to us have the potential to cut IT costs by 40%. Book a call and we will show you where.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Request a Quote',
      to: contactAbout('Managed IT services quote'),
      variant: 'secondary',
    },
  },
} as const satisfies ServiceContent;
