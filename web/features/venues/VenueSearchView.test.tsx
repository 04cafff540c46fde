import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "@web/lib/api";
import { AuthProvider } from "@web/lib/auth";
import { CityProvider } from "@web/lib/city";
import { VenueSearchView } from "./VenueSearchView";

const couple = {
  id: "u1",
  email: "maya@example.com",
  created_at: "2026-01-01T00:00:00.000Z",
  aud: "authenticated",
  email_verified: true,
  app_metadata: { provider: "email" },
  user_metadata: { user_type: "couple", is_admin: false, name: "Maya & Theo" },
  is_admin: false,
  is_venue_owner: false,
  is_vendor: false,
  is_couple: true,
  is_contributor: false,
};

const searches: URLSearchParams[] = [];
function answer(path: string) {
  if (path.startsWith("/api/account/me")) return { user: couple };
  if (path.startsWith("/api/account/user-types")) return { is_admin: false };
  if (path.startsWith("/api/account/couple-profile")) return { profile: { weddingDate: "2099-06-12", guestCount: 140 } };
  if (path.startsWith("/api/venues")) {
    searches.push(new URL(path, "http://x").searchParams);
    return { venues: [], total: 0 };
  }
  return {};
}

const renderAt = (address: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <CityProvider>
          <MemoryRouter initialEntries={[address]}>
            <VenueSearchView defaultCity="columbus" />
          </MemoryRouter>
        </CityProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );

afterEach(() => {
  setApiFetch(fetch);
  searches.length = 0;
});

describe("the venue filters and the couple's profile", () => {
  it("fill the guest count and date from the saved profile, say so, and clear them on request", async () => {
    setApiFetch(async (input) => new Response(JSON.stringify(answer(String(input))), { status: 200, headers: { "content-type": "application/json" } }));
    renderAt("/venues");
    const note = await screen.findByTestId("profile-filters");
    expect(note.textContent).toContain("From your wedding profile: 140 guests, available June 12, 2099.");
    await waitFor(() => expect(searches.some((query) => query.get("guests") === "140" && query.get("date") === "2099-06-12")).toBe(true));
    expect((screen.getAllByLabelText("Guest count")[0] as HTMLInputElement).value).toBe("140");
    await userEvent.click(screen.getByRole("button", { name: "Show every date and size" }));
    await waitFor(() => expect(screen.queryByTestId("profile-filters")).toBeNull());
    expect((screen.getAllByLabelText("Guest count")[0] as HTMLInputElement).value).toBe("");
  });

  it("leave a guest count the address already has alone", async () => {
    setApiFetch(async (input) => new Response(JSON.stringify(answer(String(input))), { status: 200, headers: { "content-type": "application/json" } }));
    renderAt("/venues?guests=60");
    await waitFor(() => expect(searches.some((query) => query.get("date") === "2099-06-12")).toBe(true));
    expect(searches.every((query) => query.get("guests") === "60")).toBe(true);
    expect((await screen.findByTestId("profile-filters")).textContent).toContain("From your wedding profile: available June 12, 2099.");
  });
});
