import routerOutlinedIcon from '@material-design-icons/svg/outlined/router.svg?no-inline';
import storageOutlinedIcon from '@material-design-icons/svg/outlined/storage.svg?no-inline';
import laptopOutlinedIcon from '@material-design-icons/svg/outlined/laptop.svg?no-inline';
import cableOutlinedIcon from '@material-design-icons/svg/outlined/cable.svg?no-inline';
import callOutlinedIcon from '@material-design-icons/svg/outlined/call.svg?no-inline';
import boltOutlinedIcon from '@material-design-icons/svg/outlined/bolt.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import handshakeOutlinedIcon from '@material-design-icons/svg/outlined/handshake.svg?no-inline';
import engineeringOutlinedIcon from '@material-design-icons/svg/outlined/engineering.svg?no-inline';
import verifiedUserOutlinedIcon from '@material-design-icons/svg/outlined/verified_user.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';
import { contactAbout } from './contact-links';

export const technologyService = {
  slug: 'technology',
  seo: {
    title: 'Technology Infrastructure: Networks, Data Centres and Devices',
    description:
      'Network, data centre, end-user and power infrastructure designed, supplied, installed and supported by a Lagos team with 15+ years of infrastructure experience.',
    keywords: [
      'IT infrastructure Nigeria',
      'network installation Lagos',
      'data centre design',
      'structured cabling',
      'enterprise Wi-Fi',
      'server virtualisation',
      'end-user computing',
    ],
  },
  hero: {
    eyebrow: 'TECHNOLOGY INFRASTRUCTURE',
    title: 'Infrastructure that stays up when your business needs it',
    lead: 'We design, supply, install and support the networks, servers, devices and power systems your business runs on, from one branch office to a national network.',
    tags: [
      'Networking',
      'Data centres',
      'End-user computing',
      'Structured cabling',
      'Power and resilience',
    ],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Request a Site Survey',
      to: contactAbout('Infrastructure site survey'),
      variant: 'secondary',
    },
  },
  stats: [
    { value: '15+', label: 'Years of infrastructure experience' },
    { value: '50+', label: 'Technology platforms' },
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '24/7', label: 'Support' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Six infrastructure services',
      subtitle: 'From design to daily support, one team is accountable for your infrastructure.',
    },
    items: [
      {
        title: 'Network design and installation',
        description:
          'Wired, wireless and wide-area networks that connect every office, branch and warehouse securely.',
        icon: routerOutlinedIcon,
        features: [
          'LAN, WAN and SD-WAN',
          'Enterprise Wi-Fi surveys and installation',
          'Firewalls and secure remote access',
        ],
      },
      {
        title: 'Data centre and server infrastructure',
        description:
          'Server rooms and data centre racks built for reliability, with virtualisation to get more from every server.',
        icon: storageOutlinedIcon,
        features: [
          'Server and storage deployment',
          'Virtualisation and consolidation',
          'Rack, cooling and layout design',
        ],
      },
      {
        title: 'End-user computing',
        description:
          'Laptops, desktops and mobile devices supplied, configured and managed so staff can work from anywhere.',
        icon: laptopOutlinedIcon,
        features: [
          'Device supply and imaging',
          'Mobile device management',
          'Asset tracking and refresh plans',
        ],
      },
      {
        title: 'Structured cabling',
        description:
          'Copper and fibre cabling installed to standard, labelled and documented, so changes are quick and safe.',
        icon: cableOutlinedIcon,
        features: [
          'Copper and fibre installation',
          'Testing and certification of links',
          'As-built drawings',
        ],
      },
      {
        title: 'Unified communications',
        description:
          'IP telephony, video conferencing and contact centre systems that work the same in every office.',
        icon: callOutlinedIcon,
        features: ['IP PBX and SIP trunking', 'Meeting room video', 'Contact centre platforms'],
      },
      {
        title: 'Power and resilience',
        description:
          'Clean, continuous power for your equipment: critical in a market where grid supply cannot be relied on.',
        icon: boltOutlinedIcon,
        features: [
          'UPS sizing and installation',
          'Inverter and solar integration',
          'Power monitoring and alerts',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'infrastructure-process',
      headline: {
        eyebrow: 'HOW WE WORK',
        title: 'Our infrastructure delivery process',
        subtitle: 'Every project, large or small, goes through the same four steps.',
      },
      steps: [
        {
          title: 'Survey and assess',
          description:
            'We visit your sites, audit what you have and measure how it performs today.',
          details: [
            'Site and Wi-Fi surveys',
            'Equipment and licence audit',
            'Power and cooling check',
          ],
        },
        {
          title: 'Design',
          description:
            'We design a solution sized to your growth, with a bill of materials and a clear budget.',
          details: ['High- and low-level design', 'Bill of materials', 'Phased budget'],
        },
        {
          title: 'Deploy',
          description:
            'Our engineers install, configure and test everything, working around your business hours.',
          details: [
            'Staged installation',
            'Testing and commissioning',
            'Minimal downtime cut-over',
          ],
        },
        {
          title: 'Support',
          description:
            'We hand over full documentation and keep your infrastructure healthy with monitoring and maintenance.',
          details: ['As-built documentation', 'Preventive maintenance', '24/7 support options'],
        },
      ],
    },
    {
      kind: 'chips',
      id: 'technologies',
      headline: {
        eyebrow: 'TECHNOLOGIES',
        title: 'Technologies we deploy and support',
        subtitle:
          'We work with the leading vendors and pick what suits your budget, skills and existing estate.',
      },
      items: [
        'Cisco',
        'HPE Aruba',
        'Fortinet',
        'Juniper Networks',
        'Dell Technologies',
        'HPE ProLiant',
        'VMware vSphere',
        'Microsoft Hyper-V',
        'Nutanix',
        'Microsoft Intune',
        'APC by Schneider Electric',
        'Eaton',
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: {
        eyebrow: 'WHY CHOOSE US',
        title: 'Why choose our infrastructure services',
      },
      items: [
        {
          title: '15+ years in the field',
          description:
            'We have designed and supported infrastructure for Nigerian businesses since 2011, in offices, branches, plants and remote sites.',
          icon: workspacePremiumOutlinedIcon,
        },
        {
          title: 'Certified engineers',
          description:
            'Our engineers hold current vendor certifications and follow documented standards on every installation.',
          icon: engineeringOutlinedIcon,
        },
        {
          title: 'Vendor relationships',
          description:
            'We work with original equipment manufacturers and local distributors, so you get genuine equipment and warranty support.',
          icon: handshakeOutlinedIcon,
        },
        {
          title: 'Support after go-live',
          description:
            'We do not install and disappear. Our support keeps your infrastructure running under a 99.9% uptime SLA.',
          icon: verifiedUserOutlinedIcon,
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'ready-to-modernise',
      headline: {
        eyebrow: 'READY TO MODERNISE?',
        title: 'Signs your infrastructure is holding you back',
        subtitle:
          'If two or more of these sound familiar, it is time for an infrastructure review.',
      },
      items: [
        'Servers or network equipment are past the end of vendor support',
        'Staff complain about slow or patchy Wi-Fi',
        'A power cut still takes systems down',
        'Nobody has an up-to-date network diagram',
        'Adding a new branch or office takes months',
        'You cannot say when your backups were last tested',
      ],
      action: {
        label: 'Request an Infrastructure Review',
        to: contactAbout('Infrastructure review request'),
        variant: 'primary',
      },
    },
  ],
  cta: {
    title: 'Let’s build infrastructure you can rely on',
    text: 'Tell us about your sites and systems, or book a call with one of our infrastructure engineers.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
