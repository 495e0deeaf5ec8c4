import castForEducationOutlinedIcon from '@material-design-icons/svg/outlined/cast_for_education.svg?no-inline';
import wifiOutlinedIcon from '@material-design-icons/svg/outlined/wifi.svg?no-inline';
import badgeOutlinedIcon from '@material-design-icons/svg/outlined/badge.svg?no-inline';
import computerOutlinedIcon from '@material-design-icons/svg/outlined/computer.svg?no-inline';
import assignmentTurnedInOutlinedIcon from '@material-design-icons/svg/outlined/assignment_turned_in.svg?no-inline';
import securityOutlinedIcon from '@material-design-icons/svg/outlined/security.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import savingsOutlinedIcon from '@material-design-icons/svg/outlined/savings.svg?no-inline';
import accessibilityNewOutlinedIcon from '@material-design-icons/svg/outlined/accessibility_new.svg?no-inline';
import schoolOutlinedIcon from '@material-design-icons/svg/outlined/school.svg?no-inline';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const educationIndustry = {
  slug: 'education',
  name: 'Education',
  seo: {
    title: 'Education IT: Learning Platforms, Campus Networks and Student Systems',
    description:
      'IT for schools, colleges and universities with 10+ years of experience: learning platforms, campus Wi-Fi, student information systems, e-exams and student data protection.',
    keywords: [
      'education technology Nigeria',
      'learning management system Lagos',
      'campus Wi-Fi',
      'student information system',
      'e-learning Africa',
    ],
  },
  hero: {
    eyebrow: 'EDUCATION',
    title: 'Technology that helps students learn and schools run',
    lead: 'We help schools, colleges and universities deliver learning online and in class, connect campuses and manage students from admission to graduation, on budgets that make sense.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to an Education Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '10+', label: 'Years in education' },
    { value: 'NDPA', label: 'Student data protection under the NDPA 2023' },
    { value: 'WCAG 2.2', label: 'Accessible learning platforms' },
    { value: 'ISO 27001', label: 'Information security management' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Education solutions',
      subtitle: 'For primary and secondary schools, polytechnics, colleges and universities.',
    },
    items: [
      {
        title: 'Learning management systems',
        description:
          'Courses, assignments and grades online, so teaching continues in class, at home and on the move.',
        icon: castForEducationOutlinedIcon,
        features: [
          'Moodle, Google Classroom or Microsoft Teams',
          'Mobile and low-data access',
          'Teacher training',
        ],
      },
      {
        title: 'Campus networks and Wi-Fi',
        description:
          'Reliable Wi-Fi and networks across classrooms, hostels and libraries, with fair use for everyone.',
        icon: wifiOutlinedIcon,
        features: ['Campus-wide Wi-Fi', 'Content filtering', 'Bandwidth management'],
      },
      {
        title: 'Student information systems',
        description:
          'Admissions, fees, timetables and results managed in one system, with portals for students and parents.',
        icon: badgeOutlinedIcon,
        features: [
          'Online admissions and fees',
          'Results and transcripts',
          'Student and parent portals',
        ],
      },
      {
        title: 'Computer labs and devices',
        description:
          'Labs, classroom devices and smart boards supplied, set up and managed centrally.',
        icon: computerOutlinedIcon,
        features: ['Lab design and setup', 'Device management', 'Smart classroom equipment'],
      },
      {
        title: 'Computer-based testing',
        description:
          'Secure e-exam platforms and testing centres for entrance, continuous assessment and final exams.',
        icon: assignmentTurnedInOutlinedIcon,
        features: ['E-exam platforms', 'Question banks', 'Exam security and invigilation tools'],
      },
      {
        title: 'Cybersecurity and safeguarding',
        description: 'Protection for student records and safe internet use for young learners.',
        icon: securityOutlinedIcon,
        features: [
          'Student data protection',
          'Web filtering for learners',
          'Staff security awareness',
        ],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we implement education technology',
      subtitle: 'Four steps planned around the academic calendar, with go-lives during holidays.',
    },
    steps: [
      {
        title: 'Needs assessment',
        description:
          'We talk to leadership, teachers and IT staff and review your current systems and budget.',
      },
      {
        title: 'Solution design',
        description:
          'We design a solution that fits your size, curriculum and budget, with a phased plan.',
      },
      {
        title: 'Deployment and training',
        description:
          'We install during holidays and train teachers and administrators before the new term.',
      },
      {
        title: 'Support',
        description:
          'We support staff and students through term time and review the system each session.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why schools and universities choose us' },
    items: [
      {
        title: '10+ years in education',
        description: 'We understand academic calendars, exam seasons and school budgets.',
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: 'Budget-conscious',
        description:
          'We use open-source and education-licensed software where it fits, to stretch every naira.',
        icon: savingsOutlinedIcon,
      },
      {
        title: 'Accessible for all',
        description:
          'Platforms that work on basic phones, slow connections and assistive technology.',
        icon: accessibilityNewOutlinedIcon,
      },
      {
        title: 'Teachers trained',
        description:
          'Every project includes training, so teachers are confident from the first lesson.',
        icon: schoolOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Planning for the next academic session?',
    text: 'Talk to our education team about your learning, campus and administration needs.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
