import folderSharedOutlinedIcon from '@material-design-icons/svg/outlined/folder_shared.svg?no-inline';
import videoCallOutlinedIcon from '@material-design-icons/svg/outlined/video_call.svg?no-inline';
import localHospitalOutlinedIcon from '@material-design-icons/svg/outlined/local_hospital.svg?no-inline';
import scienceOutlinedIcon from '@material-design-icons/svg/outlined/science.svg?no-inline';
import lockPersonOutlinedIcon from '@material-design-icons/svg/outlined/lock_person.svg?no-inline';
import queryStatsOutlinedIcon from '@material-design-icons/svg/outlined/query_stats.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import healthAndSafetyOutlinedIcon from '@material-design-icons/svg/outlined/health_and_safety.svg?no-inline';
import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import hubOutlinedIcon from '@material-design-icons/svg/outlined/hub.svg?no-inline';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const healthcareIndustry = {
  slug: 'healthcare',
  name: 'Healthcare',
  seo: {
    title: 'Healthcare IT Solutions: Patient Records, Telehealth and Security',
    description:
      'Healthcare IT from Lagos with 15+ years of experience: electronic health records, telehealth, connected hospitals and patient data protection to NDPA and HIPAA.',
    keywords: [
      'healthcare IT Nigeria',
      'electronic health records Lagos',
      'telehealth Africa',
      'hospital IT',
      'patient data protection',
    ],
  },
  hero: {
    eyebrow: 'HEALTHCARE',
    title: 'Technology that keeps care running and patient data safe',
    lead: 'We help hospitals, clinics, laboratories and health insurers digitise records, connect facilities and protect patient data, with systems that stay up when lives depend on them.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to a Healthcare Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '15+', label: 'Years in healthcare IT' },
    { value: 'NDPA', label: 'Nigeria Data Protection Act 2023' },
    { value: 'HIPAA', label: 'Patient data safeguards' },
    { value: 'ISO 27001', label: 'Information security management' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Healthcare solutions',
      subtitle:
        'Built around clinical workflows, so doctors and nurses spend time with patients, not screens.',
    },
    items: [
      {
        title: 'Electronic health records',
        description:
          'Patient records, prescriptions and results in one secure system, available at every point of care.',
        icon: folderSharedOutlinedIcon,
        features: [
          'EHR selection and rollout',
          'Paper record digitisation',
          'HL7 FHIR integration',
        ],
      },
      {
        title: 'Telehealth',
        description:
          'Video consultations and remote follow-ups that reach patients outside the big cities.',
        icon: videoCallOutlinedIcon,
        features: [
          'Secure video consultations',
          'Online appointment booking',
          'Works on low bandwidth',
        ],
      },
      {
        title: 'Hospital management systems',
        description: 'Admissions, billing, pharmacy, inventory and HMO claims run from one system.',
        icon: localHospitalOutlinedIcon,
        features: [
          'Billing and HMO claims',
          'Pharmacy and stock control',
          'Bed and theatre scheduling',
        ],
      },
      {
        title: 'Laboratory and imaging systems',
        description:
          'Lab and radiology systems connected to records, so results reach the doctor without delay.',
        icon: scienceOutlinedIcon,
        features: [
          'LIS and PACS integration',
          'Results straight to the patient record',
          'Sample tracking',
        ],
      },
      {
        title: 'Patient data security',
        description:
          'Access controls, encryption and monitoring that keep patient data private and auditable.',
        icon: lockPersonOutlinedIcon,
        features: [
          'Role-based access to records',
          'Encryption at rest and in transit',
          'Access audit trails',
        ],
      },
      {
        title: 'Health analytics',
        description:
          'Dashboards on patient flow, outcomes and costs for clinical and management decisions.',
        icon: queryStatsOutlinedIcon,
        features: [
          'Patient flow dashboards',
          'Disease and outcome trends',
          'Cost per patient analysis',
        ],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we implement healthcare systems',
      subtitle: 'Four steps, planned around patient care so that services never stop.',
    },
    steps: [
      {
        title: 'Clinical assessment',
        description:
          'We walk the wards and clinics with your staff and map how care and data actually flow.',
      },
      {
        title: 'Design and compliance',
        description:
          'We design the solution with privacy and security built in, checked against the NDPA and HIPAA safeguards.',
      },
      {
        title: 'Phased rollout',
        description:
          'We go live department by department, with training and floor-walkers at every shift change.',
      },
      {
        title: 'Support and improvement',
        description:
          'Round-the-clock support keeps systems up, and regular reviews add what clinicians ask for.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why healthcare providers choose us' },
    items: [
      {
        title: '15+ years in healthcare',
        description: 'We have worked with hospitals, clinics and health insurers across Nigeria.',
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: 'Privacy built in',
        description:
          'Patient data protection is designed in from the first workshop, not added at the end.',
        icon: healthAndSafetyOutlinedIcon,
      },
      {
        title: 'Always available',
        description: 'Clinical systems are supported 24/7 under a 99.9% uptime SLA.',
        icon: supportAgentIcon,
      },
      {
        title: 'Connected care',
        description:
          'We integrate records, labs, pharmacy and insurers so information follows the patient.',
        icon: hubOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Let’s improve care together',
    text: 'Tell us about your facilities and systems. A healthcare specialist will get back to you within 24 hours.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
