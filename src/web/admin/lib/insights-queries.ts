import { useQuery } from '@tanstack/react-query';
import { InsightsSchema, type InsightPeriod } from '../../../contract/insights.ts';
import { adminApi } from './admin-api.ts';

const INSIGHTS_KEY = ['admin', 'insights'] as const;

/** GET /api/insights?days=…: the owner's figures (the dashboard's "This week" card and the Insights screen share the 7-day answer). */
export const useInsights = (days: InsightPeriod) =>
  useQuery({
    queryKey: [...INSIGHTS_KEY, days],
    queryFn: () => adminApi.get(`/api/insights?days=${days}`, { schema: InsightsSchema }),
    // Switching the period keeps the figures shown until the new ones arrive.
    placeholderData: (previous) => previous,
  });

const whole = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number) => whole.format(n);
export const formatRate = (rate: number) => percent.format(rate);
