import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { USER_QUERY_META } from '@/lib/query-client';
import { voucherListSchema, type Voucher } from './schemas';

/** GET rewards/vouchers: every voucher of the user, newest first. */
export async function getVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  const page = await http.fetch(
    { base: 'v2', path: 'rewards/vouchers', signal },
    voucherListSchema,
  );
  return page.list;
}

export const getVouchersQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'vouchers'],
    queryFn: ({ signal }) => getVouchers(signal),
    refetchInterval: 10_000,
    meta: USER_QUERY_META,
  });
