import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlagName } from "@domain/flags";
import type { Dashboard } from "./api";
import { Overview } from "./DashboardPage";

// Flags are build settings; a test turns them on here instead.
const flagsOn = vi.hoisted(() => new Set<FlagName>());
vi.mock("@web/lib/flags", () => ({ isFlagOn: (flag: FlagName) => flagsOn.has(flag) }));
vi.mock("@web/lib/auth", () => ({ useAuth: () => ({ status: "signed-in", user: null, isAdmin: false }) }));
afterEach(() => flagsOn.clear());

const DATA = {
  vendor: {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "rosa-field-florals",
    published: false,
    reviewCount: 0,
    ratingTotal: 0,
    updatedAt: "2026-11-01T00:00:00.000Z",
    businessName: "Rosa Field Florals",
    category: "florists",
    city: "cleveland",
    citiesServed: ["cleveland"],
    summary: "Garden flowers for Cleveland weddings, grown nearby.",
    description: "Short.",
    startingPrice: 1500,
    styles: ["garden"],
    yearsInBusiness: 7,
    responseTimeHours: 24,
    website: "",
    phone: "",
  },
  packages: [{ id: "p1", name: "Ceremony", price: 1500, description: "", includes: ["Bouquet"], position: 0 }],
  images: [],
  recommendations: [],
  views: { total: 212, last30Days: 37, days: [] },
  inquiries: { new: 2, replied: 1, booked: 4 },
} as unknown as Dashboard;

function renderOverview() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Overview data={DATA} onOpen={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("vendor dashboard overview", () => {
  it("shows the views and inquiry counts, and no milestones while the flag is off", () => {
    renderOverview();
    expect(screen.getByText("37")).toBeTruthy();
    expect(screen.getByText("212 in all")).toBeTruthy();
    expect(screen.getByText("3 open conversations")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Profile milestones" })).toBeNull();
  });

  it("shows the profile completeness steps with vendor_milestones_v1", () => {
    flagsOn.add("vendor_milestones_v1");
    renderOverview();
    expect(screen.getByRole("heading", { name: "Profile milestones" })).toBeTruthy();
    // Pricing, packages and cities are done; story (short description), portfolio, friendor and publishing are not.
    expect(screen.getByText("43% complete")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Profile completeness" }).getAttribute("aria-valuenow")).toBe("43");
    expect(screen.getByText(/Add a package/).textContent).toContain("(done)");
    expect(screen.getByText(/Publish your profile/).textContent).toContain("(to do)");
  });
});
