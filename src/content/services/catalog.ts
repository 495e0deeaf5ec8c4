import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import DnsIcon from '@mui/icons-material/Dns';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import CodeIcon from '@mui/icons-material/Code';
import InsightsIcon from '@mui/icons-material/Insights';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import type { ServiceSummary } from '../types';

/** The nine services as cards: the home page grid, the footer and the sitemap read this list. */
export const serviceSummaries = [
  {
    slug: 'ai-services',
    title: 'AI Services',
    description:
      'Generative AI, intelligent agents and machine learning put to work on real business processes, safely.',
    icon: AutoAwesomeIcon,
  },
  {
    slug: 'cloud',
    title: 'Cloud & Software',
    description:
      'Migration, modernisation and cost control on AWS, Azure, Google Cloud and the platforms you already run.',
    icon: CloudQueueIcon,
  },
  {
    slug: 'technology',
    title: 'Technology Infrastructure',
    description:
      'Networks, data centres, end-user computing and the hardware behind them, designed and delivered.',
    icon: DnsIcon,
  },
  {
    slug: 'managed',
    title: 'Managed IT Services',
    description:
      'Round-the-clock monitoring, support and maintenance under a 99.9% uptime SLA, so your team can focus.',
    icon: SupportAgentIcon,
  },
  {
    slug: 'consultancy',
    title: 'IT Consultancy',
    description:
      'Independent advice on strategy, architecture and investment, from discovery through to execution.',
    icon: LightbulbOutlinedIcon,
  },
  {
    slug: 'security',
    title: 'Cybersecurity',
    description:
      'Protection, detection and response aligned with ISO 27001, PCI DSS, NIST and the rules you answer to.',
    icon: ShieldOutlinedIcon,
  },
  {
    slug: 'software',
    title: 'Software Development',
    description:
      'Web, mobile and enterprise applications built, integrated and supported by one accountable team.',
    icon: CodeIcon,
  },
  {
    slug: 'data',
    title: 'Data & Analytics',
    description:
      'Data platforms, pipelines and dashboards that turn scattered records into decisions you can trust.',
    icon: InsightsIcon,
  },
  {
    slug: 'transformation',
    title: 'Digital Transformation',
    description:
      'New ways of working, digital channels and automated processes, planned and delivered in measured steps.',
    icon: AutorenewIcon,
  },
] as const satisfies readonly ServiceSummary[];
