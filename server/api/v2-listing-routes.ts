import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ListingService } from '../listing/listing-service';
import { ListingCode } from '../listing/listing-service';
import { isListingField, listingApplicationSchema, listingProblems } from '../listing/rules';
import { describeProblems, generalText } from '../listing/validation-texts';
import { errorWords } from '../error-words';
import { ServiceError } from '../service-error';
import { findControlCharacter } from './control-characters';
import { ApiError, ApiErrorCode, ok } from './envelope';
import { langParam, requestLanguage } from './language';
import { type Language } from '../../lib/contract/wire/language';

export const LISTING_APPLY_PATH = '/public/listing/apply';

/** A listing application is a few KB of text at most. */
const BODY_LIMIT_BYTES = 32 * 1024;

const querySchema = z.object({ lang: langParam });

/** The applicant's language: `?lang=`, else the `language` header, else Accept-Language. */
function languageOf(request: FastifyRequest): Language {
  const query = querySchema.safeParse(request.query ?? {});
  return requestLanguage(request, query.success ? query.data.lang : undefined);
}

function refuse(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  data: Record<string, unknown> | null = null,
): FastifyReply {
  return reply.status(status).send({ code, message, success: false, data });
}

/**
 * POST {v2}/public/listing/apply (no session): a project team applies for a listing. Every
 * refusal is worded in the applicant's language: a bad parameter answers 400 naming each field
 * (`data.problems`), an application already open the business code 102300001 (HTTP 200),
 * throttling 429 with `retry-after`.
 */
export function registerV2ListingRoutes(app: FastifyInstance, listing: ListingService): void {
  app.route({
    method: 'POST',
    url: LISTING_APPLY_PATH,
    bodyLimit: BODY_LIMIT_BYTES,
    // What fails before the handler (the control-character check, unreadable JSON, a wrong
    // content type, an oversized body) is answered in the applicant's language here too.
    errorHandler: (error: FastifyError | ApiError, request, reply) => {
      const language = languageOf(request);
      const status = error instanceof ApiError ? error.code : (error.statusCode ?? 500);
      if (status >= 500) throw error;
      const where = findControlCharacter(request.body, 'body');
      if (status === ApiErrorCode.badParameter && where !== undefined) {
        const field = where.split('.')[0];
        const problem = {
          field: isListingField(field) ? field : undefined,
          reason: 'controlCharacters' as const,
        };
        return refuse(reply, 400, 400, describeProblems([problem], language, undefined), {
          problems: [problem],
        });
      }
      const text = generalText(language, status === 413 ? 'tooLarge' : 'unreadable');
      return refuse(reply, status, status, text);
    },
    handler: async (request, reply) => {
      const language = languageOf(request);
      const query = querySchema.safeParse(request.query ?? {});
      if (!query.success) {
        const problem = { field: undefined, reason: 'invalid' as const };
        return refuse(reply, 400, 400, `lang: ${describeProblems([problem], language, undefined)}`);
      }
      const parsed = listingApplicationSchema.safeParse(request.body);
      if (!parsed.success) {
        const problems = listingProblems(parsed.error);
        const chain = (request.body as { chain?: unknown } | null | undefined)?.chain;
        return refuse(reply, 400, 400, describeProblems(problems, language, chain), { problems });
      }
      try {
        return ok(await listing.apply(parsed.data, { address: request.ip, language }));
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        if (error.code === ListingCode.tooManyRequests) {
          const retryAfterSeconds = Number(error.data?.retryAfterSeconds ?? 60);
          reply.header('retry-after', String(retryAfterSeconds));
          return refuse(reply, 429, 429, generalText(language, 'tooMany'), { retryAfterSeconds });
        }
        if (error.code === ListingCode.duplicate) {
          return refuse(reply, 200, error.code, errorWords(ListingCode.duplicate, language));
        }
        throw error;
      }
    },
  });
}
