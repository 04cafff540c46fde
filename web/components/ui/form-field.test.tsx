import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CharacterCount } from "./form-field";

describe("a field's character count", () => {
  it("reads length out of the most, with thousands separated, quiet while it fits", () => {
    render(<CharacterCount length={12} max={280} />);
    const count = screen.getByText("12 / 280");
    expect(count.className).toContain("text-muted-foreground");
  });

  it("turns red once over the most", () => {
    render(<CharacterCount length={2001} max={2000} />);
    const count = screen.getByText("2,001 / 2,000");
    expect(count.className).toContain("text-destructive");
  });
});
