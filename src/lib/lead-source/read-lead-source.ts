import { leadSourceSchema, type LeadSource } from '@site/contract';
import { LEAD_SOURCE_KEY } from '@/config/storage-keys';

/** The visit's source, checked again on the way out; undefined when there is none. */
export function readLeadSource(storage: Storage = window.sessionStorage): LeadSource | undefined {
  try {
    const parsed = leadSourceSchema.safeParse(
      JSON.parse(storage.getItem(LEAD_SOURCE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
