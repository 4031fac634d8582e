/**
 * The spec's four statuses (§4: idle, loading, succeeded, failed) read off a TanStack Query result, for
 * the screens and tests that name them.
 */
import type { LoadStatus } from '../types';

export type { LoadStatus };

interface QueryLike {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** A refetch that fails after a success is `failed` (the kept data stays on the result). */
export const loadStatusOf = ({ status, fetchStatus }: QueryLike): LoadStatus => {
  if (fetchStatus === 'fetching') return 'loading';
  if (status === 'error') return 'failed';
  if (status === 'success') return 'succeeded';
  return 'idle';
};

export const isSettled = (status: LoadStatus): boolean => status === 'succeeded' || status === 'failed';
