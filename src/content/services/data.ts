import warehouseOutlinedIcon from '@material-design-icons/svg/outlined/warehouse.svg?no-inline';
import syncAltOutlinedIcon from '@material-design-icons/svg/outlined/sync_alt.svg?no-inline';
import dashboardOutlinedIcon from '@material-design-icons/svg/outlined/dashboard.svg?no-inline';
import queryStatsOutlinedIcon from '@material-design-icons/svg/outlined/query_stats.svg?no-inline';
import verifiedOutlinedIcon from '@material-design-icons/svg/outlined/verified.svg?no-inline';
import streamOutlinedIcon from '@material-design-icons/svg/outlined/stream.svg?no-inline';
import speedOutlinedIcon from '@material-design-icons/svg/outlined/speed.svg?no-inline';
import shieldOutlinedIcon from '@material-design-icons/svg/outlined/shield.svg?no-inline';
import groupsOutlinedIcon from '@material-design-icons/svg/outlined/groups.svg?no-inline';
import { paths } from '@/config/paths';
import type { ServiceContent } from '../types';

export const dataService = {
  slug: 'data',
  seo: {
    title: 'Data & Analytics: Data Platforms, Pipelines and Dashboards',
    description:
      'Data and analytics services from Lagos: data warehouses, pipelines, dashboards, predictive analytics and data governance, tuned for query performance under 100ms.',
    keywords: [
      'data analytics Nigeria',
      'business intelligence Lagos',
      'data warehouse',
      'Power BI consulting',
      'data engineering',
      'predictive analytics',
      'data governance NDPA',
    ],
  },
  hero: {
    eyebrow: 'DATA & ANALYTICS',
    title: 'Turn scattered data into decisions you can trust',
    lead: 'We bring your data together, clean it and put it in front of the people who need it, as fast dashboards and reliable forecasts, with the controls to keep it safe.',
    tags: ['Data platforms', 'Pipelines', 'Dashboards', 'Predictive analytics', 'Data governance'],
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to a Data Expert',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  stats: [
    { value: '<100ms', label: 'Query performance' },
    { value: '12', label: 'Core technologies' },
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '24/7', label: 'Pipeline monitoring' },
  ],
  offerings: {
    headline: {
      eyebrow: 'WHAT WE DO',
      title: 'Six data and analytics services',
      subtitle:
        'Start where the pain is: a report nobody trusts, a dashboard that takes minutes to load, or data that sits unused.',
    },
    items: [
      {
        title: 'Data warehouses and lakehouses',
        description:
          'One trusted home for your data, modelled for fast queries and built to grow with you.',
        icon: warehouseOutlinedIcon,
        features: [
          'Cloud or on-premises',
          'Dimensional modelling',
          'Queries under 100ms on tuned models',
        ],
      },
      {
        title: 'Data pipelines and integration',
        description:
          'Data moved reliably from core banking, ERP, CRM and field systems into one place, on schedule.',
        icon: syncAltOutlinedIcon,
        features: [
          'Batch and real-time pipelines',
          'Automated data quality checks',
          'Monitoring and alerting',
        ],
      },
      {
        title: 'Dashboards and reporting',
        description:
          'Clear dashboards and reports for managers, regulators and the board, on desktop and phone.',
        icon: dashboardOutlinedIcon,
        features: ['KPI dashboards', 'Regulatory and board reports', 'Self-service analysis'],
      },
      {
        title: 'Predictive analytics',
        description:
          'Models that forecast demand, flag churn and score risk, so you act before problems arrive.',
        icon: queryStatsOutlinedIcon,
        features: ['Forecasting', 'Churn and risk scoring', 'Model monitoring'],
      },
      {
        title: 'Data governance and quality',
        description:
          'Clear ownership, definitions and controls, so everyone uses the same numbers and personal data is protected.',
        icon: verifiedOutlinedIcon,
        features: [
          'Data catalogue and glossary',
          'Access controls and masking',
          'NDPA-aligned data handling',
        ],
      },
      {
        title: 'Real-time analytics',
        description:
          'Live views of transactions, stock and operations for decisions that cannot wait for tomorrow’s report.',
        icon: streamOutlinedIcon,
        features: ['Streaming ingestion', 'Live operational dashboards', 'Threshold alerts'],
      },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'data-process',
      headline: {
        eyebrow: 'HOW WE WORK',
        title: 'Our four-step data process',
        subtitle:
          'We deliver value early: the first dashboard usually ships in the first phase of work.',
      },
      steps: [
        {
          title: 'Assess',
          description:
            'We map your data sources, check their quality and agree the questions the business needs answered.',
          details: ['Source inventory', 'Data quality profile', 'Priority use cases'],
        },
        {
          title: 'Design',
          description:
            'We design the data platform, models and security to fit your volumes, budget and rules.',
          details: ['Platform architecture', 'Data models', 'Security and access design'],
        },
        {
          title: 'Build',
          description:
            'We build pipelines, models and dashboards in short cycles, testing the numbers with your team.',
          details: ['Pipelines and models', 'Dashboards', 'Reconciliation with source systems'],
        },
        {
          title: 'Operate and improve',
          description:
            'We monitor pipelines, tune performance and add new data and reports as the business asks.',
          details: ['Pipeline monitoring', 'Performance tuning', 'Training and hand-over'],
        },
      ],
    },
    {
      kind: 'chips',
      id: 'technologies',
      headline: {
        eyebrow: 'TECHNOLOGIES',
        title: 'Twelve technologies we work with',
        subtitle:
          'We choose by your data, skills and budget, and often reuse licences you already pay for.',
      },
      items: [
        'Microsoft Power BI',
        'Tableau',
        'Looker',
        'Snowflake',
        'Google BigQuery',
        'Azure Synapse Analytics',
        'Databricks',
        'Apache Spark',
        'Apache Kafka',
        'Apache Airflow',
        'dbt',
        'PostgreSQL',
      ],
    },
    {
      kind: 'reasons',
      id: 'why-choose-us',
      headline: { eyebrow: 'WHY CHOOSE US', title: 'Why teams trust their data to us' },
      items: [
        {
          title: 'Fast by design',
          description:
            'We model and tune for query performance under 100ms, so dashboards open instantly.',
          icon: speedOutlinedIcon,
        },
        {
          title: 'Numbers you can trust',
          description:
            'Every figure is reconciled with the source system and has one agreed definition.',
          icon: verifiedOutlinedIcon,
        },
        {
          title: 'Protected by default',
          description:
            'Access controls, masking and audit logs keep personal and financial data safe and compliant.',
          icon: shieldOutlinedIcon,
        },
        {
          title: 'Built for your people',
          description:
            'We train your analysts and managers, so the platform is used long after we hand it over.',
          icon: groupsOutlinedIcon,
        },
      ],
    },
  ],
  cta: {
    title: 'What could your data tell you?',
    text: 'Book a consultation. Bring one question your reports cannot answer today, and we will show you how we would answer it.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies ServiceContent;
