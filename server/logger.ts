import pino, { type Logger } from "pino";

export type { Logger };

/**
 * Errors are logged without the values a failed query carried: those are what people typed (a
 * message to a vendor, a guest's address), and logs are no place for them (decision 024). The SQL
 * text stays, so the failure can still be found.
 */
export function withoutQueryValues(serialized: Record<string, unknown>): Record<string, unknown> {
  const { params: _params, ...rest } = serialized;
  const scrub = (text: unknown) => (typeof text === "string" ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [not logged]") : text);
  const cause = rest.cause && typeof rest.cause === "object" ? withoutQueryValues(rest.cause as Record<string, unknown>) : rest.cause;
  return { ...rest, message: scrub(rest.message), stack: scrub(rest.stack), ...(cause === undefined ? {} : { cause }) };
}

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "req.headers.cookie", "req.headers.authorization"], remove: true },
    serializers: { err: (error: Error) => withoutQueryValues(pino.stdSerializers.err(error)) },
  });
}
