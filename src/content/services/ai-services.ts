import autoAwesomeIcon from '@material-design-icons/svg/filled/auto_awesome.svg?no-inline';
import smartToyOutlinedIcon from '@material-design-icons/svg/outlined/smart_toy.svg?no-inline';
import modelTrainingIcon from '@material-design-icons/svg/filled/model_training.svg?no-inline';
import forumOutlinedIcon from '@material-design-icons/svg/outlined/forum.svg?no-inline';
import cameraAltOutlinedIcon from '@material-design-icons/svg/outlined/camera_alt.svg?no-inline';
import descriptionOutlinedIcon from '@material-design-icons/svg/outlined/description.svg?no-inline';
import gavelOutlinedIcon from '@material-design-icons/svg/outlined/gavel.svg?no-inline';
import settingsSuggestOutlinedIcon from '@material-design-icons/svg/outlined/settings_suggest.svg?no-inline';
import supportAgentIcon from '@material-design-icons/svg/filled/support_agent.svg?no-inline';
import trendingUpIcon from '@material-design-icons/svg/filled/trending_up.svg?no-inline';
import receiptLongOutlinedIcon from '@material-design-icons/svg/outlined/receipt_long.svg?no-inline';
import monitorHeartOutlinedIcon from '@material-design-icons/svg/outlined/monitor_heart.svg?no-inline';
import accountBalanceWalletOutlinedIcon from '@material-design-icons/svg/outlined/account_balance_wallet.svg?no-inline';
import travelExploreIcon from '@material-design-icons/svg/filled/travel_explore.svg?no-inline';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { ServiceContent } from '../types';
import { contactAbout } from './contact-links';

