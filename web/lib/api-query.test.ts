import { describe, expect, it } from "vitest";
import { withQuery } from "./api-with-query";

describe("withQuery", () => {
  it("adds parameters to relative and absolute addresses, keeping the ones there", () => {
    expect(withQuery("/api/timeline/tasks/abc", { coupleId: "u_1" })).toBe("/api/timeline/tasks/abc?coupleId=u_1");
    expect(withQuery("/api/timeline?x=1", { coupleId: "u 2" })).toBe("/api/timeline?x=1&coupleId=u+2");
    expect(withQuery("http://localhost:3000/api/timeline", { coupleId: "u" })).toBe("http://localhost:3000/api/timeline?coupleId=u");
  });
});
