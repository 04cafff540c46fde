import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import DemoPage from "./DemoPage";

function renderDemo() {
  render(
    <MemoryRouter initialEntries={["/demo"]}>
      <DemoPage />
    </MemoryRouter>,
  );
}

const dollars = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("the /demo walkthrough", () => {
  it("moving a budget slider recomputes shares while the total stays $35,000, and Reset restores the sample", () => {
    renderDemo();
    const budget = screen.getByTestId("demo-budget");
    const venue = budget.querySelector<HTMLElement>('[data-category="venue"]')!;
    expect(within(venue).getByTestId("demo-budget-allocated").textContent).toBe("of $15,750");
    expect(within(venue).getByTestId("demo-budget-share").textContent).toBe("45%");
    const extrasBefore = within(budget.querySelector<HTMLElement>('[data-category="extras"]')!).getByTestId("demo-budget-allocated").textContent;

    // Nine steps of $250 to the right, as nine presses of the arrow key would move it.
    fireEvent.change(screen.getByRole("slider", { name: /Venue & catering/ }), { target: { value: String(15_750 + 9 * 250) } });
    expect(within(venue).getByTestId("demo-budget-allocated").textContent).toBe("of $18,000");
    expect(within(venue).getByTestId("demo-budget-share").textContent).toBe("51%");
    expect(within(budget).getByTestId("demo-budget-total").textContent).toBe("$35,000");
    const allocations = within(budget).getAllByTestId("demo-budget-allocated").map((cell) => dollars(cell.textContent));
    expect(allocations).toHaveLength(6);
    expect(allocations.reduce((sum, amount) => sum + amount, 0)).toBe(35_000);
    // Another category gave way.
    const extrasAfter = within(budget.querySelector<HTMLElement>('[data-category="extras"]')!).getByTestId("demo-budget-allocated").textContent;
    expect(extrasAfter).not.toBe(extrasBefore);
    expect(screen.getByText(/^Venue & catering: \$18,000, 51% of \$35,000\. The other categories adjusted\.$/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Reset the sample budget" }));
    expect(within(venue).getByTestId("demo-budget-allocated").textContent).toBe("of $15,750");
    expect(within(venue).getByTestId("demo-budget-share").textContent).toBe("45%");
  });

  it("changing an RSVP and ticking a task update the counts", async () => {
    const user = userEvent.setup();
    renderDemo();
    expect(screen.getByTestId("rsvp-attending").textContent).toBe("4");
    expect(screen.getByTestId("rsvp-pending").textContent).toBe("3");
    await user.selectOptions(screen.getByRole("combobox", { name: "RSVP for Diego Alvarez" }), "attending");
    expect(screen.getByTestId("rsvp-attending").textContent).toBe("5");
    expect(screen.getByTestId("rsvp-pending").textContent).toBe("2");
    expect(screen.getByTestId("rsvp-note").textContent).toContain("2 guests have not replied");

    expect(screen.getByTestId("timeline-progress").textContent).toBe("3 of 8 done");
    await user.click(screen.getByRole("checkbox", { name: /Mail save-the-dates/ }));
    expect(screen.getByTestId("timeline-progress").textContent).toBe("4 of 8 done");
  });
});
