import autoAwesomeIcon from '@material-design-icons/svg/filled/auto_awesome.svg?no-inline';
import cloudQueueIcon from '@material-design-icons/svg/filled/cloud_queue.svg?no-inline';
import dnsIcon from '@material-design-icons/svg/filled/dns.svg?no-inline';
import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import lightbulbOutlinedIcon from '@material-design-icons/svg/outlined/lightbulb.svg?no-inline';
import shieldOutlinedIcon from '@material-design-icons/svg/outlined/shield.svg?no-inline';
import codeIcon from '@material-design-icons/svg/filled/code.svg?no-inline';
import insightsIcon from '@material-design-icons/svg/filled/insights.svg?no-inline';
import autorenewIcon from '@material-design-icons/svg/filled/autorenew.svg?no-inline';
import type { ServiceSummary } from '../types';

/** The nine services as cards: the home page grid, the footer and the sitemap read this list. */
export const serviceSummaries = [
  {
    slug: 'ai-services',
    title: 'AI Services',
    description:
      'Generative AI, intelligent agents and machine learning put to work on real business processes, safely.',
    icon: autoAwesomeIcon,
  },
  {
    slug: 'cloud',
    title: 'Cloud & Software',
    description:
      'Migration, modernisation and cost control on AWS, Azure, Google Cloud and the platforms you already run.',
    icon: cloudQueueIcon,
  },
  {
    slug: 'technology',
    title: 'Technology Infrastructure',
    description:
      'Networks, data centres, end-user computing and the hardware behind them, designed and delivered.',
    icon: dnsIcon,
  },
  {
    slug: 'managed',
    title: 'Managed IT Services',
    description:
      'Round-the-clock monitoring, support and maintenance under a 99.9% uptime SLA, so your team can focus.',
    icon: supportAgentIcon,
  },
  {
    slug: 'consultancy',
    title: 'IT Consultancy',
    description:
      'Independent advice on strategy, architecture and investment, from discovery through to execution.',
    icon: lightbulbOutlinedIcon,
  },
  {
    slug: 'security',
    title: 'Cybersecurity',
    description:
      'Protection, detection and response aligned with ISO 27001, PCI DSS, NIST and the rules you answer to.',
    icon: shieldOutlinedIcon,
  },
  {
    slug: 'software',
    title: 'Software Development',
    description:
      'Web, mobile and enterprise applications built, integrated and supported by one accountable team.',
    icon: codeIcon,
  },
  {
    slug: 'data',
    title: 'Data & Analytics',
    description:
      'Data platforms, pipelines and dashboards that turn scattered records into decisions you can trust.',
    icon: insightsIcon,
  },
  {
    slug: 'transformation',
    title: 'Digital Transformation',
    description:
      'New ways of working, digital channels and automated processes, planned and delivered in measured steps.',
    icon: autorenewIcon,
  },
] as const satisfies readonly ServiceSummary[];
