import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { ConfirmFooter, SubmitFooter } from "./ConfirmFooter";

vi.mock("@web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() }, toastError: vi.fn() }));

function inDialog(footer: React.ReactNode, onOpenChange: (open: boolean) => void, onSubmit?: () => void) {
  render(
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Title</DialogTitle>
        <DialogDescription>What happens</DialogDescription>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          {footer}
        </form>
      </DialogContent>
    </Dialog>,
  );
}

describe("SubmitFooter", () => {
  it("submits the dialog's form, and Cancel closes the dialog without submitting", async () => {
    const onOpenChange = vi.fn();
    const onSubmit = vi.fn();
    inDialog(<SubmitFooter submitLabel="Set plan" pendingLabel="Saving..." pending={false} />, onOpenChange, onSubmit);
    await userEvent.click(screen.getByRole("button", { name: "Set plan" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("says it is sending and cannot be pressed twice while pending", () => {
    inDialog(<SubmitFooter submitLabel="Set plan" pendingLabel="Saving..." pending />, vi.fn());
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Saving..." }).disabled).toBe(true);
  });
});

describe("ConfirmFooter", () => {
  it("goes ahead on the confirm button, and Keep it closes the dialog", async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    inDialog(<ConfirmFooter confirmLabel="Delete task" pendingLabel="Deleting..." pending={false} onConfirm={onConfirm} />, onOpenChange);
    await userEvent.click(screen.getByRole("button", { name: "Delete task" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the pending label, disabled, while the removal runs", () => {
    inDialog(<ConfirmFooter confirmLabel="Delete task" pendingLabel="Deleting..." pending onConfirm={vi.fn()} />, vi.fn());
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Deleting..." }).disabled).toBe(true);
  });
});
