/** Helpers shared by the data atoms: the four-status load state of spec §4. */
import type { LoadStatus } from './types';

export type { LoadStatus };

export interface LoadState {
  status: LoadStatus;
  /** Human message of the last failure, null otherwise. */
  error: string | null;
}

export const isSettled = (status: LoadStatus): boolean => status === 'succeeded' || status === 'failed';
