import { describe, expect, it } from "vitest";
import {
  buildImportPlan,
  ImportFileError,
  parseAddress,
  parseCsvText,
  parseVCards,
  readImportText,
  resolveDuplicates,
  sniffBytes,
  type ImportField,
} from "./index";

function plan(text: string, existing: Parameters<typeof buildImportPlan>[2] = {}) {
  const read = readImportText(text);
  return { read, plan: buildImportPlan(read.table, read.mapping, existing) };
}

function names(p: ReturnType<typeof buildImportPlan>) {
  return p.households.map((h) => h.guests.map((g) => `${g.firstName} ${g.lastName}${g.plusOneAllowed ? ` +1${g.plusOneName ? ` ${g.plusOneName}` : ""}` : ""}`));
}

describe("reading CSV text", () => {
  it("strips a byte-order mark, keeps quoted line breaks and UTF-8 names", () => {
    const table = parseCsvText('\uFEFFName,Address\r\n"Zoë Ångström","12 Elm St\nApt 4\nColumbus, OH 43215"\r\n"José Núñez",1 Main St\r\n');
    expect(table.headers).toEqual(["Name", "Address"]);
    expect(table.rows).toEqual([
      ["Zoë Ångström", "12 Elm St\nApt 4\nColumbus, OH 43215"],
      ["José Núñez", "1 Main St"],
    ]);
  });

  it("detects semicolons (European Excel) and tabs (pasted from a spreadsheet)", () => {
    expect(parseCsvText('First Name;Last Name;Email\nAna;"Lee; Jr.";ana@example.com\n').rows[0]).toEqual(["Ana", "Lee; Jr.", "ana@example.com"]);
    const tabbed = parseCsvText("First Name\tLast Name\tNotes\nAna\tLee\tlikes, commas\n");
    expect(tabbed.delimiter).toBe("\t");
    expect(tabbed.rows[0]).toEqual(["Ana", "Lee", "likes, commas"]);
  });

  it("pads short rows, drops blank ones and names duplicate or empty headers", () => {
    const table = parseCsvText("Name,Email,,Email\nAna Lee\n\n,,,\nBo Diaz,bo@example.com,x,y\n");
    expect(table.headers).toEqual(["Name", "Email", "Column 3", "Email (2)"]);
    expect(table.rows).toEqual([
      ["Ana Lee", "", "", ""],
      ["Bo Diaz", "bo@example.com", "x", "y"],
    ]);
  });

  it("refuses files that are not CSV at all, saying what they are", () => {
    const error = (text: string) => {
      try {
        readImportText(text);
      } catch (e) {
        return e instanceof ImportFileError ? e.code : "other";
      }
      return "none";
    };
    expect(error("<!DOCTYPE html><html><body><table></table></body></html>")).toBe("html");
    expect(error('[{"name":"Ana"}]')).toBe("json");
    expect(error("PK\u0003\u0004\u0014\u0000\u0006\u0000")).toBe("binary");
    expect(error("   \n  ")).toBe("empty");
    expect(error("First Name,Last Name\n")).toBe("no_rows");
    expect(sniffBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))?.code).toBe("xlsx");
    expect(sniffBytes(new Uint8Array([0x25, 0x50, 0x44, 0x46]))?.code).toBe("pdf");
    expect(sniffBytes(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))?.code).toBe("binary");
    expect(sniffBytes(new TextEncoder().encode("Name,Email\nAna,a@b.co\n"))).toBeNull();
  });
});

