import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every list query starts with this key, so a page can refresh its list from anywhere. */
export const listQueryKey = (queryKey: string) => ['list', queryKey] as const;

/** Refreshes every page of a list (e.g. from a dialog that changed a row). */
export function useListRefresh(queryKey: string): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: listQueryKey(queryKey) }), [client, queryKey]);
}
