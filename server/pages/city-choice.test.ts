import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CHOOSE_CITY_PATH, readCityChoice } from "../../domain/city-choice.ts";
import type { AppEnv } from "../http/env.ts";
import { chooseCityHandler } from "./city-choice.ts";

const app = new Hono<AppEnv>().post(CHOOSE_CITY_PATH, chooseCityHandler);
const post = (fields: Record<string, string>) =>
  app.request(CHOOSE_CITY_PATH, { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("choosing a city without the app's script", () => {
  it("sets the city cookie and goes back to the page the form was on", async () => {
    const response = await post({ city: "nashville", next: "/venues?guests=120" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/venues?guests=120");
    expect(response.headers.get("set-cookie")).toMatch(/^sb_city=nashville; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it("ignores a city we do not serve and never sends anyone to another site", async () => {
    const response = await post({ city: "atlantis", next: "//evil.example/x" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(readCityChoice({ city: "columbus", next: "https://evil.example" }).next).toBe("/");
    expect(readCityChoice({ city: "columbus", next: "/\\evil.example" }).next).toBe("/");
    expect(readCityChoice({ next: "/faq\u0000" }).next).toBe("/");
    expect(readCityChoice({ city: ["columbus"], next: 3 })).toEqual({ city: null, next: "/" });
  });
});
