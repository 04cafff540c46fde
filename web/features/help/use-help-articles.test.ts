import { describe, expect, it } from "vitest";
import { HELP_AUDIENCES, helpArticleQuerySchema } from "@domain/help";
import { HELP_AUDIENCE_FILTERS } from "./help-audiences";
import { HELP_SEARCH_MAX_LENGTH } from "./use-help-articles";

describe("the help pages agree with the help API's query schema", () => {
  it("allows exactly as much search text as the server", () => {
    expect(helpArticleQuerySchema.safeParse({ q: "a".repeat(HELP_SEARCH_MAX_LENGTH) }).success).toBe(true);
    expect(helpArticleQuerySchema.safeParse({ q: "a".repeat(HELP_SEARCH_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it("offers one audience chip per audience", () => {
    expect([...HELP_AUDIENCE_FILTERS].sort()).toEqual([...HELP_AUDIENCES].sort());
  });
});
