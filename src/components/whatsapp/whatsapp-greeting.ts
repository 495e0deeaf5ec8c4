import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { industrySummaries } from '@/content/industries/catalog';
import { serviceSummaries } from '@/content/services/catalog';

/**
 * The message a WhatsApp chat opens with, naming the page the visitor is on, so the firm knows at once
 * what brought them ("Hello Lagoon Ridge, I'm interested in AI Services.").
 */
export function whatsAppGreeting(pathname: string, company = site.shortName): string {
  const hello = `Hello ${company},`;
  const service = serviceSummaries.find((s) => paths.service(s.slug).path === pathname);
  if (service) return `${hello} I'm interested in ${service.title}.`;
  const industry = industrySummaries.find((i) => paths.industry(i.slug).path === pathname);
  if (industry) return `${hello} I'm interested in your work in ${industry.name}.`;
  return `${hello} I'd like to talk about your IT services.`;
}
