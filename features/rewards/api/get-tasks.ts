import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { tasksSchema, type RewardTasks } from './schemas';

/** GET rewards/tasks: the new-user tasks with progress and the voucher each granted. */
export function getRewardTasks(signal?: AbortSignal): Promise<RewardTasks> {
  return http.fetch({ base: 'v2', path: 'rewards/tasks', signal }, tasksSchema);
}

export const getRewardTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'tasks'],
    queryFn: ({ signal }) => getRewardTasks(signal),
    // A task completes on the server within seconds of what earns it (checked every 5 s).
    refetchInterval: 10_000,
    meta: USER_QUERY_META,
  });
