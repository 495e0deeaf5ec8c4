import radarOutlinedIcon from '@material-design-icons/svg/outlined/radar.svg?no-inline';
import bugReportOutlinedIcon from '@material-design-icons/svg/outlined/bug_report.svg?no-inline';
import fingerprintIcon from '@material-design-icons/svg/filled/fingerprint.svg?no-inline';
import devicesOutlinedIcon from '@material-design-icons/svg/outlined/devices.svg?no-inline';
import ruleOutlinedIcon from '@material-design-icons/svg/outlined/rule.svg?no-inline';
import schoolOutlinedIcon from '@material-design-icons/svg/outlined/school.svg?no-inline';
import timerOutlinedIcon from '@material-design-icons/svg/outlined/timer.svg?no-inline';
import gppGoodOutlinedIcon from '@material-design-icons/svg/outlined/gpp_good.svg?no-inline';
import travelExploreIcon from '@material-design-icons/svg/filled/travel_explore.svg?no-inline';
import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';
import { contactAbout } from './contact-links';

export const securityService = {
  slug: 'security',
  seo: {
    title: 'Cybersecurity Services: Protection, Detection and Compliance',
    description:
      'Cybersecurity from Lagos: 24/7 monitoring with 1-minute alert response, penetration testing, identity, endpoint protection and ISO 27001, PCI DSS and NIST compliance.',
    keywords: [
      'cybersecurity Nigeria',
      'security operations centre Lagos',
      'penetration testing',
      'ISO 27001 consulting',
      'PCI DSS compliance',
      'NDPA compliance',
      'managed detection and response',
    ],
  },
  hero: {
    eyebrow: 'CYBERSECURITY',
    title: 'Stop attacks early. Prove you are compliant.',
    lead: 'We protect your people, systems and data, watch for threats around the clock and respond within a minute. We also help you meet the standards your regulators and customers expect.',
    tags: [
      '24/7 monitoring',
      'Penetration testing',
      'Identity security',
      'Compliance',
      'Awareness training',
    ],
    primary: {
      label: 'Book a Security Consultation',
      to: paths.booking.getHref(),
      variant: 'primary',
    },
    secondary: {
      label: 'Request a Security Assessment',
      to: contactAbout('Security assessment request'),
      variant: 'secondary',
    },
  },
  stats: [
    { value: '1 min', label: 'Alert response time' },
    { value: '24/7', label: 'Security monitoring' },
    { value: '8', label: 'Compliance frameworks' },
    { value: '15+', label: 'Industry certifications' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Six security services',
      subtitle: 'Layered protection, from the boardroom policy to the laptop in the field.',
    },
    items: [
      {
        title: 'Security monitoring and response',
        description:
          'Our security operations team watches your logs and alerts day and night and acts on every alert within a minute.',
        icon: radarOutlinedIcon,
        features: [
          'SIEM and log monitoring',
          '1-minute alert response',
          'Incident containment and reporting',
        ],
      },
      {
        title: 'Penetration testing',
        description:
          'Ethical hackers test your applications, networks and staff the way a real attacker would, then help you fix what they find.',
        icon: bugReportOutlinedIcon,
        features: [
          'Web, mobile and API testing',
          'Internal and external network tests',
          'Re-test after fixes',
        ],
      },
      {
        title: 'Identity and access management',
        description:
          'The right people get the right access, and stolen passwords alone are not enough to get in.',
        icon: fingerprintIcon,
        features: ['Multi-factor authentication', 'Single sign-on', 'Privileged access control'],
      },
      {
        title: 'Endpoint and network protection',
        description:
          'Laptops, servers and networks hardened and protected against malware, ransomware and intrusion.',
        icon: devicesOutlinedIcon,
        features: [
          'Endpoint detection and response',
          'Next-generation firewalls',
          'Secure configuration baselines',
        ],
      },
      {
        title: 'Governance, risk and compliance',
        description:
          'Policies, risk assessments and audit preparation for the standards your regulators and customers require.',
        icon: ruleOutlinedIcon,
        features: ['Gap assessments', 'Policies and procedures', 'Audit support'],
      },
      {
        title: 'Security awareness training',
        description:
          'Short, practical training and phishing simulations that turn staff into your first line of defence.',
        icon: schoolOutlinedIcon,
        features: [
          'Phishing simulations',
          'Role-based training',
          'Progress reports for management',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'chips',
      id: 'frameworks',
      headline: {
        eyebrow: 'COMPLIANCE',
        title: 'Eight frameworks we work to',
        subtitle:
          'We assess you against these standards, close the gaps and help you pass the audit. We also cover the Nigeria Data Protection Act.',
      },
      items: ['ISO 27001', 'SOC 2', 'GDPR', 'HIPAA', 'PCI DSS', 'NIST', 'CIS Controls', 'COBIT'],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: {
        eyebrow: 'WHY CHOOSE US',
        title: 'Why organisations trust us with their security',
      },
      items: [
        {
          title: '1-minute alert response',
          description:
            'Every alert is picked up by an analyst within a minute, day or night, so attackers have little time.',
          icon: timerOutlinedIcon,
        },
        {
          title: 'Standards-based',
          description:
            'Our work maps to ISO 27001, NIST and CIS Controls, so it stands up to auditors and regulators.',
          icon: gppGoodOutlinedIcon,
        },
        {
          title: 'Local threat knowledge',
          description:
            'We see the fraud, phishing and ransomware patterns aimed at African businesses every day.',
          icon: travelExploreIcon,
        },
        {
          title: 'Help when it matters',
          description:
            'If you are breached, our incident responders are on the case around the clock until you are back to normal.',
          icon: supportAgentIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'How exposed are you?',
    text: 'Book a security consultation. We will review your defences, show you the biggest risks and tell you what to fix first.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
