import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from 'shared-api/queries/keys';
import { getUsers } from 'shared-api/user-calls';

/**
 * GET /users?search (username or e-mail, case-insensitive, on the server). While a new search runs the
 * previous answer stays on screen, so the list does not flash empty at every key.
 */
export const useUserSearch = (search: string) =>
  useQuery({
    queryKey: queryKeys.userList(search.trim()),
    queryFn: () => getUsers(search).then((response) => response.users),
    placeholderData: keepPreviousData,
  });
