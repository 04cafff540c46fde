import { z } from "zod";

/**
 * The one error map for every zod schema (forms in the browser and validators on the server): a
 * schema's own message wins; anything it leaves unsaid is said here for people, never as zod's
 * developer text ('Invalid option: expected one of "indoor"|"outdoor"|"both"').
 * Importing this module installs it; each schema module in domain/ imports it.
 */
type Issue = z.core.$ZodRawIssue;

const plural = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;

export function humanMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return "This is required.";
      if (issue.expected === "number" || issue.expected === "int") return "Enter a number.";
      if (issue.expected === "boolean") return "Choose yes or no.";
      if (issue.expected === "array") return "Choose from the list.";
      if (issue.expected === "date") return "Enter a date.";
      return "Enter text here.";
    case "invalid_value":
      return issue.values.length === 1 ? "Check this value." : "Choose one of the options.";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "This is required." : `Use at least ${plural(issue.minimum, "character")}.`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at least ${issue.minimum}.`;
      return `Enter ${issue.inclusive === false ? "more than" : "at least"} ${issue.minimum.toLocaleString("en-US")}.`;
    case "too_big":
      if (issue.origin === "string") return `Use at most ${plural(issue.maximum, "character")}.`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at most ${issue.maximum}.`;
      return `Enter ${issue.inclusive === false ? "less than" : "at most"} ${issue.maximum.toLocaleString("en-US")}.`;
    case "invalid_format":
      if (issue.format === "email") return "Enter a valid email address, like name@example.com.";
      if (issue.format === "url") return "Enter a full web address, like https://example.com.";
      if (issue.format === "uuid" || issue.format === "guid") return "That link or id isn't valid.";
      if (issue.format === "date" || issue.format === "datetime") return "Enter a real date.";
      return "Check the format of this value.";
    case "not_multiple_of":
      return Number(issue.divisor) === 1 ? "Enter a whole number." : `Enter a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return `Remove ${issue.keys.length === 1 ? "the unknown field" : "the unknown fields"} ${issue.keys.join(", ")}.`;
    case "invalid_union":
      return "Check this value.";
    default:
      return "Check this value.";
  }
}

z.config({ customError: (issue) => humanMessage(issue) });
