import { Hono } from "hono";
import { quizAnswersSchema } from "../../../domain/planning-quiz.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { planningQuizResult } from "./operations/quiz-result.ts";

/** The planning quiz: anyone may take it; saving the result is the couple profile's own route. */
export function planningQuizRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().post("/result", allow.public, validate("json", quizAnswersSchema), async (c) => c.json(await planningQuizResult(db, c.req.valid("json"))));
}
