/**
 * A business outcome a route answers with its own code in the envelope: HTTP 200 (the spec's
 * convention for business codes) unless the error names another status (401, 404, 429, 503).
 * Auth and trading errors extend it, so every user route answers them the same way.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  get httpStatus(): number {
    return 200;
  }
}
