import { z } from 'zod';
import {
  SECOND_FACTOR_CHANNELS,
  type WireFuturesOpened,
  type WireSentCode,
  type WireSessionGrant,
  type WireStepTicket,
} from '@/lib/contract/wire/user';
import {
  wireFuturesOpenedSchema,
  wireSentCodeSchema,
  wireSessionGrantSchema,
  wireStepTicketSchema,
} from '@/lib/contract/wire/user-schemas';

/** Shapes shared by the v2 user endpoints this feature calls (the server is in server/api/v2-*-routes.ts). */
export const factorSchema = z.enum(SECOND_FACTOR_CHANNELS);
export type Factor = z.infer<typeof factorSchema>;

export const emailInputSchema = z.object({ email: z.string().min(1) });
export const mobileInputSchema = z.object({
  dialCode: z.string().min(1),
  mobile: z.string().min(1),
});
/** An account is named by its e-mail, or by a mobile number with its country dial code. */
export const identityInputSchema = z.union([emailInputSchema, mobileInputSchema]);
export type IdentityInput = z.infer<typeof identityInputSchema>;

/** A step of a multi-step flow (login, recovery): the contract's. */
export const stepTicketSchema = wireStepTicketSchema;
export type StepTicket = WireStepTicket;

/** A step ticket answered with the code the user received. */
export const ticketCodeInputSchema = z.object({
  ticket: z.string().min(1),
  code: z.string().min(1),
});
export type TicketCodeInput = z.infer<typeof ticketCodeInputSchema>;

/** Login and sign-up end with a session and the user (the contract's). */
export const sessionGrantSchema = wireSessionGrantSchema;
export type SessionGrant = WireSessionGrant;

/** A code was sent; the next one may be asked for after this many seconds. */
export const sentCodeSchema = wireSentCodeSchema;
export type SentCode = WireSentCode;

/** POST user/futures/open: the server opens the account only with the risk warning accepted. */
export const openFuturesInputSchema = z.object({ acceptRisk: z.literal(true) });
export type OpenFuturesInput = z.infer<typeof openFuturesInputSchema>;
export const futuresOpenedSchema = wireFuturesOpenedSchema;
export type FuturesOpened = WireFuturesOpened;
