import pino, { type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "req.headers.cookie", "req.headers.authorization"], remove: true },
  });
}
