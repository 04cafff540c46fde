import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SavedVenue } from "@domain/venue-cards";
import { CompareTable } from "./CompareTable";

function venue(id: string, name: string, details: Record<string, string>): SavedVenue {
  return {
    id, slug: id, name, city: "columbus", neighborhood: "", summary: "", styles: ["rustic"], setting: "both",
    seatedCapacity: 120, standingCapacity: 160, priceTier: 2, rentalFeeMin: 3000, rentalFeeMax: 6000, perGuestMin: 60, perGuestMax: 90,
    amenities: [], catering: "approved_list", alcohol: "venue_bar", has3dTour: false, cover: null,
    savedAt: "2026-11-01T00:00:00.000Z", published: true, details,
  };
}

describe("the compare table (issue 11: the owners' answers reach couples)", () => {
  it("adds a row for each questionnaire answer either venue gave, and says where one is missing", () => {
    render(
      <MemoryRouter>
        <CompareTable venues={[venue("a", "Barn A", { candles: "restricted", deposit: "30% of the fee" }), venue("b", "Loft B", { candles: "not_allowed" })]} />
      </MemoryRouter>,
    );
    const candles = screen.getByRole("row", { name: /Candles and open flames/ });
    expect(within(candles).getByText("Allowed with conditions")).toBeTruthy();
    expect(within(candles).getByText("Not allowed")).toBeTruthy();
    const deposit = screen.getByRole("row", { name: /Deposit to hold the date/ });
    expect(within(deposit).getByText("30% of the fee")).toBeTruthy();
    expect(within(deposit).getByText("Not answered")).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Rain plan/ })).toBeNull();
  });
});
