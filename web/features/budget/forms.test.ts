import { describe, expect, it } from "vitest";
import { budgetFormSchema, expenseFormSchema, expenseFormValues } from "./forms";

describe("budget forms", () => {
  it("turn typed dollars into cents for the shared schemas", () => {
    expect(budgetFormSchema.parse({ totalCents: "$35,000.5", guestCount: "120" })).toEqual({ totalCents: 3_500_050, guestCount: 120 });
    const expense = expenseFormSchema.parse({
      ...expenseFormValues(null, "catering"),
      vendorName: "Harvest Table",
      estimatedCents: "10,500",
      payments: [{ label: "Deposit", amountCents: "3000.25", dueDate: "2027-04-01", paid: false }],
    });
    expect(expense).toMatchObject({ categoryId: "catering", estimatedCents: 1_050_000, actualCents: null, vendorId: null, payments: [{ amountCents: 300_025 }] });
  });

  it("put the schema's messages on the field that was typed", () => {
    const result = expenseFormSchema.safeParse({
      ...expenseFormValues(null),
      vendorName: "The Glasshouse",
      estimatedCents: "12.345",
      payments: [{ label: "Deposit", amountCents: "-5", dueDate: "2027-04-01", paid: false }],
    });
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toEqual({ estimatedCents: "Enter an amount in dollars and cents, like 1,500.00.", "payments.0.amountCents": "Amounts can't be negative." });
    expect(budgetFormSchema.safeParse({ totalCents: "30000", guestCount: "" }).error?.issues[0]?.path).toEqual(["guestCount"]);
  });
});
