import { QueryClient } from '@tanstack/react-query';

/**
 * The one react-query client. No retries: http.ts already toasts each failure, and a retry would
 * toast it again. Sign-out clears it so the next user never sees the last one's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
