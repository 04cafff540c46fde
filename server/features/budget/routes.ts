import { Hono } from "hono";
import { budgetIdParamSchema, budgetSchema, expenseSchema, paymentPaidSchema } from "../../../domain/budget.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { getBudget, saveBudget } from "./operations/budget.ts";
import { createExpense, deleteExpense, setPaymentPaid, updateExpense } from "./operations/expenses.ts";
import { exportBudgetCsv } from "./operations/export.ts";
import { budgetExpenseResource, budgetPaymentResource } from "./ownership.ts";

/** The couple's own budget (admins get their own too); the contributor policy will widen this. */
const couple = allow.role("couple");

/**
 * /api/budget: the budget tracker. Each route declares its policy, validates, and calls one operation;
 * every operation reads and writes only the budget of `budgetOwnerId(principal)` (`ownership.ts`),
 * and someone else's expense or payment id is a 404.
 */
export function budgetRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  // Someone else's expense or payment is a 404 before anything else is read.
  const ownExpense = allow.all(couple, allow.owner(deps, budgetExpenseResource, { param: "id", orAdmin: false }));
  const ownPayment = allow.all(couple, allow.owner(deps, budgetPaymentResource, { param: "id", orAdmin: false }));
  return new Hono<AppEnv>()
    .get("/", couple, async (c) => c.json(await getBudget(deps, await requirePrincipal(c))))
    .put("/", couple, validate("json", budgetSchema), async (c) => c.json(await saveBudget(deps, await requirePrincipal(c), c.req.valid("json"))))
    .get("/export.csv", couple, async (c) => {
      const { filename, csv } = await exportBudgetCsv(deps, await requirePrincipal(c));
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    })
    .post("/expenses", couple, validate("json", expenseSchema), async (c) => c.json(await createExpense(deps, await requirePrincipal(c), c.req.valid("json")), 201))
    .put("/expenses/:id", ownExpense, validate("param", budgetIdParamSchema), validate("json", expenseSchema), async (c) =>
      c.json(await updateExpense(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/expenses/:id", ownExpense, validate("param", budgetIdParamSchema), async (c) =>
      c.json(await deleteExpense(deps, await requirePrincipal(c), c.req.valid("param").id)),
    )
    .patch("/payments/:id", ownPayment, validate("param", budgetIdParamSchema), validate("json", paymentPaidSchema), async (c) =>
      c.json(await setPaymentPaid(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json").paid)),
    );
}
