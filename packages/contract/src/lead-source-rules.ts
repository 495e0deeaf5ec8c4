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
 * A campaign ID as ad platforms write it into `utm_campaign`: Google Ads' `{campaignid}` and Meta's
 * `{{campaign.id}}` are 10 to 18 digits and nothing else, never starting with 0. A Nigerian mobile
 * number with its country code and no `+` (234 then 80x, 70x, 81x, 90x, 91x: 13 digits) looks the
 * same length, and is not one.
 */
export function isCampaignId(value: string): boolean {
  return /^[1-9]\d{9,17}$/.test(value) && !/^234[789][01]\d{8}$/.test(value);
}

/**
 * Whether a tag reads as a phone number: seven digits in a row, or nine or more digits written the
 * way people write a number, in groups split by spaces, dots, dashes, brackets or a `+` ("0803 123
 * 4567", "+234 (803) 123-4567", "01 700 4200"; a `+` in a link's query reads as a space). A date
 * ("2026-11-27") has eight digits, and stays a tag.
 */
export function looksLikePhoneNumber(value: string): boolean {
  if (/\d{7}/.test(value)) return true;
  return (value.match(/\d(?:[\s.()+-]{0,3}\d)+/g) ?? []).some(
    (run) => run.replace(/\D/g, '').length >= 9,
  );
}

/**
 * A campaign tag as marketers write them ("whatsapp", "spring-2027", "cpc") or an ad platform's
 * campaign ID ("23851234567890123"): letters, digits and a little punctuation. No "@", and nothing
 * that reads as a phone number, so an e-mail address or a phone number pasted into a link is never
 * kept; a bare run of 10 to 18 digits is a campaign ID (`isCampaignId`), not a number to call.
 */
export function isCampaignTag(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= LEAD_SOURCE_LIMITS.tag &&
    /^[\w .+-]+$/.test(value) &&
    (isCampaignId(value) || !looksLikePhoneNumber(value))
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

/** What the source is read from, of a parsed URL (the browser's and Node's `URL` both have it). */
export interface VisitUrl {
  origin: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}

/**
 * Where a visit came from, read from the page it started on: that page's path (never its query), the
 * referring site's host (never the full address, and not our own), and the allow-listed campaign tags
 * of its URL, each checked so that nothing personal is kept. The boot module reads it from the first
 * page of a visit (src/boot/lead-source.ts); the booking function from the page a visitor without
 * JavaScript came from (its Referer).
 */
export function leadSourceOfVisit(page: VisitUrl, referrer: VisitUrl | null): LeadSource {
  const landingPage = SITE_PATH.test(page.pathname)
    ? page.pathname.slice(0, LEAD_SOURCE_LIMITS.path)
    : '/';
  const source: LeadSource = { landingPage };
  if (referrer && referrer.origin !== page.origin && HOST_NAME.test(referrer.hostname))
    source.referrerHost = referrer.hostname;
  for (const [parameter, field] of Object.entries(UTM_PARAMETERS)) {
    const value = page.searchParams.get(parameter)?.trim();
    if (value && isCampaignTag(value)) source[field] = value;
  }
  return source;
}
