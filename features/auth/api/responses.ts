import { z } from 'zod';

/** Shapes of the v2 user answers this feature reads (the server is in server/api/v2-*-routes.ts). */
export const factorSchema = z.enum(['email', 'sms', 'google']);
export type Factor = z.infer<typeof factorSchema>;

export const stepTicketSchema = z.object({
  ticket: z.string(),
  factor: factorSchema,
  target: z.string(),
  retryAfterSeconds: z.number(),
});
export type StepTicket = z.infer<typeof stepTicketSchema>;

export const sessionGrantSchema = z.object({
  token: z.string().min(20),
  info: z.looseObject({}),
});

export const sentCodeSchema = z.object({ retryAfterSeconds: z.number() });
export const resetTicketSchema = z.object({ resetTicket: z.string() });

export const guideSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
  bound: z.boolean(),
});
export type Guide = z.infer<typeof guideSchema>;

export const accountSchema = z.looseObject({
  userId: z.number(),
  simpleStatus: z.number(),
  superStatus: z.number(),
  googleBound: z.boolean(),
  residenceCountry: z.string().nullable(),
  kycLevel1: z.enum(['none', 'pending', 'approved', 'rejected']),
  kycLevel2: z.enum(['none', 'pending', 'approved', 'rejected']),
  withdrawBlockedUntil: z.number().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const sliderPuzzleSchema = z.object({
  challengeId: z.string(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
  pieceY: z.number(),
  background: z.string(),
  piece: z.string(),
});
export type SliderPuzzle = z.infer<typeof sliderPuzzleSchema>;
