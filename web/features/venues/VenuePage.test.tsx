import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "@web/lib/api";
import VenuePage from "./VenuePage";

afterEach(() => setApiFetch(fetch));

describe("a venue page whose venue fails to load", () => {
  it("says so with the server's message, and Try again asks once more", async () => {
    let asked = 0;
    setApiFetch(async () => {
      asked++;
      return new Response(JSON.stringify({ error: { code: "unavailable", message: "The catalog is resting for a moment." } }), { status: 503, headers: { "content-type": "application/json" } });
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/venues/rivergate-foundry-hall"]}>
          <Routes>
            <Route path="/venues/:id" element={<VenuePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("We couldn't load this venue");
    expect(alert.textContent).toContain("The catalog is resting for a moment.");
    const before = asked;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked).toBe(before + 1));
  });
});
