import { z } from "zod";
import "./zod-messages.ts";

/**
 * A web address people will click: only http(s), with a host that has a dot. `z.url()` alone accepts
 * `javascript:`, `data:` and `file:` addresses, which must never be stored or shown as links.
 */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !/\s/.test(value);
}

export const HTTP_URL_MESSAGE = "Enter a full web address, like https://example.com.";

/** An optional web address field: "" means none. */
export const optionalHttpUrl = (max: number, message = HTTP_URL_MESSAGE) =>
  z
    .string()
    .trim()
    .max(max, `Keep the web address to ${max} characters.`)
    .refine((value) => value === "" || isHttpUrl(value), message);
