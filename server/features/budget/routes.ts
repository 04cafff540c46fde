import { Hono } from "hono";
import { budgetIdParamSchema, budgetSchema, expenseSchema, paymentPaidSchema } from "../../../domain/budget.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { validate } from "../../http/validate.ts";
import { loadOwnedExpense, loadOwnedPayment } from "./ownership.ts";
import { getBudget, saveBudget } from "./operations/budget.ts";
import { createExpense, deleteExpense, setPaymentPaid, updateExpense } from "./operations/expenses.ts";
import { exportBudgetCsv } from "./operations/export.ts";
import { listBudgetChanges } from "./history.ts";
import { z } from "zod";
import { coupleIdSchema } from "../../../domain/contributors.ts";

/**
 * /api/budget: the budget tracker, the couple's or a helper's they granted budget access (`?coupleId=`).
 * Each route declares its policy, validates, and calls one operation; every operation reads and writes
 * only the budget of the planning the policy admitted, and another couple's expense or payment id is a
 * 404 (`ownership.ts`), so ids cannot be probed.
 */
export function budgetRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  const view = allow.planning(deps, "budget", "view");
  const edit = allow.planning(deps, "budget", "edit");
  // The history names who changed what: the couple's and their partner's to read (decision 059), not other helpers'.
  const own = allow.planning(deps, "own-and-partner", "view");
  const historyQuery = z.object({ before: z.iso.datetime({ message: "That page of the history is not valid.", offset: true }).optional(), coupleId: coupleIdSchema.optional() });
  // Another couple's expense or payment is a 404 before anything else is read.
  const ownExpense = rowOfPlanning(db, budgetIdParamSchema.shape.id, loadOwnedExpense);
  const ownPayment = rowOfPlanning(db, budgetIdParamSchema.shape.id, loadOwnedPayment);
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await getBudget(deps, planningAccess(c))))
    .put("/", edit, validate("json", budgetSchema), async (c) => c.json(await saveBudget(deps, planningAccess(c), c.req.valid("json"))))
    .get("/history", own, validate("query", historyQuery), async (c) => {
      const before = c.req.valid("query").before;
      return c.json(await listBudgetChanges(db, planningAccess(c), (await requirePrincipal(c)).userId, before ? new Date(before) : undefined));
    })
    .get("/export.csv", view, async (c) => {
      const { filename, csv } = await exportBudgetCsv(deps, planningAccess(c));
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    })
    .post("/expenses", edit, validate("json", expenseSchema), async (c) => c.json(await createExpense(deps, planningAccess(c), c.req.valid("json")), 201))
    .put("/expenses/:id", edit, ownExpense, validate("param", budgetIdParamSchema), validate("json", expenseSchema), async (c) =>
      c.json(await updateExpense(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/expenses/:id", edit, ownExpense, validate("param", budgetIdParamSchema), async (c) =>
      c.json(await deleteExpense(deps, planningAccess(c), c.req.valid("param").id)),
    )
    .patch("/payments/:id", edit, ownPayment, validate("param", budgetIdParamSchema), validate("json", paymentPaidSchema), async (c) =>
      c.json(await setPaymentPaid(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json").paid)),
    );
}
