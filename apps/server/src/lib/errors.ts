import { messages } from '@dorsal/core';

/** An error whose Spanish message is meant for the user; the route answers it as is. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** More for the client, e.g. the problems of an import; sent beside code and message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = messages.common.notFound) => new AppError(404, 'not_found', message);
export const unauthorized = () => new AppError(401, 'unauthorized', messages.common.signInRequired);
export const forbidden = () => new AppError(403, 'forbidden', messages.common.forbidden);
