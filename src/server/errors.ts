import { ERROR_CODES } from '#shared/contract/errors.ts';

/** An error meant for the client: its status, code and message leave the API as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string) => new AppError(400, ERROR_CODES.badRequest, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
