import { messages } from '@dorsal/core/i18n/messages';
import type { ApiErrorBody } from '@dorsal/core';

/** An error answer of the API, or a failure to reach it (status 0). `message` is shown to the user as is. */
export type ApiProblem = NonNullable<ApiErrorBody['error']['problems']>[number];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** Import answers: each problem of the file, with its line. */
  readonly problems: ApiProblem[];

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, problems: ApiProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.problems = problems;
  }

  /** Builds the error from a failed answer's status and (possibly invalid) JSON body. */
  static fromBody(status: number, body: unknown): ApiError {
    const error = isErrorBody(body) ? body.error : undefined;
    return new ApiError(
      status,
      error?.code ?? `http_${status}`,
      error?.message || messages.common.unexpectedError,
      error?.fields ?? {},
      Array.isArray(error?.problems) ? error.problems.filter((problem) => typeof problem?.message === 'string') : [],
    );
  }

  static network(): ApiError {
    return new ApiError(0, 'network', messages.common.unexpectedError);
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.common.unexpectedError;
}
