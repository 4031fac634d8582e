import type { UserPlan } from 'shared-api/types';

/**
 * The progress bar's figure (spec §9): round(days left ÷ initial duration × 100), so it runs down from 100
 * as the plan matures. 0 for a plan without a duration (nothing left to run).
 */
export const progressPercent = (plan: Pick<UserPlan, 'duration' | 'initial_duration'>): number => {
  if (!(plan.initial_duration > 0)) return 0;
  const left = Math.min(Math.max(plan.duration, 0), plan.initial_duration);
  return Math.round((left / plan.initial_duration) * 100);
};

/** A date-only day (`YYYY-MM-DD`, UTC) as an instant inside that day in every time zone people live in. */
export const middayOf = (day: string): string => `${day}T12:00:00Z`;
