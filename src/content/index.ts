import type { IndustrySlug, ServiceSlug } from '@/config/paths';
import type { IndustryContent, ServiceContent } from './types';

/**
 * One dynamic import per page, so the bundler gives each page's content its own chunk
 * and no route ships another page's words.
 */
const serviceModules: Record<ServiceSlug, () => Promise<ServiceContent>> = {
  'ai-services': () => import('./services/ai-services').then((m) => m.aiService),
  cloud: () => import('./services/cloud').then((m) => m.cloudService),
  technology: () => import('./services/technology').then((m) => m.technologyService),
  managed: () => import('./services/managed').then((m) => m.managedService),
  consultancy: () => import('./services/consultancy').then((m) => m.consultancyService),
  security: () => import('./services/security').then((m) => m.securityService),
  software: () => import('./services/software').then((m) => m.softwareService),
  data: () => import('./services/data').then((m) => m.dataService),
  transformation: () => import('./services/transformation').then((m) => m.transformationService),
};

const industryModules: Record<IndustrySlug, () => Promise<IndustryContent>> = {
  healthcare: () => import('./industries/healthcare').then((m) => m.healthcareIndustry),
  'public-sector': () => import('./industries/public-sector').then((m) => m.publicSectorIndustry),
  'financial-services': () =>
    import('./industries/financial-services').then((m) => m.financialServicesIndustry),
  'consumer-products': () =>
    import('./industries/consumer-products').then((m) => m.consumerProductsIndustry),
  'oil-and-gas': () => import('./industries/oil-and-gas').then((m) => m.oilAndGasIndustry),
  education: () => import('./industries/education').then((m) => m.educationIndustry),
};

export function loadServiceContent(slug: ServiceSlug): Promise<ServiceContent> {
  return serviceModules[slug]();
}

export function loadIndustryContent(slug: IndustrySlug): Promise<IndustryContent> {
  return industryModules[slug]();
}
