import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUDGET_CATEGORIES, suggestedAllocations } from "@domain/budget";
import { AuthProvider } from "@web/lib/auth";
import { AllocationEditor } from "./AllocationEditor";

afterEach(() => vi.unstubAllGlobals());

const budget = { totalCents: 3_000_000, guestCount: 120, allocations: suggestedAllocations(3_000_000) } as Parameters<typeof AllocationEditor>[0]["budget"];

describe("Fit to total", () => {
  it("keeps every line the couple set and adjusts the others in whole dollars", async () => {
    // Signed out as far as the shell knows: nothing is saved in this test.
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ user: null }), { status: 200, headers: { "content-type": "application/json" } }));
    const user = userEvent.setup();
    render(
      <AuthProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AllocationEditor budget={budget} />
        </QueryClientProvider>
      </AuthProvider>,
    );
    const venue = screen.getByLabelText(/^Venue amount in dollars/);
    await user.clear(venue);
    await user.type(venue, "8000");
    const photos = screen.getByLabelText(/^Photography amount in dollars/);
    await user.clear(photos);
    await user.type(photos, "3500");
    await user.click(screen.getByRole("button", { name: "Fit to total" }));

    expect((screen.getByLabelText(/^Venue amount in dollars/) as HTMLInputElement).value).toBe("8000.00");
    expect((screen.getByLabelText(/^Photography amount in dollars/) as HTMLInputElement).value).toBe("3500.00");
    const amounts = BUDGET_CATEGORIES.map((c) => (screen.getByLabelText(new RegExp(`^${c.name} amount in dollars`)) as HTMLInputElement).value);
    expect(amounts.every((value) => /^\d+\.00$/.test(value))).toBe(true);
    expect(amounts.reduce((sum, value) => sum + Number(value), 0)).toBe(30_000);
    expect(screen.getByTestId("allocation-status").textContent).toBe("All $30,000.00 is planned across your categories.");
  });
});
