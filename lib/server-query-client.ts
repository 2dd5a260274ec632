import { cache } from 'react';
import { makeQueryClient } from '@/lib/query-client';

/**
 * One QueryClient per server request, shared by the server components that prefetch into it
 * (React's `cache` lasts one request). Pages hand its state to the browser with HydrationBoundary.
 */
export const getServerQueryClient = cache(makeQueryClient);
