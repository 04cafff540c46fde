import type { Env, MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { InferInput } from "hono/validator";
import type { z, ZodType } from "zod";
import { ApiError, validationError } from "./errors.ts";
import { parseGuardedJson } from "./input-guard.ts";

/** What the typed client sends (the schema's input, as a URL carries it) and what the handler reads (its output). */
type ValidatedInput<Target extends keyof ValidationTargets, Schema extends ZodType> = {
  in: { [K in Target]: K extends "json" ? z.input<Schema> : InferInput<z.input<Schema>, K> };
  out: { [K in Target]: z.output<Schema> };
};

/**
 * Validates a request part with a shared zod schema from domain/. The typed client is asked for the
 * schema's input (optional where it has a default, what a form holds) and the handler gets its parsed
 * output, so neither side needs a cast. A body that is not JSON is a 400 that says so.
 */
export function validate<Target extends "json" | "query" | "param", Schema extends ZodType>(
  target: Target,
  schema: Schema,
): MiddlewareHandler<Env, string, ValidatedInput<Target, Schema>>;
// hono would infer the client's input from the output; the signature above declares the schema's input.
export function validate(target: "json" | "query" | "param", schema: ZodType): MiddlewareHandler {
  return validator(target, (value): unknown => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  });
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

/**
 * validate("json") for beacons: navigator.sendBeacon sends a string as text/plain (a JSON Blob is not
 * a type a beacon may carry without a preflight), so a text/plain body is read as JSON too, with the
 * input guard's checks. Any other type is a 415.
 */
export function validateBeaconJson<Schema extends ZodType>(schema: Schema) {
  return validator("json", async (value, c) => {
    const mediaType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    let body: unknown = value;
    if (mediaType === "text/plain") body = parseGuardedJson(await c.req.text());
    else if (!JSON_MEDIA_TYPE.test(mediaType)) throw new ApiError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json or text/plain)");
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data as Schema["_output"];
  });
}

export function requireJson(contentType: string | undefined): void {
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json)");
  }
}
