import pointOfSaleOutlinedIcon from '@material-design-icons/svg/outlined/point_of_sale.svg?no-inline';
import localShippingOutlinedIcon from '@material-design-icons/svg/outlined/local_shipping.svg?no-inline';
import shoppingCartOutlinedIcon from '@material-design-icons/svg/outlined/shopping_cart.svg?no-inline';
import groupAddOutlinedIcon from '@material-design-icons/svg/outlined/group_add.svg?no-inline';
import precisionManufacturingOutlinedIcon from '@material-design-icons/svg/outlined/precision_manufacturing.svg?no-inline';
import insightsOutlinedIcon from '@material-design-icons/svg/outlined/insights.svg?no-inline';
import workspacePremiumOutlinedIcon from '@material-design-icons/svg/outlined/workspace_premium.svg?no-inline';
import storefrontOutlinedIcon from '@material-design-icons/svg/outlined/storefront.svg?no-inline';
import signalCellularAltOutlinedIcon from '@material-design-icons/svg/outlined/signal_cellular_alt.svg?no-inline';
import creditCardOutlinedIcon from '@material-design-icons/svg/outlined/credit_card.svg?no-inline';
import { paths } from '@/config/paths';
import type { IndustryContent } from '../types';

export const consumerProductsIndustry = {
  slug: 'consumer-products',
  name: 'Consumer Products & Retail',
  seo: {
    title: 'Retail and Consumer Products IT: Point of Sale, Supply Chain and E-Commerce',
    description:
      'IT for retailers and consumer goods companies with 15+ years of experience: point of sale, supply chain, e-commerce, distributor systems and secure card payments.',
    keywords: [
      'retail IT Nigeria',
      'point of sale systems Lagos',
      'FMCG supply chain technology',
      'e-commerce development Africa',
      'distributor management system',
    ],
  },
  hero: {
    eyebrow: 'CONSUMER PRODUCTS & RETAIL',
    title: 'Keep stock moving and customers coming back',
    lead: 'We help manufacturers, distributors and retailers connect factories, warehouses, stores and online channels, so the right products reach the right shelves and customers can pay any way they like.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: {
      label: 'Talk to a Retail Specialist',
      to: paths.contact.getHref(),
      variant: 'secondary',
    },
  },
  complianceStats: [
    { value: '15+', label: 'Years in retail and consumer products' },
    { value: 'PCI DSS', label: 'Payment card data security' },
    { value: 'NDPA', label: 'Nigeria Data Protection Act 2023' },
    { value: 'ISO 27001', label: 'Information security management' },
  ],
  solutions: {
    headline: {
      eyebrow: 'SOLUTIONS',
      title: 'Retail and consumer products solutions',
      subtitle: 'From the factory floor to the customer’s phone, connected end to end.',
    },
    items: [
      {
        title: 'Point of sale and store systems',
        description:
          'Fast, reliable tills that keep selling when the network drops, with central pricing and promotions.',
        icon: pointOfSaleOutlinedIcon,
        features: [
          'Offline-capable POS',
          'Card, transfer and mobile money payments',
          'Central price control',
        ],
      },
      {
        title: 'Supply chain and warehousing',
        description:
          'Stock visibility from factory to shelf, with warehouse and route planning that cuts waste.',
        icon: localShippingOutlinedIcon,
        features: ['Warehouse management', 'Route and delivery tracking', 'Stock replenishment'],
      },
      {
        title: 'E-commerce and marketplaces',
        description:
          'Online stores and marketplace integrations that handle local payments and delivery.',
        icon: shoppingCartOutlinedIcon,
        features: [
          'Web and mobile storefronts',
          'Local payment gateways',
          'Order and delivery tracking',
        ],
      },
      {
        title: 'Customer loyalty and CRM',
        description:
          'Know your customers, reward repeat purchases and target promotions that actually sell.',
        icon: groupAddOutlinedIcon,
        features: ['Loyalty programmes', 'Customer segmentation', 'SMS and WhatsApp campaigns'],
      },
      {
        title: 'Manufacturing and distributor systems',
        description:
          'Production, quality and distributor management systems connected to your ERP.',
        icon: precisionManufacturingOutlinedIcon,
        features: ['Distributor management systems', 'ERP integration', 'Quality tracking'],
      },
      {
        title: 'Sales and demand analytics',
        description:
          'Dashboards and forecasts by product, outlet and region to guide buying and promotions.',
        icon: insightsOutlinedIcon,
        features: ['Sell-out dashboards', 'Demand forecasting', 'Promotion analysis'],
      },
    ],
  },
  process: {
    headline: {
      eyebrow: 'IMPLEMENTATION',
      title: 'How we implement retail and supply chain systems',
      subtitle: 'Four steps, timed around your trading calendar so peak seasons are never at risk.',
    },
    steps: [
      {
        title: 'Operations review',
        description:
          'We visit stores, warehouses and plants and map how products, data and money move today.',
      },
      {
        title: 'Solution design',
        description:
          'We design the solution and integrations, with payment security and data protection built in.',
      },
      {
        title: 'Pilot and roll-out',
        description:
          'We pilot in a few locations, fix what we learn, then roll out region by region outside peak periods.',
      },
      {
        title: 'Support and optimise',
        description:
          'We support stores and warehouses 24/7 and use sales data to keep improving the system.',
      },
    ],
  },
  whyChooseUs: {
    headline: { eyebrow: 'WHY CHOOSE US', title: 'Why retailers and manufacturers choose us' },
    items: [
      {
        title: '15+ years in the sector',
        description:
          'We have supported retailers, distributors and consumer goods makers for more than 15 years.',
        icon: workspacePremiumOutlinedIcon,
      },
      {
        title: 'Built for the store floor',
        description:
          'Our systems are simple for store staff and keep working when power or network fail.',
        icon: storefrontOutlinedIcon,
      },
      {
        title: 'Designed for local conditions',
        description:
          'Offline-first tills, mobile money and low-bandwidth sync for stores across the country.',
        icon: signalCellularAltOutlinedIcon,
      },
      {
        title: 'Secure payments',
        description: 'Card and customer data protected to PCI DSS and the NDPA.',
        icon: creditCardOutlinedIcon,
      },
    ],
  },
  cta: {
    title: 'Ready to connect your stores and supply chain?',
    text: 'Tell us about your outlets, warehouses and channels, and we will show you where to start.',
    primary: { label: 'Book a Consultation', to: paths.booking.getHref(), variant: 'primary' },
    secondary: { label: 'Contact Us', to: paths.contact.getHref(), variant: 'secondary' },
  },
} as const satisfies IndustryContent;
