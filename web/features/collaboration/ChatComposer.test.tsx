import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlagName } from "@domain/flags";
import { ChatComposer } from "./ChatComposer";

// Flags are build settings; a test turns them on here instead.
const flagsOn = vi.hoisted(() => new Set<FlagName>());
vi.mock("@web/lib/flags", () => ({ isFlagOn: (flag: FlagName) => flagsOn.has(flag) }));

afterEach(() => {
  flagsOn.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ME = "me-1";
const MEMBERS = [
  { id: ME, name: "Riley Couple", isCouple: true },
  { id: "joan-1", name: "Joan Parent", isCouple: false },
  { id: "mia-1", name: "Mia Honor", isCouple: false },
  { id: "jo-2", name: "Jonah Best", isCouple: false },
];
const message = (body: string, mentions: string[] = []) => ({ id: 7, body, createdAt: new Date().toISOString(), author: { id: ME, name: "Riley Couple", isCouple: true }, mentions, attachment: null });

function renderComposer() {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const json = JSON.parse(String(init?.body)) as { body: string; mentions: string[] };
    sent.push(json);
    return new Response(JSON.stringify(message(json.body, json.mentions)), { status: 201, headers: { "content-type": "application/json" } });
  });
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatComposer coupleId={ME} selfId={ME} members={MEMBERS} onSent={onSent} />
    </QueryClientProvider>,
  );
  return { sent, onSent, box: screen.getByRole("combobox", { name: "Your message" }) };
}

describe("mentions in the composer", () => {
  it("lists the other members after @, narrows as you type, and picks with the keyboard", async () => {
    const { sent, onSent, box } = renderComposer();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.type(box, "Thanks @");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    // Everyone but me.
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Joan Parent", "Mia Honor", "Jonah Best"]);
    await userEvent.type(box, "jo");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Joan Parent", "Jonah Best"]);
    expect(screen.getByRole("option", { name: "Joan Parent" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowDown}");
    const jonah = screen.getByRole("option", { name: "Jonah Best" });
    expect(jonah.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(jonah.id);
    // Enter picks while the list is open; it does not send.
    await userEvent.keyboard("{Enter}");
    expect(sent).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toBe("Thanks @Jonah Best ");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.type(box, "for the cake{Enter}");
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent).toEqual([{ body: "Thanks @Jonah Best for the cake", mentions: ["jo-2"] }]);
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("matches a last name too, picks by click or Tab, and drops a mention deleted from the text", async () => {
    const { sent, box } = renderComposer();
    await userEvent.type(box, "@hon");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Mia Honor"]);
    await userEvent.click(screen.getByRole("option", { name: "Mia Honor" }));
    await userEvent.type(box, "and @Joa");
    await userEvent.keyboard("{Tab}");
    expect((box as HTMLTextAreaElement).value).toBe("@Mia Honor and @Joan Parent ");
    // Mia's name is removed from the text: she is not mentioned any more; Joan still is.
    await userEvent.clear(box);
    await userEvent.type(box, "Only @Joan Parent now{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ body: "Only @Joan Parent now", mentions: ["joan-1"] });
  });

  it("closes on Escape (Enter then sends), and an email address opens no list", async () => {
    const { sent, box } = renderComposer();
    await userEvent.type(box, "write to ana@jo");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.clear(box);
    await userEvent.type(box, "@mi");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(sent).toEqual([{ body: "@mi", mentions: [] }]));
  });

  it("says what to fix instead of sending an empty message", async () => {
    const { sent } = renderComposer();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Write a message first.");
    expect(sent).toHaveLength(0);
  });
});

/** A stand-in XMLHttpRequest: reports progress, then answers as the server would. */
function fakeUpload(answer: { status: number; body: unknown }) {
  const requests: { url: string; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    responseType = "";
    status = 0;
    response: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      requests.push({ url: this.url, form });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
      release = () => {
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      };
    }
  }
  let release: () => void = () => undefined;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { requests, finish: () => release() };
}

const picture = (name = "cake.jpg", bytes = 2048, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

describe("attachments (messages_uploads_v1)", () => {
  it("offers no attachment without the flag", () => {
    renderComposer();
    expect(screen.queryByRole("button", { name: "Attach a picture or PDF" })).toBeNull();
  });

  it("previews a picked picture, shows the upload's progress, and sends it with the caption and mentions", async () => {
    flagsOn.add("messages_uploads_v1");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => undefined }));
    const upload = fakeUpload({ status: 201, body: message("Which one? @Joan Parent", ["joan-1"]) });
    const { onSent, box } = renderComposer();
    expect(screen.getByRole("button", { name: "Attach a picture or PDF" })).toBeTruthy();
    await userEvent.upload(screen.getByTestId("chat-file-input"), picture());
    const preview = screen.getByTestId("chat-attachment-preview");
    expect(preview.textContent).toContain("cake.jpg");
    expect(preview.querySelector("img")?.getAttribute("src")).toBe("blob:preview");
    await userEvent.type(box, "Which one? @Joa");
    await userEvent.keyboard("{Enter}{Enter}");
    expect(await screen.findByText("Sending... 40%")).toBeTruthy();
    expect((screen.getByRole("progressbar") as HTMLProgressElement).value).toBe(40);
    expect(upload.requests[0]!.url).toBe(`/api/collaboration/chat/${ME}/attachments`);
    const form = upload.requests[0]!.form;
    expect((form.get("file") as File).name).toBe("cake.jpg");
    expect(form.get("body")).toBe("Which one? @Joan Parent");
    expect(form.get("mentions")).toBe("joan-1");
    upload.finish();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(screen.queryByTestId("chat-attachment-preview")).toBeNull();
  });

  it("refuses a file of another kind or too large before sending, and shows the server's reason for a disguised one", async () => {
    flagsOn.add("messages_uploads_v1");
    const upload = fakeUpload({ status: 415, body: { error: { code: "unsupported_attachment", message: "Only pictures (JPEG, PNG, WebP or HEIC) and PDFs can be attached. That file is neither, whatever its name says." } } });
    renderComposer();
    const input = screen.getByTestId("chat-file-input");
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(screen.getByRole("alert").textContent).toBe("Attach a picture (JPEG, PNG, WebP or HEIC) or a PDF.");
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(6 * 1024 * 1024)], "contract.pdf", { type: "application/pdf" })] } });
    expect(screen.getByRole("alert").textContent).toBe("That PDF is 6.0 MB; PDFs can be at most 5.0 MB.");
    expect(screen.queryByTestId("chat-attachment-preview")).toBeNull();
    // A text file named like a PDF passes the browser's look; the server reads it and says why not.
    fireEvent.change(input, { target: { files: [new File(["hello"], "menu.pdf", { type: "application/pdf" })] } });
    expect(screen.getByTestId("chat-attachment-preview").textContent).toContain("menu.pdf");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    upload.finish();
    expect((await screen.findByRole("alert")).textContent).toMatch(/whatever its name says/);
    // The file stays, so they can remove it or pick another.
    expect(screen.getByRole("button", { name: "Remove menu.pdf" })).toBeTruthy();
  });

  it("takes a dropped file", () => {
    flagsOn.add("messages_uploads_v1");
    renderComposer();
    fireEvent.drop(screen.getByTestId("chat-composer"), { dataTransfer: { files: [new File(["%PDF-1.4"], "quote.pdf", { type: "application/pdf" })], types: ["Files"] } });
    expect(screen.getByTestId("chat-attachment-preview").textContent).toContain("quote.pdf");
  });
});