describe("format detection and mapping", () => {
  it("Zola: one row per household, partner and child columns, Guest as an unnamed plus-one", () => {
    const { read, plan: p } = plan(
      [
        "First Name,Last Name,Partner First Name,Partner Last Name,Child 1 First Name,Child 1 Last Name,Child 2 First Name,Child 2 Last Name,Email,Phone,Address Line 1,Address Line 2,City,State/Province,Zip/Postal Code,Country,Tags",
        "Maria,Lopez,Guest,,,,,,maria@example.com,614-555-0101,12 Elm St,,Columbus,OH,43215,United States,College",
        "Dana,Reed,Chris,Reed,Ava,,Leo,Reed-Park,dana@example.com,,,,,,,,Family",
      ].join("\n"),
    );
    expect(read.format).toBe("zola");
    expect(names(p)).toEqual([["Maria Lopez +1"], ["Dana Reed", "Chris Reed", "Ava Reed", "Leo Reed-Park"]]);
    expect(p.households[0]!.address).toMatchObject({ line1: "12 Elm St", city: "Columbus", state: "OH", postalCode: "43215" });
    expect(p.households[0]!.guests[0]!.phone).toBe("+16145550101");
    expect(p.households[1]!.guests[2]!.guestType).toBe("child");
    expect(p.households[1]!.name).toBe("The Reed family");
    expect(p.counts).toMatchObject({ households: 2, guests: 5, plusOnes: 1, errors: 0 });
  });

  it("The Knot: one row per person, households by Party, an RSVP column per event", () => {
    const { read, plan: p } = plan(
      [
        "Party,First Name,Last Name,Email,Street Address 1,City,State/Region,Zip/Postal Code,Rehearsal Dinner - RSVP,Wedding - RSVP",
        "The Parks,Sam,Park,sam@example.com,9 Oak Ave,Nashville,TN,37203,Attending,Attending",
        "The Parks,Jo,Park,,,,,,Regret,Attending",
        "The Parks,Guest,,,,,,,No Response,No Response",
        "Kim Nguyen,Kim,Nguyen,kim@example.com,,,,,No Response,Regret",
      ].join("\n"),
    );
    expect(read.format).toBe("theknot");
    expect(read.mapping.filter((f) => f.startsWith("rsvp:"))).toEqual(["rsvp:Rehearsal Dinner", "rsvp:Wedding"]);
    expect(names(p)).toEqual([["Sam Park +1", "Jo Park"], ["Kim Nguyen"]]);
    expect(p.households[0]!.name).toBe("The Parks");
    expect(p.households[0]!.guests[1]!.eventRsvps).toEqual({ "Rehearsal Dinner": "declined", Wedding: "attending" });
    expect(p.households[1]!.guests[0]!.eventRsvps).toEqual({ "Rehearsal Dinner": "pending", Wedding: "declined" });
    expect(p.events).toEqual(["Rehearsal Dinner", "Wedding"]);
  });

  it("Joy: (Optional) headers and |-separated tags", () => {
    const { read, plan: p } = plan(
      "First Name,Last Name,Email (Optional),Phone Number (Optional),Party (Optional),Tags (Optional)\nLi,Wei,li@example.com,+1 513 555 0102,Wei Family,Family | Out of town|Ceremony\nMei,Wei,,,Wei Family,Family\n",
    );
    expect(read.format).toBe("joy");
    expect(read.mapping).toEqual(["firstName", "lastName", "email", "phone", "household", "tags"]);
    expect(p.households).toHaveLength(1);
    expect(p.households[0]!.guests[0]!.tags).toEqual(["Family", "Out of town", "Ceremony"]);
  });

  it("Google Contacts: numbered groups, ::: multi-values, a multi-line formatted address, labels as tags", () => {
    const { read, plan: p } = plan(
      [
        "First Name,Middle Name,Last Name,Labels,E-mail 1 - Label,E-mail 1 - Value,E-mail 2 - Label,E-mail 2 - Value,Phone 1 - Label,Phone 1 - Value,Address 1 - Label,Address 1 - Formatted",
        'Priya,,Shah,* myContacts ::: Wedding,* Home ::: Work,priya@example.com ::: priya@work.example,,,Mobile,(216) 555-0103,Home,"4 Lake Rd\nCleveland, OH 44113\nUS"',
        ",,,* myContacts,,,Other,only@example.com,,,,",
      ].join("\n"),
    );
    expect(read.format).toBe("google");
    expect(p.households[0]!.guests[0]).toMatchObject({ email: "priya@example.com", phone: "+12165550103", tags: ["Wedding"] });
    expect(p.households[0]!.address).toMatchObject({ line1: "4 Lake Rd", city: "Cleveland", state: "OH", postalCode: "44113", country: "US" });
    expect(p.households[1]!.guests[0]!.email).toBe("only@example.com");
    expect(p.problems).toEqual([expect.objectContaining({ row: 3, code: "missing_name" })]);
  });

  it("Outlook: E-mail Address / E-mail 2 Address, Home Street parts, Categories", () => {
    const { read, plan: p } = plan(
      [
        "First Name,Middle Name,Last Name,Title,E-mail Address,E-mail 2 Address,Home Street,Home City,Home State,Home Postal Code,Mobile Phone,Home Phone,Categories",
        "Tom,,Baker,Mr.,,tom@example.com,55 Vine St,Cincinnati,OH,45202,,513-555-0104,Family;Reception",
      ].join("\n"),
    );
    expect(read.format).toBe("outlook");
    expect(p.households[0]!.guests[0]).toMatchObject({ firstName: "Tom", email: "tom@example.com", phone: "+15135550104", tags: ["Family", "Reception"] });
    expect(p.households[0]!.address).toMatchObject({ line1: "55 Vine St", city: "Cincinnati", postalCode: "45202" });
  });

  it("Eventbrite: households by order, Attendee Status as RSVP", () => {
    const { read, plan: p } = plan(
      [
        "Order #,Order Date,First Name,Last Name,Email,Quantity,Ticket Type,Attendee #,Attendee Status",
        "1001,2026-05-01,Eve,Stone,eve@example.com,2,General,1,Attending",
        "1001,2026-05-01,Ray,Stone,eve@example.com,2,General,2,Checked In",
        "1002,2026-05-02,Al,Ford,al@example.com,1,General,3,Not Attending",
      ].join("\n"),
    );
    expect(read.format).toBe("eventbrite");
    expect(names(p)).toEqual([["Eve Stone", "Ray Stone"], ["Al Ford"]]);
    expect(p.households[0]!.name).toBe("Eve & Ray Stone");
    expect(p.households[1]!.guests[0]!.rsvp).toBe("declined");
    // Two people on one order share the buyer's email: not the same person, since names differ.
    expect(p.problems).toEqual([]);
    expect(p.households[0]!.guests.map((g) => g.email)).toEqual(["eve@example.com", "eve@example.com"]);
  });

  it("plain spreadsheets: Name, RSVP, Meal, Side, Plus One", () => {
    const { read, plan: p } = plan("Name,Email,RSVP,Meal,Side,Plus One,Dietary Restrictions\nAna Lee,ana@example.com,yes,Chicken,Partner 1,Ben Ortiz,\nCal Fox,,no,,both,yes,vegan\n");
    expect(read.format).toBe("plain");
    expect(read.mapping).toEqual(["fullName", "email", "rsvp", "meal", "side", "plusOne", "dietary"]);
    expect(names(p)).toEqual([["Ana Lee +1 Ben Ortiz"], ["Cal Fox +1"]]);
    expect(p.households[0]!.guests[0]).toMatchObject({ rsvp: "attending", meal: "Chicken", side: "partner1", plusOneAllowed: true });
    expect(p.households[1]!.guests[0]).toMatchObject({ rsvp: "declined", side: "both", plusOneAllowed: true, dietary: "vegan" });
  });
});

