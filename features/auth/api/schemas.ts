import { z } from 'zod';

/** Shapes shared by the v2 user endpoints this feature calls (the server is in server/api/v2-*-routes.ts). */
export const factorSchema = z.enum(['email', 'sms', 'google']);
export type Factor = z.infer<typeof factorSchema>;

export const emailInputSchema = z.object({ email: z.string().min(1) });
export const mobileInputSchema = z.object({
  dialCode: z.string().min(1),
  mobile: z.string().min(1),
});
/** An account is named by its e-mail, or by a mobile number with its country dial code. */
export const identityInputSchema = z.union([emailInputSchema, mobileInputSchema]);
export type IdentityInput = z.infer<typeof identityInputSchema>;

/** A step of a multi-step flow (login, recovery): the code went to `target` by `factor`. */
export const stepTicketSchema = z.object({
  ticket: z.string(),
  factor: factorSchema,
  target: z.string(),
  retryAfterSeconds: z.number(),
});
export type StepTicket = z.infer<typeof stepTicketSchema>;

/** A step ticket answered with the code the user received. */
export const ticketCodeInputSchema = z.object({
  ticket: z.string().min(1),
  code: z.string().min(1),
});
export type TicketCodeInput = z.infer<typeof ticketCodeInputSchema>;

/** Login and sign-up end with a session. */
export const sessionGrantSchema = z.object({
  token: z.string().min(20),
  info: z.looseObject({}),
});
export type SessionGrant = z.infer<typeof sessionGrantSchema>;

/** A code was sent; the next one may be asked for after this many seconds. */
export const sentCodeSchema = z.object({ retryAfterSeconds: z.number() });
export type SentCode = z.infer<typeof sentCodeSchema>;

/** POST user/futures/open: the server opens the account only with the risk warning accepted. */
export const openFuturesInputSchema = z.object({ acceptRisk: z.literal(true) });
export type OpenFuturesInput = z.infer<typeof openFuturesInputSchema>;
export const futuresOpenedSchema = z.object({ opened: z.boolean() });
export type FuturesOpened = z.infer<typeof futuresOpenedSchema>;
