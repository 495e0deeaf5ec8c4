import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import cloudQueueIcon from '@material-design-icons/svg/filled/cloud_queue.svg?no-inline';
import dnsIcon from '@material-design-icons/svg/filled/dns.svg?no-inline';
import shieldOutlinedIcon from '@material-design-icons/svg/outlined/shield.svg?no-inline';
import autorenewIcon from '@material-design-icons/svg/filled/autorenew.svg?no-inline';
import insightsIcon from '@material-design-icons/svg/filled/insights.svg?no-inline';
import visibilityOutlinedIcon from '@material-design-icons/svg/outlined/visibility.svg?no-inline';
import flagOutlinedIcon from '@material-design-icons/svg/outlined/flag.svg?no-inline';
import publicIcon from '@material-design-icons/svg/filled/public.svg?no-inline';
import groupsOutlinedIcon from '@material-design-icons/svg/outlined/groups.svg?no-inline';
import trackChangesIcon from '@material-design-icons/svg/filled/track_changes.svg?no-inline';
import boltIcon from '@material-design-icons/svg/filled/bolt.svg?no-inline';
import verifiedOutlinedIcon from '@material-design-icons/svg/outlined/verified.svg?no-inline';
import fingerprintIcon from '@material-design-icons/svg/filled/fingerprint.svg?no-inline';
import speedIcon from '@material-design-icons/svg/filled/speed.svg?no-inline';
import { homeAnchors, paths } from '@/config/paths';
import type { Action, CallToAction, Headline, Item, Seo, Stat, Step } from './types';

