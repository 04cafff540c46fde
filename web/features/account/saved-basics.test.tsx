import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "@web/lib/api";
import { AuthProvider } from "@web/lib/auth";
import { usePrefillFromProfile } from "./saved-basics";

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

function answer(path: string) {
  if (path.startsWith("/api/account/me")) return { user: couple };
  if (path.startsWith("/api/account/user-types")) return { is_admin: false };
  if (path.startsWith("/api/account/couple-profile")) return { profile: { weddingDate: "2027-06-12", guestCount: 140 } };
  return {};
}

function GuestCountField({ label, typed }: { label: string; typed: string }) {
  const [value, setValue] = useState(typed);
  usePrefillFromProfile(({ guestCount }) => setValue((v) => v || (guestCount ? String(guestCount) : "")));
  return <input aria-label={label} value={value} onChange={(e) => setValue(e.target.value)} />;
}

afterEach(() => setApiFetch(fetch));

describe("forms reuse the saved wedding profile", () => {
  it("fills a blank guest count from the couple's profile, and keeps one the couple already typed", async () => {
    setApiFetch(async (input) => new Response(JSON.stringify(answer(String(input))), { status: 200, headers: { "content-type": "application/json" } }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <GuestCountField label="Blank" typed="" />
          <GuestCountField label="Typed" typed="95" />
        </AuthProvider>
      </QueryClientProvider>,
    );
    // Both fields get the profile in the same render; once the blank one is filled, the typed one has had its chance.
    await waitFor(() => expect((screen.getByLabelText("Blank") as HTMLInputElement).value).toBe("140"));
    expect((screen.getByLabelText("Typed") as HTMLInputElement).value).toBe("95");
  });
});
