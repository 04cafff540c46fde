import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AccountUser } from "@domain/account-kinds";
import { InquiryForm } from "./InquiryForm";

const couple = {
  id: "u1",
  email: "maya@example.com",
  email_verified: true,
  user_metadata: { user_type: "couple", is_admin: false, name: "Maya" },
  is_admin: false,
} as unknown as AccountUser;
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ status: "signed-in", user: couple, isAdmin: false }) }));

const renderForm = (claimed: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InquiryForm vendor={{ id: "v1", businessName: "Lakeshore Light Studio", claimed }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the inquiry form", () => {
  it("says before sending that an unclaimed listing's inquiry waits for the business", () => {
    renderForm(false);
    const form = screen.getByRole("form", { name: "Send an inquiry to Lakeshore Light Studio" });
    expect(form.textContent).toContain("Lakeshore Light Studio hasn\u2019t claimed their Serviceberry profile yet. You can still write");
  });

  it("says nothing of the kind when the vendor manages their profile", () => {
    renderForm(true);
    const form = screen.getByRole("form", { name: "Send an inquiry to Lakeshore Light Studio" });
    expect(form.textContent).not.toContain("hasn\u2019t claimed");
  });
});
