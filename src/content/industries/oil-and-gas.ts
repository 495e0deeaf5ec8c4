import satelliteAltOutlinedIcon from '@material-design-icons/svg/outlined/satellite_alt.svg?no-inline';
import factoryOutlinedIcon from '@material-design-icons/svg/outlined/factory.svg?no-inline';
import sensorsOutlinedIcon from '@material-design-icons/svg/outlined/sensors.svg?no-inline';
import engineeringOutlinedIcon from '@material-design-icons/svg/outlined/engineering.svg?no-inline';
import localGasStationOutlinedIcon from '@material-design-icons/svg/outlined/local_gas_station.svg?no-inline';
import assessmentOutlinedIcon from '@material-design-icons/svg/outlined/assessment.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import healthAndSafetyOutlinedIcon from '@material-design-icons/svg/outlined/health_and_safety.svg?no-inline';
import terrainOutlinedIcon from '@material-design-icons/svg/outlined/terrain.svg?no-inline';
import securityOutlinedIcon from '@material-design-icons/svg/outlined/security.svg?no-inline';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const oilAndGasIndustry = {
  slug: 'oil-and-gas',
  name: 'Oil & Gas',
  seo: {
    title: 'Oil and Gas IT: Remote Connectivity, OT Security and Operational Data',
    description:
      'IT for upstream, midstream and downstream oil and gas with 20+ years of experience: remote site connectivity, operational technology security, asset data and HSE systems.',
    keywords: [
      'oil and gas IT Nigeria',
      'OT security',
      'remote site connectivity',
      'IEC 62443',
      'upstream digital solutions',
    ],
  },
  hero: {
    eyebrow: 'OIL & GAS',
    title: 'Reliable technology from wellhead to filling station',
    lead: 'We connect remote sites, secure operational technology and turn field data into decisions for upstream, midstream and downstream operators and their service companies.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to an Energy Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '20+', label: 'Years in oil and gas' },
    { value: 'IEC 62443', label: 'Industrial control system security' },
    { value: 'ISO 27001', label: 'Information security management' },
    { value: 'NDPA', label: 'Nigeria Data Protection Act 2023' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Oil and gas solutions',
      subtitle: 'Designed for remote locations, harsh conditions and zero tolerance for downtime.',
    },
    items: [
      {
        title: 'Remote site connectivity',
        description:
          'Satellite, microwave and private LTE links that keep rigs, flow stations and terminals connected.',
        icon: satelliteAltOutlinedIcon,
        features: ['VSAT and microwave links', 'Private LTE networks', 'Redundant failover paths'],
      },
      {
        title: 'Operational technology security',
        description:
          'Protection for SCADA and control systems, separating plant networks from office IT.',
        icon: factoryOutlinedIcon,
        features: ['OT network segmentation', 'OT threat monitoring', 'IEC 62443 assessments'],
      },
      {
        title: 'Industrial IoT and monitoring',
        description:
          'Sensors and dashboards that track pressure, flow, tank levels and equipment health in real time.',
        icon: sensorsOutlinedIcon,
        features: [
          'Sensor and gateway deployment',
          'Real-time dashboards',
          'Predictive maintenance alerts',
        ],
      },
      {
        title: 'HSE and field workforce systems',
        description:
          'Permit-to-work, incident reporting and crew management on rugged mobile devices.',
        icon: engineeringOutlinedIcon,
        features: [
          'Digital permit-to-work',
          'Incident and near-miss reporting',
          'Crew scheduling and tracking',
        ],
      },
      {
        title: 'Downstream retail systems',
        description:
          'Forecourt, fleet card and depot systems for filling stations and distribution.',
        icon: localGasStationOutlinedIcon,
        features: ['Forecourt and POS integration', 'Fleet card management', 'Depot stock control'],
      },
      {
        title: 'Production data and reporting',
        description:
          'Production, asset and regulatory data brought together for accurate, timely reports.',
        icon: assessmentOutlinedIcon,
        features: [
          'Production data management',
          'Regulatory reporting',
          'Asset performance analytics',
        ],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we implement in oil and gas',
      subtitle: 'Four steps that put safety first and plan around operations and shutdown windows.',
    },
    steps: [
      {
        title: 'Site and risk survey',
        description:
          'Our engineers survey sites, networks and control systems, following your HSE rules on every visit.',
      },
      {
        title: 'Engineering design',
        description:
          'We design for harsh environments, remote support and OT security, with full documentation.',
      },
      {
        title: 'Installation and commissioning',
        description:
          'We install and commission within agreed windows, with permits and method statements in place.',
      },
      {
        title: 'Remote operations and support',
        description:
          'We monitor links and systems 24/7 and dispatch field engineers when a site needs hands-on work.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why energy companies choose us' },
    items: [
      {
        title: '20+ years in oil and gas',
        description: 'Our team has worked across upstream, midstream and downstream operations.',
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: 'Safety first',
        description:
          'Our field engineers follow your HSE procedures and permit-to-work systems on every site.',
        icon: healthAndSafetyOutlinedIcon,
      },
      {
        title: 'Remote-site experience',
        description:
          'We design for swamp, offshore and remote inland sites where support is hours away.',
        icon: terrainOutlinedIcon,
      },
      {
        title: 'IT and OT security',
        description: 'We secure office and plant systems together, to IEC 62443 and ISO 27001.',
        icon: securityOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Let’s keep your operations connected and secure',
    text: 'Tell us about your sites and systems. An energy specialist will get back to you within 24 hours.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
