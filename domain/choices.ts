import { z } from "zod";
import "./zod-messages.ts";
import { CITIES, type CityId } from "./cities.ts";

/** The ids of a list of choices (`{ id, label }`), as the non-empty tuple `z.enum` takes. */
export const choiceIds = <T extends readonly { id: string }[]>(list: T) => list.map((item) => item.id) as [T[number]["id"], ...T[number]["id"][]];

/** Our cities' ids, as the tuple `z.enum` takes. */
export const CITY_IDS = CITIES.map((c) => c.id) as [CityId, ...CityId[]];

/** One of our cities, by id (venue and vendor listings, searches and matching). */
export const cityIdSchema = z.enum(CITY_IDS, { message: "Choose one of our cities: Cleveland, Columbus, Cincinnati or Nashville." });

/** A list in a query string: it arrives as "a,b" or as repeated keys, and both become an array (at most 20). */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
    return parts.map((p) => p.trim()).filter(Boolean);
  }, z.array(item).max(20).optional());
