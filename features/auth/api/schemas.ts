import type {
  WireEmailInput,
  WireFuturesOpened,
  WireMobileInput,
  WireSentCode,
  WireSessionGrant,
  WireStepTicket,
} from '@/lib/contract/wire/user';
import {
  wireFuturesOpenedSchema,
  wireSentCodeSchema,
  wireSessionGrantSchema,
  wireStepTicketSchema,
} from '@/lib/contract/wire/user-schemas';

// Shapes shared by the v2 user endpoints this feature calls: the contract's
// (lib/contract/wire/user-schemas; the server is in server/api/v2-*-routes.ts).

/** Where a step's code went: the e-mail, the phone or the authenticator app. */
export type Factor = WireStepTicket['factor'];

/**
 * An account as the forms name it: by its e-mail, or by a mobile number with its country dial
 * code (the contract's bodies; sign-up has one route for each, log-in and recovery take either).
 */
export type IdentityInput = WireEmailInput | WireMobileInput;

/** A step of a multi-step flow (login, recovery): the contract's. */
export const stepTicketSchema = wireStepTicketSchema;
export type StepTicket = WireStepTicket;

/** Login and sign-up end with a session and the user (the contract's). */
export const sessionGrantSchema = wireSessionGrantSchema;
export type SessionGrant = WireSessionGrant;

/** A code was sent; the next one may be asked for after this many seconds. */
export const sentCodeSchema = wireSentCodeSchema;
export type SentCode = WireSentCode;

export const futuresOpenedSchema = wireFuturesOpenedSchema;
export type FuturesOpened = WireFuturesOpened;
