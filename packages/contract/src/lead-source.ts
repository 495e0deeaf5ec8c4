// The lead source's schema, for the contact request (lead-source-rules.ts says what each part is).
import { z } from 'zod/mini';
import { HOST_NAME, isCampaignTag, LEAD_SOURCE_LIMITS, SITE_PATH } from './lead-source-rules.js';
import type { LeadSource } from './lead-source-rules.js';

const tag = z.optional(z.string().check(z.refine(isCampaignTag)));

/** Typed as the rules' LeadSource, so the shape is written once and the compiler holds them together. */
export const leadSourceSchema: z.ZodMiniType<LeadSource> = z.object({
  landingPage: z.string().check(z.maxLength(LEAD_SOURCE_LIMITS.path), z.regex(SITE_PATH)),
  referrerHost: z.optional(z.string().check(z.regex(HOST_NAME))),
  utmSource: tag,
  utmMedium: tag,
  utmCampaign: tag,
});
