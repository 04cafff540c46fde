import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { ApiErrorBody } from "../../domain/errors.ts";
import type { Logger } from "../logger.ts";

/** An error the client can act on: a 4xx with a code and a message that says what to fix. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Zod issues grouped by field path, e.g. { email: ["Please enter a valid email address"] }. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function validationError(error: ZodError): ApiError {
  const fields = fieldErrors(error);
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === "_" ? first[1][0]! : `${first[0]}: ${first[1][0]}`) : "Invalid input";
  return new ApiError(400, "invalid_input", message, fields);
}

const STATUS_CODES: Partial<Record<number, string>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof ApiError) {
    // Limits raised inside operations carry when to try again.
    if ("retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number") c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = STATUS_CODES[error.status] ?? "request_error";
    return c.json(errorBody(code, error.message || "The request could not be processed"), error.status);
  }
  logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}
