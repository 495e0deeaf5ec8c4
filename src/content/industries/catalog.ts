import localHospitalOutlinedIcon from '@material-design-icons/svg/outlined/local_hospital.svg?no-inline';
import accountBalanceOutlinedIcon from '@material-design-icons/svg/outlined/account_balance.svg?no-inline';
import paymentsOutlinedIcon from '@material-design-icons/svg/outlined/payments.svg?no-inline';
import shoppingBagOutlinedIcon from '@material-design-icons/svg/outlined/shopping_bag.svg?no-inline';
import oilBarrelOutlinedIcon from '@material-design-icons/svg/outlined/oil_barrel.svg?no-inline';
import schoolOutlinedIcon from '@material-design-icons/svg/outlined/school.svg?no-inline';
import type { IndustrySummary } from '../types';

/** The six industries as cards: the home page grid, the footer and the sitemap read this list. */
export const industrySummaries = [
  {
    slug: 'healthcare',
    name: 'Healthcare',
    description:
      'Secure patient records, connected facilities and systems that stay up when care depends on them.',
    icon: localHospitalOutlinedIcon,
  },
  {
    slug: 'public-sector',
    name: 'Public Sector',
    description:
      'Citizen services, shared infrastructure and data protection for ministries, agencies and parastatals.',
    icon: accountBalanceOutlinedIcon,
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    description:
      'Resilient, compliant platforms for banks, insurers, fintechs and payment companies.',
    icon: paymentsOutlinedIcon,
  },
  {
    slug: 'consumer-products',
    name: 'Consumer Products & Retail',
    description:
      'Point of sale, supply chain and e-commerce systems that keep stock moving and customers served.',
    icon: shoppingBagOutlinedIcon,
  },
  {
    slug: 'oil-and-gas',
    name: 'Oil & Gas',
    description:
      'Reliable connectivity, operational technology security and data for upstream, midstream and downstream.',
    icon: oilBarrelOutlinedIcon,
  },
  {
    slug: 'education',
    name: 'Education',
    description:
      'Learning platforms, campus networks and student systems for schools and universities.',
    icon: schoolOutlinedIcon,
  },
] as const satisfies readonly IndustrySummary[];
