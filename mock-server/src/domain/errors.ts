import { Code } from '@contract';

/** An application error: answered as HTTP 200 with this envelope code and message (docs/backend-wire.md, Envelope, errors and unknown paths). */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string): AppError => new AppError(Code.badRequest, message);
export const notFound = (message: string): AppError => new AppError(Code.notFound, message);
export const unauthorized = (message = 'Please log in'): AppError => new AppError(Code.unauthorized, message);
export const businessError = (message: string): AppError => new AppError(Code.serverError, message);
