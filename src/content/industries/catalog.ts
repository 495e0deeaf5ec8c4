import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import OilBarrelOutlinedIcon from '@mui/icons-material/OilBarrelOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { IndustrySummary } from '../types';

/** The six industries as cards: the home page grid, the footer and the sitemap read this list. */
export const industrySummaries = [
  {
    slug: 'healthcare',
    name: 'Healthcare',
    description:
      'Secure patient records, connected facilities and systems that stay up when care depends on them.',
    icon: LocalHospitalOutlinedIcon,
  },
  {
    slug: 'public-sector',
    name: 'Public Sector',
    description:
      'Citizen services, shared infrastructure and data protection for ministries, agencies and parastatals.',
    icon: AccountBalanceOutlinedIcon,
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    description:
      'Resilient, compliant platforms for banks, insurers, fintechs and payment companies.',
    icon: PaymentsOutlinedIcon,
  },
  {
    slug: 'consumer-products',
    name: 'Consumer Products & Retail',
    description:
      'Point of sale, supply chain and e-commerce systems that keep stock moving and customers served.',
    icon: ShoppingBagOutlinedIcon,
  },
  {
    slug: 'oil-and-gas',
    name: 'Oil & Gas',
    description:
      'Reliable connectivity, operational technology security and data for upstream, midstream and downstream.',
    icon: OilBarrelOutlinedIcon,
  },
  {
    slug: 'education',
    name: 'Education',
    description:
      'Learning platforms, campus networks and student systems for schools and universities.',
    icon: SchoolOutlinedIcon,
  },
] as const satisfies readonly IndustrySummary[];