describe("malformed files", () => {
  it("names the line a stray quote opens on, counting the line breaks inside quoted cells", () => {
    expect(() => parseCsvText('Name,Address\r\n"Ana Lee","12 Elm St\nApt 4"\r\n"Bo Diaz,1 Main St\r\nCy Fox,2 Oak St\r\n')).toThrow(/^Line 4 opens a quote/);
    expect(() => parseCsvText('Name,Address\n"Ana" Lee,12 Elm St\n')).toThrow(/^Line 2 has a quote \("\) in the middle of a cell, near/);
  });

  it("refuses replacement characters (text that was not UTF-8), a line past the limit, and too many columns", () => {
    expect(() => parseCsvText("Name,Email\nAna,ana@example.com\nJos\uFFFD,jose@example.com\n")).toThrow(/^Line 3 has characters that aren't UTF-8 text/);
    expect(() => parseCsvText(`Name,Notes\nAna,${"x".repeat(70_000)}\n`)).toThrow(/^Line 2 is longer than 65,536 characters/);
    expect(() => parseCsvText(`Name${",x".repeat(400)}\n`)).toThrow(/^Line 1 has more than 300 columns/);
  });

  it("keeps quoted separators, doubled quotes, a last empty cell and row numbers as a spreadsheet counts them", () => {
    const table = parseCsvText('Name,Nickname,Notes\r\n\r\n"Lee, Ana","The ""Ace""",\r\nBo,,"two\nlines"\r\n');
    expect(table.rows).toEqual([
      ["Lee, Ana", 'The "Ace"', ""],
      ["Bo", "", "two\nlines"],
    ]);
    expect(table.rowNumbers).toEqual([3, 4]);
  });
});

describe("row problems", () => {
  const text = [
    "First Name,Last Name,Email,RSVP,Side,Guest Type",
    "Ana,Lee,ana@example,maybe later,Partner 3,grown-up",
    ",,,,,",
    ",,nobody@example.com,,,",
    "Ana,Lee,ANA@example.com,,,",
    "Ana,Lee,ana@example.com,,,",
    "Bo,Diaz,,,,",
  ].join("\n");

  it("lists every row's problems with row numbers as the spreadsheet shows them", () => {
    const { plan: p } = plan(text, { existing: [{ id: "g1", householdId: "h1", firstName: "Bo", lastName: "Díaz", email: null }] });
    // Only the row with no name blocks; the others import with their values kept as written.
    expect(p.problems.map((problem) => [problem.row, problem.code, problem.kind])).toEqual([
      [2, "bad_email", "warning"],
      [2, "unknown_side", "warning"],
      [2, "unknown_guest_type", "warning"],
      [2, "unknown_rsvp", "warning"],
      [4, "missing_name", "error"],
      // Row 2's email was not kept (it is in its notes), so the same name with an email is the same person.
      [5, "duplicate_in_file", "duplicate"],
      [6, "duplicate_in_file", "duplicate"],
      [7, "duplicate_in_list", "duplicate"],
    ]);
    expect(p.problems[1]!.column).toBe("Side");
    expect(p.counts).toMatchObject({ errors: 1, warnings: 4 });
  });

  it("settles duplicates by skip or update, never adding anyone twice", () => {
    const clean = "First Name,Last Name,Email,Meal,Party\nAna,Lee,ana@example.com,,Lees\nAna,Lee,ana@example.com,Fish,Lees\nBo,Diaz,,Beef,Diaz\nCy,Diaz,,,Diaz\n";
    const existing = { existing: [{ id: "g1", householdId: "h1", firstName: "Bo", lastName: "Diaz", email: null }] };
    const skip = resolveDuplicates(plan(clean, existing).plan, "skip");
    expect(skip.households.map((h) => h.guests.map((g) => g.firstName))).toEqual([["Ana"]]);
    expect(skip.households[0]!.guests[0]!.meal).toBe("");
    expect(skip.joins.map((j) => [j.householdId, j.guest.firstName])).toEqual([["h1", "Cy"]]);
    expect(skip.updates).toEqual([]);
    expect(skip.skipped).toBe(2);

    const update = resolveDuplicates(plan(clean, existing).plan, "update");
    expect(update.households[0]!.guests[0]!.meal).toBe("Fish");
    expect(update.updates.map((u) => [u.guestId, u.guest.meal])).toEqual([["g1", "Beef"]]);
    expect(update.joins).toHaveLength(1);
  });
});

describe("vCard files", () => {
  const vcf = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "N:Okafor;Chidi;;;",
    "FN:Chidi Okafor",
    "item1.EMAIL;type=INTERNET;type=HOME:chidi@home.example",
    "item2.EMAIL;type=INTERNET;type=pref:chidi@example.com",
    "TEL;type=CELL;type=VOICE;type=pref:(615) 555-0105",
    "item3.ADR;type=HOME;type=pref:;;88 Broadway\\nSuite 2;Nashville;TN;37201;United Sta",
    " tes",
    "CATEGORIES:Family,Out of town",
    "END:VCARD",
    "BEGIN:VCARD",
    "VERSION:2.1",
    "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;",
    "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BC=",
    "ller",
    "TEL;HOME:513-555-0106",
    "END:VCARD",
    "BEGIN:VCARD",
    "VERSION:4.0",
    "FN:Ruth Adler",
    "EMAIL;PREF=1:ruth@example.com",
    "TEL;VALUE=uri;TYPE=cell:tel:+1-216-555-0107",
    "END:VCARD",
  ].join("\r\n");

  it("reads folded lines, preferred values first, quoted-printable and v4 URIs", () => {
    const contacts = parseVCards(vcf);
    expect(contacts).toHaveLength(3);
    expect(contacts[0]).toMatchObject({ firstName: "Chidi", lastName: "Okafor", emails: ["chidi@example.com", "chidi@home.example"], categories: ["Family", "Out of town"] });
    expect(contacts[0]!.addresses[0]).toEqual({ street: "88 Broadway\nSuite 2", extended: "", city: "Nashville", region: "TN", postalCode: "37201", country: "United States" });
    expect(contacts[1]).toMatchObject({ formattedName: "Jürgen Müller", firstName: "Jürgen", lastName: "Müller", phones: ["513-555-0106"] });
    expect(contacts[2]).toMatchObject({ firstName: "", formattedName: "Ruth Adler", phones: ["+1-216-555-0107"] });
  });

  it("becomes guests like any other file (N before FN, FN when N is missing)", () => {
    const { read, plan: p } = plan(vcf);
    expect(read.format).toBe("vcard");
    expect(names(p)).toEqual([["Chidi Okafor"], ["Jürgen Müller"], ["Ruth Adler"]]);
    expect(p.households[0]!.guests[0]!.tags).toEqual(["Family", "Out of town"]);
    expect(p.problems).toEqual([]);
  });
});

describe("addresses and mapping changes", () => {
  it("reads one-line and multi-line addresses", () => {
    expect(parseAddress("12 Elm St, Columbus, OH 43215")).toMatchObject({ line1: "12 Elm St", city: "Columbus", state: "OH", postalCode: "43215" });
    expect(parseAddress("1 Main St\nUnit 3\nDayton, Ohio 45402-1234")).toMatchObject({ line1: "1 Main St", line2: "Unit 3", city: "Dayton", state: "Ohio", postalCode: "45402-1234" });
  });

  it("follows a mapping the couple changed (a column left out is not imported)", () => {
    const read = readImportText("Who,Contact,Extra\nAna Lee,ana@example.com,secret\n");
    expect(read.mapping).toEqual(["ignore", "ignore", "ignore"]);
    const mapping: ImportField[] = ["fullName", "email", "ignore"];
    const p = buildImportPlan(read.table, mapping);
    expect(p.households[0]!.guests[0]).toMatchObject({ firstName: "Ana", lastName: "Lee", email: "ana@example.com", notes: "" });
  });
});

describe("the list's rules, checked fast", () => {
  it("agree with guestFieldsSchema on good and bad rows", async () => {
    const { guestFieldsSchema } = await import("../guests");
    const { storedGuestFields, guestFieldsOf } = await import("./build");
    const base = readImportText("First Name,Last Name\nAna,Lee\n");
    const guest = buildImportPlan(base.table, base.mapping).households[0]!.guests[0]!;
    const variants: Partial<typeof guest>[] = [
      {},
      { email: "Ana.Lee@Example.com" },
      { email: "ana@example" },
      { email: "ana..lee@example.com" },
      { phone: "(614) 555-0142" },
      { phone: "555" },
      { phone: "+44 20 7946 0958" },
      { firstName: " " },
      { firstName: "x".repeat(81) },
      { tags: ["Family", "Family", " College "] },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { meal: "  " },
      { meal: "m".repeat(61) },
      { table: "12" },
      { notes: "n".repeat(1001) },
      { plusOneAllowed: true, plusOneName: "Ben Ortiz" },
      { eventRsvps: { Ceremony: "declined", Reception: "declined" } },
    ];
    for (const variant of variants) {
      const candidate = { ...guest, ...variant };
      const schema = guestFieldsSchema.safeParse(guestFieldsOf(candidate));
      expect([variant, storedGuestFields(candidate)]).toEqual([variant, schema.success ? schema.data : null]);
    }
  });

  it("shortens a value longer than the list keeps, with a warning that shows it, and keeps it whole in the notes", () => {
    const { plan: p } = plan(`Name,Phone,Table,Notes\nAna Lee,555,${"1".repeat(41)},Met at college\n`);
    expect(p.problems).toEqual([
      expect.objectContaining({ row: 2, code: "bad_phone", kind: "warning", column: "Phone", message: expect.stringMatching(/^Phone "555" isn't a number we can call/) }),
      expect.objectContaining({ row: 2, code: "too_long", kind: "warning", column: "Table", message: expect.stringMatching(/^Table "1111.*longer than 40 characters/) }),
    ]);
    const [ana] = p.households.flatMap((household) => household.guests);
    expect(ana!.stored).toMatchObject({ tableAssignment: "1".repeat(40), notes: `Met at college\nPhone as written in the file: 555\nTable as written in the file: ${"1".repeat(41)}` });
  });

  it("keeps the first 1,000 characters of long notes and imports the row", () => {
    const { plan: p } = plan(`Name,Notes\nAna Lee,${"n".repeat(1500)}\n`);
    expect(p.problems).toEqual([expect.objectContaining({ row: 2, code: "too_long", kind: "warning", column: "Notes", message: "The notes are longer than 1,000 characters, so the first 1,000 are kept." })]);
    expect(p.counts.errors).toBe(0);
    expect(p.households[0]!.guests[0]!.stored?.notes).toBe("n".repeat(1000));
  });

  it("reads a phone for the row's country, and keeps a second email in the notes", () => {
    const { plan: p } = plan('Name,Email,Phone,Country\nAsha Rao,"asha@example.in, asha.rao@work.example",98765 43210,IN\nTom Hale,tom@example.co.uk,020 7946 0958,United Kingdom\n');
    expect(p.problems).toEqual([]);
    const [asha, tom] = p.households.flatMap((household) => household.guests);
    expect(asha).toMatchObject({ email: "asha@example.in", phone: "+919876543210", notes: "Also: asha.rao@work.example" });
    expect(tom).toMatchObject({ phone: "+442079460958" });
  });
});

describe("the downloadable template", () => {
  it("maps every column by itself and reads back without a problem", async () => {
    const { guestImportTemplateCsv } = await import("./template");
    const { read, plan: p } = plan(guestImportTemplateCsv());
    expect(read.format).toBe("plain");
    expect(read.mapping).not.toContain("ignore");
    expect(p.problems).toEqual([]);
    expect(names(p)).toEqual([["Maria Alvarez", "Leo Alvarez"], ["Jordan Lee +1"]]);
    expect(p.households[0]!.guests[1]).toMatchObject({ guestType: "child", eventRsvps: { "Rehearsal Dinner": "pending", Ceremony: "attending", Reception: "attending" } });
  });
});
