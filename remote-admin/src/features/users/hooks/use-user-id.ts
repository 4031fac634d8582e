import { useParams } from 'react-router-dom';

/** The `:id` of a user route as a positive integer, or null when the address holds something else. */
export function useUserId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
