import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Option, SearchField } from './types';

/** A field's options: declared, or loaded once per list (remote dictionaries, regions). */
export function useFieldOptions(queryKey: string, field: SearchField, onError: (field: SearchField) => void): Option[] {
  const load = typeof field.options === 'function' ? field.options : undefined;
  const q = useQuery({
    queryKey: ['listOptions', queryKey, field.name],
    queryFn: () => load!(),
    enabled: !!load,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (q.isError) onError(field);
  }, [q.isError]); // eslint-disable-line react-hooks/exhaustive-deps
  return Array.isArray(field.options) ? field.options : (q.data ?? []);
}
