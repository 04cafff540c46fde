import { validator } from "hono/validator";
import type { ZodType } from "zod";
import { ApiError, validationError } from "./errors.ts";

/**
 * Validates a request part with a shared zod schema from domain/; the parsed value keeps its type for
 * the typed client. A body that is not JSON is a 400 that says so.
 */
export function validate<Target extends "json" | "query" | "param", Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data as Schema["_output"];
  });
}

export function requireJson(contentType: string | undefined): void {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json)");
  }
}
