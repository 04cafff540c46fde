import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@web/lib/api";
import { PhotoManager } from "./PhotoManager";
import { uploadPhoto } from "./api";

vi.mock("./api", async (importOriginal) => ({ ...(await importOriginal<typeof import("./api")>()), uploadPhoto: vi.fn() }));

afterEach(() => vi.mocked(uploadPhoto).mockReset());

function renderManager() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhotoManager venueId="00000000-0000-4000-8000-000000000001" images={[]} onImagesChange={() => {}} />
    </QueryClientProvider>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Choose photos to upload"), { target: { files: [file] } });
}

describe("the photo manager (issue 11: a refused file leaves no broken thumbnail)", () => {
  it("shows the preview while uploading, then the server's message and no picture once refused", async () => {
    let refuse: (error: unknown) => void = () => {};
    vi.mocked(uploadPhoto).mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    renderManager();
    choose(new File(["same bytes as the porch photo"], "porch.jpg", { type: "image/jpeg" }));

    const uploads = screen.getByRole("list", { name: "Uploads" });
    await waitFor(() => expect(uploads.querySelector("img")?.getAttribute("src")).toMatch(/^data:image\/jpeg/));
    refuse(new ApiRequestError(409, "duplicate_image", "This photo is already in your gallery."));

    expect(await within(uploads).findByText("This photo is already in your gallery.")).toBeTruthy();
    expect(uploads.querySelector("img")).toBeNull();
    expect(within(uploads).getByRole("button", { name: "Dismiss porch.jpg" })).toBeTruthy();
  });

  it("falls back to the placeholder when the browser can't draw the preview", async () => {
    vi.mocked(uploadPhoto).mockImplementation(() => new Promise(() => {}));
    renderManager();
    choose(new File(["not really a picture"], "hall.heic", { type: "image/heic" }));
    const uploads = screen.getByRole("list", { name: "Uploads" });
    const preview = await waitFor(() => {
      const img = uploads.querySelector("img");
      expect(img).not.toBeNull();
      return img!;
    });
    fireEvent.error(preview);
    expect(uploads.querySelector("img")).toBeNull();
    expect(within(uploads).getByLabelText("Uploading hall.heic")).toBeTruthy();
  });
});
