// Where a lead came from: the first page of the visit, the referring site's host, and the campaign
// tags of the landing URL. The browser keeps it for the visit and sends it with a contact message;
// the function stores it. Nothing in it identifies a person: a path, a host and three short tags.
// The rules without zod: the boot module records the source with them (lead-source.ts is the schema).
export const LEAD_SOURCE_LIMITS = { path: 200, host: 253, tag: 64 } as const;

/** The campaign tags kept, and under which name: the others (utm_term, utm_content, …) are ignored. */
export const UTM_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
} as const;

/** A path of this site (RFC 3986 path characters, no query or fragment). */
export const SITE_PATH = /^\/[\w\-.~%!$&'()*+,;=:@/]*$/;
/** A DNS host name, lower case, as URL.hostname gives it. */
export const HOST_NAME = /^(?=.{1,253}$)[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/**
 * A campaign tag as marketers write them ("whatsapp", "spring-2027", "cpc"): letters, digits and a
 * little punctuation. No "@", and no run of seven digits, so an e-mail address or a phone number
 * pasted into a link is never kept.
 */
export function isCampaignTag(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= LEAD_SOURCE_LIMITS.tag &&
    /^[\w .+-]+$/.test(value) &&
    !/\d{7}/.test(value)
  );
}

export interface LeadSource {
  landingPage: string;
  referrerHost?: string | undefined;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
}

/** One line for a person reading it: "whatsapp / social, campaign q1, via l.facebook.com, landed on /services/cloud". */
export function describeLeadSource(source: LeadSource | null | undefined): string {
  if (!source) return '';
  const parts: string[] = [];
  const tags = [source.utmSource, source.utmMedium].filter(Boolean).join(' / ');
  if (tags) parts.push(tags);
  if (source.utmCampaign) parts.push(`campaign ${source.utmCampaign}`);
  if (source.referrerHost) parts.push(`via ${source.referrerHost}`);
  parts.push(`landed on ${source.landingPage}`);
  return parts.join(', ');
}
