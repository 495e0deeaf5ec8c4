import mapOutlinedIcon from '@material-design-icons/svg/outlined/map.svg?no-inline';
import accountTreeOutlinedIcon from '@material-design-icons/svg/outlined/account_tree.svg?no-inline';
import factCheckOutlinedIcon from '@material-design-icons/svg/outlined/fact_check.svg?no-inline';
import requestQuoteOutlinedIcon from '@material-design-icons/svg/outlined/request_quote.svg?no-inline';
import policyOutlinedIcon from '@material-design-icons/svg/outlined/policy.svg?no-inline';
import viewTimelineOutlinedIcon from '@material-design-icons/svg/outlined/view_timeline.svg?no-inline';
import balanceOutlinedIcon from '@material-design-icons/svg/outlined/balance.svg?no-inline';
import publicIcon from '@material-design-icons/svg/filled/public.svg?no-inline';
import taskAltOutlinedIcon from '@material-design-icons/svg/outlined/task_alt.svg?no-inline';
import groupsOutlinedIcon from '@material-design-icons/svg/outlined/groups.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';

export const consultancyService = {
  slug: 'consultancy',
  seo: {
    title: 'IT Consultancy: Strategy, Architecture and Technology Advice',
    description:
      'Independent IT consultancy from Lagos: IT strategy, architecture, vendor selection and programme delivery, backed by 200+ projects across eight sectors.',
    keywords: [
      'IT consultancy Nigeria',
      'IT strategy Lagos',
      'technology consulting Africa',
      'enterprise architecture',
      'vendor selection',
      'IT governance',
      'digital strategy',
    ],
  },
  hero: {
    eyebrow: 'IT CONSULTANCY',
    title: 'Clear technology decisions, backed by experience',
    lead: 'We help leadership teams decide what to build, buy or retire, what it will cost and how to get there. Our advice is independent and practical, and we stay to see it delivered.',
    tags: [
      'IT strategy',
      'Architecture',
      'Vendor selection',
      'IT governance',
      'Programme delivery',
    ],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Talk to a Consultant', to: paths.contact.getHref(), variant: 'secondary' },
  },
  stats: [
    { value: '200+', label: 'Consulting projects delivered' },
    { value: '8', label: 'Industry sectors served' },
    { value: '98%', label: 'Client success rate' },
    { value: '15+', label: 'Industry certifications' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Consulting services',
      subtitle: 'Short, focused engagements with a clear deliverable at the end of each one.',
    },
    items: [
      {
        title: 'IT strategy and roadmap',
        description:
          'A three-to-five-year plan that ties technology spending to your business goals, in plain language.',
        icon: mapOutlinedIcon,
        features: ['Current-state assessment', 'Prioritised initiatives', 'Board-ready roadmap'],
      },
      {
        title: 'Enterprise architecture',
        description:
          'A clear picture of your systems, data and integrations, and a target design that removes duplication.',
        icon: accountTreeOutlinedIcon,
        features: [
          'Application and data landscape',
          'Target architecture',
          'Integration standards',
        ],
      },
      {
        title: 'Vendor and solution selection',
        description:
          'We write the requirements, run the evaluation and help you negotiate, with no commission from any vendor.',
        icon: factCheckOutlinedIcon,
        features: ['Requirements and RFP', 'Scored evaluation', 'Contract and SLA review'],
      },
      {
        title: 'IT cost and investment review',
        description:
          'Where your IT money goes today, where it is wasted and which investments will pay back.',
        icon: requestQuoteOutlinedIcon,
        features: ['Spend and licence analysis', 'Business cases', 'Savings plan'],
      },
      {
        title: 'IT governance and risk',
        description:
          'Policies, decision rights and controls that satisfy regulators and auditors without slowing you down.',
        icon: policyOutlinedIcon,
        features: ['COBIT-based governance', 'Risk registers', 'Audit readiness'],
      },
      {
        title: 'Programme and project assurance',
        description:
          'Independent oversight of large IT programmes, so problems surface early and budgets hold.',
        icon: viewTimelineOutlinedIcon,
        features: ['Health checks', 'Programme management office', 'Steering committee reporting'],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'consulting-method',
      headline: {
        eyebrow: 'OUR METHOD',
        title: 'A four-step consulting method',
        subtitle: 'The same proven steps on every engagement, scaled to your size and timeline.',
      },
      steps: [
        {
          title: 'Discovery',
          description:
            'We interview your leaders and users, review your systems and costs, and define the real problem.',
          details: [
            'Stakeholder interviews',
            'Systems and cost review',
            'Problem statement agreed',
          ],
        },
        {
          title: 'Strategy',
          description:
            'We weigh the options against your goals, budget and risk appetite, and recommend one course.',
          details: ['Options analysis', 'Business case', 'Recommendation'],
        },
        {
          title: 'Implementation planning',
          description:
            'We turn the strategy into a plan with phases, budgets, owners and measures of success.',
          details: ['Phased roadmap', 'Budget and resourcing', 'Risk and change plan'],
        },
        {
          title: 'Execution',
          description:
            'We help you deliver: overseeing vendors, tracking benefits and adjusting the plan as you go.',
          details: ['Delivery oversight', 'Benefit tracking', 'Regular steering reports'],
        },
      ],
    },
    {
      kind: 'chips',
      id: 'industry-sectors',
      headline: {
        eyebrow: 'SECTORS',
        title: 'Eight industry sectors we advise',
        subtitle: 'We know the regulations, systems and pressures of each one.',
      },
      items: [
        'Banking and financial services',
        'Telecommunications',
        'Oil and gas',
        'Healthcare',
        'Public sector',
        'Education',
        'Consumer products and retail',
        'Manufacturing',
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: { eyebrow: 'WHY CHOOSE US', title: 'Why leaders ask for our advice' },
      items: [
        {
          title: 'Independent',
          description:
            'We take no vendor commissions. Our recommendation is the one that is best for you.',
          icon: balanceOutlinedIcon,
        },
        {
          title: 'Proven',
          description: '200+ consulting projects delivered, with a 98% client success rate.',
          icon: taskAltOutlinedIcon,
        },
        {
          title: 'Grounded in Africa',
          description:
            'We know local regulation, infrastructure limits and the skills market, and we plan for them.',
          icon: publicIcon,
        },
        {
          title: 'We stay for delivery',
          description: 'Our consultants help you execute the plan, not just hand over a report.',
          icon: groupsOutlinedIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'Facing a big technology decision?',
    text: 'Talk it through with one of our senior consultants. The first conversation is about your problem, not our services.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
