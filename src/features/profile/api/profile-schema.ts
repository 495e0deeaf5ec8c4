import '@/lib/zod-config';
import { z } from 'zod';
import { PROFILE_LIMITS } from '@/config/profile-limits';

export const PROFILE_FIELDS = ['full_name', 'company', 'position', 'bio'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** What the visitor edits; the limits are the ones firestore.rules enforces. */
export const profileValuesSchema = z.object({
  full_name: z.string().trim().max(PROFILE_LIMITS.fullName),
  company: z.string().trim().max(PROFILE_LIMITS.company),
  position: z.string().trim().max(PROFILE_LIMITS.position),
  bio: z.string().trim().max(PROFILE_LIMITS.bio),
});
export type ProfileValues = z.infer<typeof profileValuesSchema>;

export const EMPTY_PROFILE: ProfileValues = { full_name: '', company: '', position: '', bio: '' };

/**
 * `profiles/<uid>` as stored. Fields a document lacks read as empty, so a profile saved by an
 * older version of the site, or only partly filled, still loads.
 */
export const profileDocumentSchema = z.object({
  id: z.string(),
  full_name: z.string().default(''),
  company: z.string().default(''),
  position: z.string().default(''),
  bio: z.string().default(''),
  // A Firestore Timestamp, set by the server; the form does not show it.
  updatedAt: z.unknown().optional(),
});
