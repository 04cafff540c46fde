import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { CITY_COOKIE } from "../../domain/cities.ts";
import { readCityChoice } from "../../domain/city-choice.ts";
import type { AppEnv } from "../http/env.ts";

const CITY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * POST /choose-city: the city switcher's form as the server answers it, for a page whose script has
 * not run (yet). Sets the same cookie the app writes (the server renders with it) and goes back to
 * the page, which the app reads on its next start. An unknown city changes nothing.
 */
export async function chooseCityHandler(c: Context<AppEnv>) {
  const form = await c.req.parseBody().catch(() => ({}));
  const { city, next } = readCityChoice(form);
  if (city) setCookie(c, CITY_COOKIE, city, { path: "/", maxAge: CITY_COOKIE_MAX_AGE, sameSite: "Lax" });
  return c.redirect(next, 303);
}
