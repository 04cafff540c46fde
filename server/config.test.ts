import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for npm start", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/sb",
      DATABASE_URL: "postgres://u:p@db:5432/sb",
      PUBLIC_URL: "https://serviceberry.example/",
      AUTH_SECRET: "x".repeat(40),
      ADMIN_EMAILS: " Ada@Example.com, grace@example.com ,",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Serviceberry <hi@example.com>",
    });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe("https://serviceberry.example");
    expect(config.ADMIN_EMAILS).toEqual(["ada@example.com", "grace@example.com"]);
    expect(config.dataDir).toBe("/tmp/sb");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/sb"],
    ["PUBLIC_URL", "not a url"],
    ["AUTH_SECRET", "short"],
    ["ADMIN_EMAILS", "admin@example.com,nobody"],
    ["SMTP_URL", "http://mail"],
    ["LOG_LEVEL", "loud"],
  ])("a bad %s stops start-up with a message naming it", (variable, value) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toContain(variable);
  });
});
