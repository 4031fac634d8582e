import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared-api/client';
import { userStatistics } from 'shared-api/transaction-calls';
import type { LoadStatus, UserStatistics } from 'shared-api/types';

export const STATISTICS_ERROR_FALLBACK = 'Your statistics could not be loaded.';

export interface StatisticsState {
  status: LoadStatus;
  statistics: UserStatistics | null;
  error: string | null;
}

/**
 * GET /user-statictics/{userId}, with a retry. A failure clears the figures: the page shows the error,
 * never a number the server did not send. Answers that arrive after a newer request or unmount are dropped.
 */
export function useUserStatistics(userId: number | undefined) {
  const [state, setState] = useState<StatisticsState>({ status: 'idle', statistics: null, error: null });
  const latestRequest = useRef(0);

  const load = useCallback((id: number) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    userStatistics(id).then(
      (statistics) => {
        if (request === latestRequest.current) setState({ status: 'succeeded', statistics, error: null });
      },
      (error: unknown) => {
        if (request !== latestRequest.current) return;
        setState({
          status: 'failed',
          statistics: null,
          error: errorMessage(error, STATISTICS_ERROR_FALLBACK),
        });
      },
    );
  }, []);

  useEffect(() => {
    if (userId === undefined) return;
    load(userId);
    return () => {
      latestRequest.current += 1;
    };
  }, [userId, load]);

  const retry = useCallback(() => {
    if (userId !== undefined) load(userId);
  }, [userId, load]);

  return { ...state, retry };
}