/** Everything the home page says, in the spec's section order. */
export const homeContent = {
  seo: {
    title: 'Elevating Your Business Through Tailor-Made Technology',
    description:
      'IT services and business consulting from Lagos since 2011: cloud, managed IT, cybersecurity, software, data and AI for businesses across Africa and worldwide.',
  } satisfies Seo,

  hero: {
    eyebrow: 'IT services and consulting · Lagos, Nigeria',
    title: 'Elevating Your Business Through Tailor-Made Technology',
    lead: 'We help organisations harness technology for growth, efficiency and success: we design it around how you work, deliver it with care and keep it running.',
    actions: [
      { label: 'Learn More', to: paths.home.getHref(homeAnchors.services), variant: 'primary' },
      { label: 'Talk to an Expert', to: paths.contact.getHref(), variant: 'secondary' },
    ] satisfies Action[],
  },

  /** Not shown in the spec: the firm introduces itself and the technology it leads with. */
  technology: {
    headline: {
      eyebrow: 'WHO WE ARE',
      title: 'Our Technology',
    } satisfies Headline,
    paragraphs: [
      'We are an IT solutions provider that leads with the latest technology. Since 2011 we have helped banks, public agencies, manufacturers, schools and hospitals choose, build and run the systems their work depends on.',
      'Our partnerships and alliances with original equipment manufacturers and indigenous distributors mean genuine hardware and licences, manufacturer-backed warranties and realistic delivery times, whether the site is on Victoria Island or in Port Harcourt.',
    ],
    points: [
      'Certified engineers across 50+ technology platforms',
      'Direct relationships with manufacturers and local distributors',
      'One team from first design to day-to-day support',
    ],
    illustrationAlt:
      'Illustration of servers, a cloud and connected devices linked into one managed network',
  },

  /** Not shown in the spec: how an engagement starts, so a prospect knows what happens after "contact us". */
  engagement: {
    headline: {
      eyebrow: 'HOW WE WORK WITH YOU',
      title: 'From first conversation to lasting results',
      subtitle:
        'Every engagement follows the same plain path, so you always know what comes next and who is accountable.',
    } satisfies Headline,
    steps: [
      {
        title: 'Talk to an expert',
        description:
          'A free consultation with a senior consultant to understand your goals, constraints and timelines.',
      },
      {
        title: 'Receive a tailored plan',
        description:
          'A written proposal with scope, milestones, risks and costs, shaped around your business, not a template.',
      },
      {
        title: 'Deliver in measured steps',
        description:
          'Work delivered in phases you can review, with one project lead and regular progress reports.',
      },
      {
        title: 'Run, support and improve',
        description:
          'Handover, training and ongoing support, with service levels written into the contract.',
      },
    ] satisfies Step[],
  },

  whatWeDo: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Technology services that keep your business moving',
      subtitle: 'Six practices, one team: pick the help you need today and add more as you grow.',
    } satisfies Headline,
    // These paths are the ones this grid has always used; each redirects to its service page.
    items: [
      {
        title: 'Managed Services',
        description:
          'Monitoring, help desk and maintenance around the clock under a 99.9% uptime SLA.',
        icon: supportAgentIcon,
        to: '/services/managed-services',
      },
      {
        title: 'Cloud Services',
        description:
          'Migrate, modernise and run workloads on the cloud that suits your cost and compliance needs.',
        icon: cloudQueueIcon,
        to: '/services/cloud-services',
      },
      {
        title: 'Technology Services',
        description:
          'Networks, data centres, devices and the infrastructure that everything else runs on.',
        icon: dnsIcon,
        to: '/services/technology-services',
      },
      {
        title: 'Security Services',
        description:
          'Assessments, managed detection and response, and compliance with the standards you answer to.',
        icon: shieldOutlinedIcon,
        to: '/services/security-services',
      },
      {
        title: 'Transformation Services',
        description:
          'Digital channels, automated processes and the change management that makes them stick.',
        icon: autorenewIcon,
        to: '/services/transformation-services',
      },
      {
        title: 'Data Services',
        description:
          'Warehouses, pipelines, reporting and analytics that give every team one version of the truth.',
        icon: insightsIcon,
        to: '/services/data-services',
      },
    ] satisfies (Item & { to: string })[],
  },

  ai: {
    headline: {
      eyebrow: 'AI-POWERED',
      title: 'Put artificial intelligence to work, safely',
      subtitle:
        'From document processing to customer service agents, we build AI that fits your data, your rules and your budget, and we measure what it returns.',
    } satisfies Headline,
    stats: [
      { value: '82%', label: 'of enterprises adopting AI' },
      { value: '40%', label: 'productivity gain' },
      { value: '24/7', label: 'automated operations' },
      { value: '3x', label: 'faster implementation' },
    ] satisfies Stat[],
    action: {
      label: 'Explore AI Services',
      to: paths.service('ai-services').getHref(),
    } satisfies Action,
  },

  about: {
    headline: {
      eyebrow: 'ABOUT US',
      title: 'A Lagos firm with a global outlook',
      subtitle:
        'Founded in 2011, we serve business clients mainly in Africa and around the world, combining local presence with international standards.',
    } satisfies Headline,
    items: [
      {
        title: 'Our Vision',
        description:
          'To be the most trusted technology partner for African businesses, known for solutions that work and people who deliver.',
        icon: visibilityOutlinedIcon,
      },
      {
        title: 'Our Mission',
        description:
          'To elevate every client through tailor-made technology: right-sized, well built and supported for the long term.',
        icon: flagOutlinedIcon,
      },
      {
        title: 'Global Reach',
        description:
          'Headquartered in Lagos, delivering for clients across Africa and beyond, on site and remotely, across time zones.',
        icon: publicIcon,
      },
      {
        title: 'Expert Team',
        description:
          'Engineers, architects and consultants holding 15+ industry certifications between them, and still learning.',
        icon: groupsOutlinedIcon,
      },
      {
        title: 'Strategic Focus',
        description:
          'Every recommendation starts from your business goals, then finds the technology that serves them, never the reverse.',
        icon: trackChangesIcon,
      },
    ] satisfies Item[],
  },

  values: {
    headline: {
      eyebrow: 'OUR VALUES',
      title: 'What you can expect from us',
    } satisfies Headline,
    items: [
      {
        title: 'Drive',
        description: 'We take ownership of outcomes and keep going until the problem is solved.',
        icon: boltIcon,
      },
      {
        title: 'Quality',
        description: 'We build to standards, test before we ship and document what we deliver.',
        icon: verifiedOutlinedIcon,
      },
      {
        title: 'Uniqueness',
        description: 'No two businesses are alike, so no two of our solutions are copies.',
        icon: fingerprintIcon,
      },
      {
        title: 'Efficiency',
        description:
          'We respect your budget and your time: lean plans, clear milestones, no waste.',
        icon: speedIcon,
      },
    ] satisfies Item[],
  },

  services: {
    headline: {
      eyebrow: 'OUR SERVICES',
      title: 'Everything you need from one technology partner',
      subtitle:
        'Explore each service to see what is included, how we deliver it and the results to expect.',
    } satisfies Headline,
  },

  industries: {
    headline: {
      eyebrow: 'INDUSTRIES',
      title: 'Experience in the sectors that drive Africa’s economies',
      subtitle:
        'We know the regulations, the constraints and the customers of the industries we serve.',
    } satisfies Headline,
  },

  stats: {
    headline: {
      eyebrow: 'BY THE NUMBERS',
      title: 'Results our clients can count on',
    } satisfies Headline,
    items: [
      { value: '15+', label: 'Industry certifications' },
      { value: '50+', label: 'Technology platforms' },
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '98%', label: 'Client success rate' },
    ] satisfies Stat[],
  },

  contact: {
    headline: {
      eyebrow: 'CONTACT',
      title: 'Let’s talk about your next step',
      subtitle:
        'Tell us what you are working on. A consultant will answer within 24 hours, or book a call at a time that suits you.',
    } satisfies Headline,
    cta: {
      title: 'Ready to get started?',
      text: 'Send us a message or book a consultation with our sales or technical team.',
      primary: { label: 'Send a Message', to: paths.contact.getHref(), variant: 'primary' },
      secondary: {
        label: 'Book a Consultation',
        to: paths.booking.getHref(),
        variant: 'secondary',
      },
    } satisfies CallToAction,
  },
} as const;
