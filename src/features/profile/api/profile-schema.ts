import '@/lib/zod-config';
import { z } from 'zod/mini';
import { PROFILE_LIMITS } from '@/config/profile-limits';

export const PROFILE_FIELDS = ['full_name', 'company', 'position', 'bio'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Trimmed, at most `max` characters. */
const profileText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** What the visitor edits; the limits are the ones firestore.rules enforces. */
export const profileValuesSchema = z.object({
  full_name: profileText(PROFILE_LIMITS.fullName),
  company: profileText(PROFILE_LIMITS.company),
  position: profileText(PROFILE_LIMITS.position),
  bio: profileText(PROFILE_LIMITS.bio),
});
export type ProfileValues = z.infer<typeof profileValuesSchema>;

export const EMPTY_PROFILE: ProfileValues = { full_name: '', company: '', position: '', bio: '' };

/**
 * `profiles/<uid>` as stored. Fields a document lacks read as empty, so a profile saved by an
 * older version of the site, or only partly filled, still loads.
 */
export const profileDocumentSchema = z.object({
  id: z.string(),
  full_name: z._default(z.string(), ''),
  company: z._default(z.string(), ''),
  position: z._default(z.string(), ''),
  bio: z._default(z.string(), ''),
  // A Firestore Timestamp, set by the server; the form does not show it.
  updatedAt: z.optional(z.unknown()),
});
