import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setApiFetch } from "@web/lib/api";
import { formatWebVital, WebVitalsPanel } from "./WebVitalsPanel";

const summary = {
  days: 7,
  sampleRate: 0.25,
  rows: [
    {
      route: "/venues/:id",
      device: "phone",
      visits: 25,
      metrics: { LCP: { p75: 3990, rating: "needs-improvement", samples: 25 }, INP: { p75: 736, rating: "poor", samples: 18 }, CLS: null },
    },
  ],
};

function renderPanel(answer: (days: string) => unknown) {
  const requested: string[] = [];
  setApiFetch(async (input) => {
    const days = new URL(String(input), "http://localhost").searchParams.get("days") ?? "";
    requested.push(days);
    return new Response(JSON.stringify(answer(days)), { status: 200, headers: { "content-type": "application/json" } });
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/admin/web-vitals"]}>
        <WebVitalsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requested;
}

afterEach(() => setApiFetch(fetch));

describe("the admin's web vitals", () => {
  it("shows each 75th percentile with its rating in words, and a dash where nothing was measured", async () => {
    renderPanel(() => summary);
    const table = await screen.findByRole("table", { name: /75th percentiles/ });
    const row = within(table).getByRole("row", { name: /venues/ });
    expect(within(row).getByRole("rowheader").textContent).toBe("/venues/:id");
    expect(row.textContent).toContain("Phone");
    expect(row.textContent).toContain("3.99 sNeeds improvement");
    expect(row.textContent).toContain("736 msPoor");
    expect(within(row).getByText("No measurements")).toBeTruthy();
    expect(screen.getByText("25 measured visits in the last 7 days")).toBeTruthy();
  });

  it("asks for the chosen window, and explains the flag and the sampling when there is nothing", async () => {
    const requested = renderPanel((days) => ({ ...summary, days: Number(days), rows: days === "30" ? [] : summary.rows }));
    await screen.findByRole("table", { name: /75th percentiles/ });
    await userEvent.setup().click(screen.getByRole("radio", { name: "30 days" }));
    expect(await screen.findByText("No measurements in the last 30 days")).toBeTruthy();
    expect(screen.getByText(/VITE_FLAG_TELEMETRY_CANARY=true/).closest("p")?.textContent).toMatch(/25% of page loads are measured\. This build has the flag off\./);
    expect(requested).toEqual(["7", "30"]);
  });

  it("formats LCP in seconds, INP in milliseconds and CLS as a score, rounded up so a threshold reads true", () => {
    expect(formatWebVital("LCP", 2500)).toBe("2.50 s");
    expect(formatWebVital("LCP", 2500.4)).toBe("2.51 s");
    expect(formatWebVital("INP", 1234.4)).toBe("1,235 ms");
    expect(formatWebVital("INP", 200)).toBe("200 ms");
    expect(formatWebVital("CLS", 0.045)).toBe("0.045");
    expect(formatWebVital("CLS", 0.1)).toBe("0.10");
    expect(formatWebVital("CLS", 0.1004)).toBe("0.101");
    expect(formatWebVital("CLS", 0.1 + 0.2)).toBe("0.30");
  });
});
