/** The body of every error answer of the API. `message` is Spanish and shown to the user as is. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field messages for validation errors, keyed by the field's path ("firstNames"). */
    fields?: Record<string, string>;
    /** Import answers: each problem of the file, with its line. */
    problems?: { row?: number; field?: string; message: string }[];
  };
}