export const aiService = {
  slug: 'ai-services',
  seo: {
    title: 'AI Services: Generative AI, Agents and Machine Learning',
    description:
      'AI services from Lagos: generative AI, intelligent agents, machine learning and automation, built on proven models and deployed safely into your business.',
    keywords: [
      'AI services Nigeria',
      'generative AI Lagos',
      'AI agents',
      'machine learning consulting',
      'intelligent automation',
      'LLM integration',
      'AI strategy Africa',
    ],
  },
  hero: {
    eyebrow: 'AI SERVICES',
    title: 'Put AI to work on the tasks that slow your business down',
    lead: 'We design, build and run AI that answers customers, reads documents, forecasts demand and takes routine work off your team, using proven models and your own data, under your control.',
    tags: ['Generative AI', 'AI agents', 'Machine learning', 'Automation', 'Responsible AI'],
    primary: { label: 'Request a Demo', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Download Guide',
      to: contactAbout('AI Adoption Guide request'),
      variant: 'secondary',
    },
    animatedStats: true,
  },
  stats: [
    { value: '50+', label: 'AI models we work with' },
    { value: '200+', label: 'AI agents deployed' },
    { value: '95%', label: 'Automation of routine tasks' },
  ],
  offerings: {
    headline: {
      eyebrow: 'CAPABILITIES',
      title: 'Eight ways we put AI to work',
      subtitle:
        'Each capability starts from a business problem, not a model. We pick the simplest approach that solves it and can be run safely.',
    },
    items: [
      {
        title: 'Generative AI applications',
        description:
          'Assistants and tools built on large language models that draft, summarise and answer from your own documents.',
        icon: autoAwesomeIcon,
        features: [
          'Retrieval over your policies and manuals',
          'Answers that cite their source',
          'Guardrails against leaks and made-up answers',
        ],
      },
      {
        title: 'Intelligent agents',
        description:
          'Agents that carry out multi-step tasks across your systems, with a person approving anything that matters.',
        icon: smartToyOutlinedIcon,
        features: [
          'Tool use through secure APIs',
          'Human approval for sensitive actions',
          'Full audit trail of every step',
        ],
      },
      {
        title: 'Machine learning and prediction',
        description:
          'Models that score risk, forecast demand and spot churn, trained on your history and checked against it.',
        icon: modelTrainingIcon,
        features: [
          'Credit, fraud and churn scoring',
          'Demand and cash-flow forecasting',
          'Explainable results for reviewers',
        ],
      },
      {
        title: 'Conversational AI',
        description:
          'Chat and voice assistants for web, WhatsApp and call centres, in English and Nigerian Pidgin.',
        icon: forumOutlinedIcon,
        features: [
          'WhatsApp, web chat and IVR channels',
          'Hand-over to a live agent with context',
          'Speech-to-text for call transcripts',
        ],
      },
      {
        title: 'Computer vision',
        description:
          'Cameras and images turned into counts, checks and alerts: shelf audits, safety gear, meter readings.',
        icon: cameraAltOutlinedIcon,
        features: [
          'Object detection and counting',
          'Quality and safety inspection',
          'Runs on site where bandwidth is thin',
        ],
      },
      {
        title: 'Document intelligence',
        description:
          'Forms, invoices, IDs and contracts read, checked and filed automatically, with people reviewing only the exceptions.',
        icon: descriptionOutlinedIcon,
        features: [
          'Extraction from scans and photos',
          'Validation against your records',
          'Exception queues for staff review',
        ],
      },
      {
        title: 'AI strategy and governance',
        description:
          'A plain-English plan for where AI pays off in your business, and the policies to use it safely.',
        icon: gavelOutlinedIcon,
        features: [
          'Use-case discovery and prioritisation',
          'AI policy aligned with the NDPA',
          'Risk and bias assessment',
        ],
      },
      {
        title: 'MLOps and model management',
        description:
          'The pipelines, monitoring and retraining that keep models accurate after launch day.',
        icon: settingsSuggestOutlinedIcon,
        features: [
          'Versioned models and datasets',
          'Drift and quality monitoring',
          'Cost tracking per model and use case',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'offerings',
      id: 'agent-types',
      headline: {
        eyebrow: 'AI AGENTS',
        title: 'Six types of agent we build and run',
        subtitle:
          'Agents work inside your existing systems and rules. They do the routine work; your people keep the judgement calls.',
      },
      items: [
        {
          title: 'Customer service agents',
          description:
            'Answer account, order and service questions at any hour, and pass complex cases to your team with the full conversation.',
          icon: supportAgentIcon,
          features: [
            'WhatsApp, web chat and e-mail',
            'Looks up orders and balances',
            'Escalates with context',
          ],
        },
        {
          title: 'Sales and lead agents',
          description:
            'Qualify enquiries, answer product questions and book meetings straight into your sales team’s calendars.',
          icon: trendingUpIcon,
          features: ['Lead qualification', 'Product Q&A from your catalogue', 'CRM updates'],
        },
        {
          title: 'Document processing agents',
          description:
            'Read invoices, claims, applications and KYC documents, check them against your rules and route them on.',
          icon: receiptLongOutlinedIcon,
          features: ['Invoice and claims intake', 'KYC document checks', 'Routing and filing'],
        },
        {
          title: 'IT operations agents',
          description:
            'Watch alerts, sort tickets, reset passwords and run approved fixes, so engineers spend time on real problems.',
          icon: monitorHeartOutlinedIcon,
          features: ['Ticket triage', 'Self-service password resets', 'Runbook automation'],
        },
        {
          title: 'Finance and back-office agents',
          description:
            'Reconcile transactions, chase missing documents and prepare reports for review before month-end.',
          icon: accountBalanceWalletOutlinedIcon,
          features: ['Bank reconciliation', 'Supplier follow-ups', 'Draft management reports'],
        },
        {
          title: 'Research and analysis agents',
          description:
            'Gather and summarise market, regulatory and internal information into briefs your managers can act on.',
          icon: travelExploreIcon,
          features: [
            'Regulatory change summaries',
            'Competitor and market briefs',
            'Sources cited',
          ],
        },
      ],
    },
    {
      kind: 'models',
      id: 'model-catalogue',
      headline: {
        eyebrow: 'MODEL CATALOGUE',
        title: 'The models we work with',
        subtitle:
          'We are model-neutral. Below are some of the 50+ models we use. We choose by task, cost, data residency and performance, and switch when a better option appears.',
      },
      groups: [
        {
          name: 'Large language models',
          description: 'For assistants, agents, drafting, summarising and answering questions.',
          models: [
            {
              name: 'GPT-4o',
              type: 'Commercial',
              performance: 5,
              use_case: 'Multilingual assistants and complex reasoning over documents',
            },
            {
              name: 'Claude 3.5 Sonnet',
              type: 'Commercial',
              performance: 5,
              use_case: 'Long documents, careful drafting and coding assistance',
            },
            {
              name: 'Gemini 1.5 Pro',
              type: 'Commercial',
              performance: 5,
              use_case: 'Very long context across text, tables and images',
            },
            {
              name: 'Llama 3 70B',
              type: 'Open Source',
              performance: 4,
              use_case: 'Private assistants hosted in your own cloud or data centre',
            },
            {
              name: 'Mistral 7B',
              type: 'Open Source',
              performance: 3,
              use_case: 'Fast, low-cost classification and summarising at scale',
            },
            {
              name: 'Mixtral 8x7B',
              type: 'Open Source',
              performance: 4,
              use_case: 'Multilingual drafting and extraction at a lower running cost',
            },
          ],
        },
        {
          name: 'Speech and vision',
          description: 'For call centres, inspections, forms and anything captured by a camera.',
          models: [
            {
              name: 'Whisper',
              type: 'Open Source',
              performance: 4,
              use_case: 'Transcribing calls and meetings, including accented English',
            },
            {
              name: 'Google Cloud Vision',
              type: 'Commercial',
              performance: 4,
              use_case: 'Text and label detection in photos and scanned documents',
            },
            {
              name: 'YOLOv8',
              type: 'Open Source',
              performance: 4,
              use_case: 'Real-time object detection on cameras and edge devices',
            },
          ],
        },
        {
          name: 'Language understanding and search',
          description:
            'For classifying text, finding similar records and powering document search.',
          models: [
            {
              name: 'BERT',
              type: 'Open Source',
              performance: 3,
              use_case: 'Classifying tickets, e-mails and complaints by topic and urgency',
            },
            {
              name: 'text-embedding-3-large',
              type: 'Commercial',
              performance: 4,
              use_case: 'Semantic search over policies, contracts and knowledge bases',
            },
            {
              name: 'Sentence-BERT',
              type: 'Open Source',
              performance: 4,
              use_case: 'On-premises search and duplicate detection',
            },
          ],
        },
        {
          name: 'Custom models',
          description:
            'Trained or fine-tuned by our team on a client’s own data, owned by the client and hosted where they choose.',
          models: [
            {
              name: 'Fine-tuned customer-service model',
              type: 'Custom',
              performance: 4,
              use_case: 'Answers in a client’s tone of voice, trained on its approved replies',
            },
            {
              name: 'Demand forecasting model',
              type: 'Custom',
              performance: 4,
              use_case: 'Stock planning by product, outlet and season',
            },
            {
              name: 'Document extraction model',
              type: 'Custom',
              performance: 4,
              use_case: 'Reading local forms, receipts and ID documents',
            },
          ],
        },
      ],
    },
    {
      kind: 'process',
      id: 'ai-process',
      headline: {
        eyebrow: 'HOW WE DELIVER',
        title: 'From first idea to AI in production, in six steps',
        subtitle:
          'The first four steps take 8 to 15 weeks. You see working software from the third step onwards.',
      },
      steps: [
        {
          title: 'Discovery and assessment',
          duration: '1-2 weeks',
          description:
            'We map the processes, data and systems involved and agree what success looks like.',
          details: ['Use-case workshop', 'Data readiness check', 'Risk and compliance review'],
        },
        {
          title: 'Strategy and design',
          duration: '2-3 weeks',
          description:
            'We choose the models and architecture and design how people and AI work together.',
          details: ['Model selection', 'Solution architecture', 'Success measures agreed'],
        },
        {
          title: 'Development and training',
          duration: '4-8 weeks',
          description:
            'We build the solution, connect it to your systems and train or tune models on your data.',
          details: [
            'Fortnightly demos',
            'Integration with your systems',
            'Prompt and model tuning',
          ],
        },
        {
          title: 'Testing and validation',
          duration: '1-2 weeks',
          description:
            'We test accuracy, safety and load with your staff before anything reaches a customer.',
          details: ['Accuracy and bias testing', 'Security testing', 'User acceptance'],
        },
        {
          title: 'Deployment and monitoring',
          duration: 'Ongoing',
          description:
            'We release in stages, watch quality and cost daily and keep a person in the loop where it matters.',
          details: ['Staged roll-out', 'Quality and cost dashboards', 'Incident response'],
        },
        {
          title: 'Optimisation',
          duration: 'Continuous',
          description:
            'We retrain, re-prompt and switch models as your data and the market change.',
          details: ['Drift detection', 'Model upgrades', 'Quarterly value review'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'ai-impact',
      headline: {
        eyebrow: 'IMPACT',
        title: 'Why businesses are moving on AI now',
        subtitle:
          'AI is no longer an experiment for large organisations. These are the gains that make the case.',
      },
      stats: [
        { value: '82%', label: 'Enterprise AI adoption' },
        { value: '40%', label: 'Productivity gain' },
        { value: '24/7', label: 'Operations without extra shifts' },
        { value: '3x', label: 'Faster implementation' },
      ],
    },
    {
      kind: 'caseStudies',
      id: 'case-studies',
      headline: {
        eyebrow: 'CASE STUDIES',
        title: 'AI we have put into production',
        subtitle:
          'Our clients’ names stay private. Their problems, and what we did about them, are below.',
      },
      studies: [
        {
          title: 'A customer assistant that never sleeps',
          client: 'A tier-one Nigerian bank',
          industry: 'Financial services',
          summary:
            'An AI assistant on WhatsApp and web chat now answers routine account questions day and night, and hands harder cases to staff.',
          challenge:
            'The bank’s contact centre was overwhelmed by routine questions about balances, card blocks and transfer limits. Customers waited on hold while agents repeated the same answers, and evening and weekend cover was thin.',
          solution:
            'We built a conversational assistant on a commercial large language model, grounded only in the bank’s approved product and policy documents. It verifies customers through the bank’s existing channels, looks up information through secure APIs and hands complex or sensitive cases to a live agent with the full conversation attached.',
          results: [
            'Routine questions answered 24/7 on WhatsApp and web chat',
            'Agents now spend their time on complaints and complex cases',
            'Every answer traceable to an approved source document',
          ],
          technologies: ['GPT-4o', 'Azure OpenAI Service', 'WhatsApp Business Platform', 'Python'],
        },
        {
          title: 'Supplier invoices processed without retyping',
          client: 'A fast-moving consumer goods manufacturer',
          industry: 'Consumer products',
          summary:
            'Document-reading agents now capture, check and post supplier invoices, so the finance team reviews exceptions instead of typing.',
          challenge:
            'Thousands of supplier invoices arrived each month as PDFs, scans and phone photos. Clerks keyed them into the ERP by hand, payments slipped and month-end close took too long.',
          solution:
            'We deployed document processing agents that read each invoice, match it to the purchase order and goods receipt, and post clean matches to the ERP. Mismatches go to a review queue with the discrepancy highlighted for the finance team.',
          results: [
            'Invoices captured automatically from e-mail and scans',
            'Staff review only the exceptions the agents flag',
            'A faster, more predictable month-end close',
          ],
          technologies: [
            'Custom document extraction model',
            'Google Cloud Vision',
            'SAP',
            'Python',
          ],
        },
        {
          title: 'Call centre insight from every conversation',
          client: 'A West African telecoms operator',
          industry: 'Telecommunications',
          summary:
            'Every customer call is now transcribed and classified, so managers see why customers call and fix the causes.',
          challenge:
            'Only a small sample of calls was ever reviewed. Managers could not see which problems drove call volumes, and complaints reached them late.',
          solution:
            'We transcribe calls with an open-source speech model hosted in the operator’s own cloud, then classify each call by reason, sentiment and outcome. Dashboards show trends by region and product, and urgent complaints raise alerts the same day.',
          results: [
            'Every call transcribed and classified, not a sample',
            'Top call reasons visible by region and product',
            'Customer data kept inside the operator’s own environment',
          ],
          technologies: ['Whisper', 'BERT', 'Power BI', 'Kubernetes'],
        },
        {
          title: 'Stock forecasts for every outlet',
          client: 'A retail chain with outlets across Nigeria',
          industry: 'Retail',
          summary:
            'A custom forecasting model now plans stock for each outlet and product, cutting both stock-outs and overstock.',
          challenge:
            'Store managers ordered stock on instinct. Popular lines sold out while slow lines tied up cash and shelf space, especially around festive seasons.',
          solution:
            'We trained a demand forecasting model on the chain’s sales history, promotions, holidays and local events. Each week it proposes orders per outlet and product; buyers accept, change or reject them, and the model learns from their changes.',
          results: [
            'Weekly order proposals for every outlet and product',
            'Fewer stock-outs on fast-moving lines',
            'Less cash tied up in slow-moving stock',
          ],
          technologies: [
            'Custom demand forecasting model',
            'Python',
            'Google BigQuery',
            'Looker Studio',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to find your first AI win?',
    text: 'Book a consultation and we will help you pick one process where AI pays for itself, then show you how we would build it. Prefer to talk now? Call or e-mail us.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Send a Message', to: paths.contact.getHref(), variant: 'secondary' },
    direct: [
      { label: 'Call us', value: site.phone, href: `tel:${site.phone.replace(/\s+/g, '')}` },
      { label: 'E-mail us', value: site.email, href: `mailto:${site.email}` },
    ],
  },
} as const satisfies ServiceContent;
