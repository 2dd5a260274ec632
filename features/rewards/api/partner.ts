import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { http } from '@/lib/http';
import { PARTNER_LIMITS, type WirePartnerApplyInput } from '@/lib/contract/wire/rewards';
import { wirePartnerApplyInputSchema } from '@/lib/contract/wire/rewards-schemas';
import { USER_QUERY_META } from '@/lib/query-client';
import {
  CHANNEL_TYPES,
  partnerApplicationSchema,
  partnerListSchema,
  type PartnerApplication,
} from './schemas';

/** Whether referral/partner/apply takes the text in `field` (the contract's rule, not a copy). */
const takes =
  (field: 'contactEmail' | 'channelUrl') =>
  (text: string): boolean =>
    zm.safeParse(wirePartnerApplyInputSchema.shape[field], text).success;

/**
 * The partner form, checked as POST referral/partner/apply checks it (the contract's limits and
 * its e-mail and link rules), its messages keys the form words.
 */
export const partnerFormSchema = z.object({
  contactName: z
    .string()
    .trim()
    .min(1, 'Referral.Partner.errors.required')
    .max(PARTNER_LIMITS.contactName, 'Referral.Partner.errors.tooLong'),
  contactEmail: z.string().refine(takes('contactEmail'), 'Referral.Partner.errors.email'),
  channelType: z.enum(CHANNEL_TYPES),
  channelUrl: z
    .string()
    .trim()
    .max(PARTNER_LIMITS.channelUrl, 'Referral.Partner.errors.tooLong')
    .refine(takes('channelUrl'), 'Referral.Partner.errors.url'),
  audienceSize: z.coerce
    .number('Referral.Partner.errors.audience')
    .int('Referral.Partner.errors.audience')
    .min(0, 'Referral.Partner.errors.audience')
    .max(PARTNER_LIMITS.audienceSize, 'Referral.Partner.errors.audience'),
  message: z
    .string()
    .trim()
    .min(1, 'Referral.Partner.errors.required')
    .max(PARTNER_LIMITS.message, 'Referral.Partner.errors.tooLong'),
});
export type PartnerFormValues = z.input<typeof partnerFormSchema>;

/** GET referral/partner: the user's applications, newest first. */
export async function getPartnerApplications(signal?: AbortSignal): Promise<PartnerApplication[]> {
  return (await http.fetch({ base: 'v2', path: 'referral/partner', signal }, partnerListSchema))
    .list;
}

export const getPartnerApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'partner'],
    queryFn: ({ signal }) => getPartnerApplications(signal),
    meta: USER_QUERY_META,
  });

/** POST referral/partner/apply; 102700006 while an earlier application is pending. */
export function applyForPartner(input: WirePartnerApplyInput): Promise<PartnerApplication> {
  return http.fetch(
    {
      base: 'v2',
      path: 'referral/partner/apply',
      method: 'POST',
      json: wirePartnerApplyInputSchema.parse(input),
      messages: 'none',
    },
    partnerApplicationSchema,
  );
}

export function useApplyForPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referral', 'partner', 'apply'],
    mutationFn: applyForPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['referral', 'partner'] }),
  });
}
