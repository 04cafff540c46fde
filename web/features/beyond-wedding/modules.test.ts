import { describe, expect, it } from "vitest";
import { BEYOND_MODULES as SERVER_MODULES, INTAKE_QUESTIONS } from "@domain/beyond-wedding";
import { BEYOND_MODULES } from "./modules";
import { BEYOND_WEDDING_PATHS } from "./paths";

describe("the Beyond the Wedding pages and the server's modules", () => {
  it("are the same modules, with the same number of prompts each, one page per guarded route", () => {
    expect(BEYOND_MODULES.map((m) => [m.key, m.items.length, m.title])).toEqual(SERVER_MODULES.map((m) => [m.key, m.items, m.title]));
    expect(BEYOND_MODULES.map((m) => m.path)).toEqual([...BEYOND_WEDDING_PATHS]);
  });

  it("asks the intake questions June's suggestions quote", () => {
    expect(BEYOND_MODULES[0]!.items.map((item) => item.title)).toEqual([...INTAKE_QUESTIONS]);
  });
});
