/** A mutation that marks the queries its change affects as stale, so the screens showing them reload. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `invalidates` names the keys (prefixes) the call changes. They are refetched in the background (active
 * screens at once, others when next shown); the mutation resolves with the server's answer without waiting.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (variables: TVariables) => readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: (_data, variables) => {
      for (const queryKey of invalidates(variables)) void client.invalidateQueries({ queryKey });
    },
  });
}
