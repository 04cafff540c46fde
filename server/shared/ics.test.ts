import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine } from "./ics.ts";

describe("ics", () => {
  it("escapes text values", () => {
    expect(escapeIcsText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds at 75 octets without splitting a UTF-8 character", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("writes one VEVENT with UTC times and CRLF endings", () => {
    const ics = buildIcs({
      uid: "x@serviceberry",
      start: new Date("2027-06-12T18:30:00Z"),
      end: new Date("2027-06-12T19:30:00Z"),
      stamp: new Date("2027-01-01T00:00:00Z"),
      summary: "Venue tour: A",
      location: "1 Main St",
      description: "Hi",
    });
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Serviceberry//Venue tours//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:x@serviceberry",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270612T183000Z",
        "DTEND:20270612T193000Z",
        "SEQUENCE:0",
        "STATUS:CONFIRMED",
        "SUMMARY:Venue tour: A",
        "LOCATION:1 Main St",
        "DESCRIPTION:Hi",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
