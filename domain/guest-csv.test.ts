import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, guestsToCsv, toCsv, type GuestExportRow } from "./guest-csv.ts";

describe("csvCell", () => {
  it("escapes cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+1 614 555 0142")).toBe("'+1 614 555 0142");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\tcalc")).toBe("'\tcalc");
    expect(csvCell("\rcalc")).toBe(`"'\rcalc"`);
  });

  it("leaves ordinary text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Ana Alvarez")).toBe("Ana Alvarez");
    expect(csvCell("Smith, Jr.")).toBe(`"Smith, Jr."`);
    expect(csvCell('The "Bean" family')).toBe(`"The ""Bean"" family"`);
    expect(csvCell("12 Elm St\nApt 4")).toBe(`"12 Elm St\nApt 4"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(4)).toBe("4");
    expect(csvCell("José Ñúñez")).toBe("José Ñúñez");
  });

  it("ends every line with CRLF", () => {
    expect(toCsv([["a", "b"], ["c", "d"]])).toBe("a,b\r\nc,d\r\n");
  });
});

const row = (over: Partial<GuestExportRow>): GuestExportRow => ({
  household: "The Alvarez family",
  firstName: "Ana",
  lastName: "Alvarez",
  email: "ana@example.com",
  phone: "+16145550142",
  side: "partner1",
  guestType: "adult",
  rsvpStatus: "attending",
  mealChoice: "Salmon",
  dietaryNeeds: "",
  plusOneAllowed: false,
  plusOneName: "",
  tableAssignment: null,
  tags: ["Family", "College"],
  addressLine1: "12 Elm St",
  addressLine2: "",
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  country: "United States",
  notes: "",
  events: { ceremony: "attending" },
  ...over,
});

describe("guestsToCsv", () => {
  it("writes one column per event and reads back as the same values, formulas defused", () => {
    const events = [
      { id: "ceremony", name: "Ceremony" },
      { id: "brunch", name: "Brunch" },
    ];
    const csv = guestsToCsv([row({}), row({ firstName: "=cmd|' /C calc'!A0", notes: "Line one\nline two", events: {} })], events);
    const parsed = Papa.parse<string[]>(csv.trim(), { newline: "\r\n" }).data;
    expect(parsed[0]).toContain("RSVP: Ceremony");
    expect(parsed[0]).toContain("RSVP: Brunch");
    const header = parsed[0]!;
    const at = (r: string[], column: string) => r[header.indexOf(column)];
    expect(at(parsed[1]!, "RSVP: Ceremony")).toBe("Attending");
    expect(at(parsed[1]!, "RSVP: Brunch")).toBe("Not invited");
    expect(at(parsed[1]!, "Side")).toBe("Partner 1");
    expect(at(parsed[1]!, "Tags")).toBe("Family; College");
    expect(at(parsed[1]!, "Phone")).toBe("'+16145550142");
    expect(at(parsed[2]!, "First name")).toBe("'=cmd|' /C calc'!A0");
    expect(at(parsed[2]!, "Notes")).toBe("Line one\nline two");
    expect(parsed).toHaveLength(3);
  });
});
