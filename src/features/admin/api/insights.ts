import type { Insights } from '@site/contract';
import { call } from './inbox-functions';

/**
 * The last 28 days' insights, summarised by the `leadInsights` function
 * (functions/src/leads/insights.ts).
 */
export const loadInsights = () => call<Record<string, never>, Insights>('leadInsights', {});
