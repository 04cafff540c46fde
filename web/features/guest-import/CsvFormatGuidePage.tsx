import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SOURCE_FORMATS } from "@domain/guest-import/detect";
import { guestImportTemplateCsv } from "@domain/guest-import/template";
import { Button } from "@web/components/ui/button";
import { usePageHead } from "@web/lib/page-head";

const COLUMNS: { field: string; headers: string; notes: string }[] = [
  { field: "Name", headers: "First Name, Last Name — or one Name / Full Name column", notes: "Every guest needs a name. A full name is split at its last word (“Ana María Cruz” is Ana María + Cruz); “Cruz, Ana” works too." },
  { field: "Email", headers: "Email, E-mail Address, E-mail 1 - Value", notes: "Optional. The first valid address is the guest's; others (a second one in the cell, an Email 2 column) go in their notes. One that isn't an address is kept in the notes as written." },
  { field: "Phone", headers: "Phone, Mobile, Cell, Phone 1 - Value, Home Phone", notes: "Optional. Read for the row's Country (GB, India, United Kingdom…), else as a North American number with its area code. One we can't read is kept in the guest's notes as written." },
  { field: "Mailing address", headers: "Street Address (or Address), Address Line 2, City, State, Zip Code, Country — or one Mailing Address cell", notes: "One address per household. A whole address in one cell may span lines." },
  { field: "Household", headers: "Household, Party, Family, Group, groupName — or an id: Party ID, groupId, Order #", notes: "Rows with the same household (or id) are one invitation. Without this column each row is its own household; in Zola's RSVP export, people listed together with one last name are one household." },
  { field: "Name on the envelope", headers: "Name on Envelope, Mailing Name, Addressee — Minted's name", notes: "The household's mailing line, like Mr. and Mrs. Jonas Fischer. Without name columns, its people become the guests; “and Guest” gives a plus-one." },
  { field: "Relationship", headers: "Relationship To Couple, Relationship", notes: "A tag on everyone in the row's household: partner and children too." },
  { field: "Number invited", headers: "Total Definitely Invited, Total Invited, Party Size", notes: "Seats beyond the people named become unnamed plus-ones." },
  { field: "Their note to you", headers: "Send a note to the couple?, Note to Couple", notes: "Kept on the household, as a note from the RSVP." },
  { field: "Partner and children", headers: "Partner First Name, Partner Last Name, Child 1 First Name, Child 1 Last Name…", notes: "One row per household, as Zola exports it. A missing last name is the row's." },
  { field: "Plus-one", headers: "Plus One, Plus One Allowed, +1", notes: "Yes or No, or a number, allows one; a name is the plus-one's name. A row named “Guest” or “Dana's Guest” is a plus-one not named yet, of the person before it or of Dana." },
  { field: "RSVP", headers: "RSVP, RSVP Status, Attending, is_attending, Attendee Status", notes: "The answer for the whole wedding. A word we don't know is pending, kept in the notes as written." },
  { field: "RSVP per event", headers: "Ceremony RSVP, Wedding - RSVP, RSVP: Brunch, Reception…, or any column holding only answers", notes: "One column per event, every one of them; a blank cell means not invited. Events not in your wedding yet are added with the import." },
  { field: "Side", headers: "Side, Guest Of, Invited By", notes: "Partner 1, Partner 2 or Both (your first names work too)." },
  { field: "Guest type", headers: "Guest Type, Adult/Child — Type when it holds these", notes: "Adult, Child, Plus-one or Vendor meal. A Type column with other words (Friend, Coworker) is left for you to keep as tags." },
  { field: "Child", headers: "is_child, Is Child?, Child", notes: "Yes or No (true or false)." },
  { field: "Meal", headers: "Meal, Meal Choice, Entree", notes: "Any text, up to 60 characters." },
  { field: "Dietary needs", headers: "Dietary Needs, Dietary Restrictions, Allergies", notes: "Any text, up to 300 characters." },
  { field: "Table", headers: "Table, Table Number", notes: "A table name or number, for the floor plan." },
  { field: "Tags", headers: "Tags, Labels, Categories, Groups", notes: "Several per cell, separated by | ; , or :::. Up to 20 per guest." },
  { field: "Notes", headers: "Notes, Comments, My Notes", notes: "Any text, up to 1,000 characters." },
  { field: "Anything else", headers: "Any other column", notes: "The preview names each column with data it would leave out; keep them as notes or tags in one click, or match them by hand." },
];

const VALUES: { field: string; values: string }[] = [
  { field: "Attending", values: "Attending, Yes, Accepted, Confirmed, Going, Checked In" },
  { field: "Declined", values: "Declined, Regret, Regrets, No, Not Attending, Cannot Attend" },
  { field: "Pending", values: "Pending, No Response, Awaiting, Invited, Maybe, or blank" },
  { field: "Side", values: "Partner 1, Partner 2, Both (also Mutual, Joint)" },
  { field: "Guest type", values: "Adult, Child (Kid, Infant), Plus-one (+1, Guest), Vendor meal (Vendor, Staff)" },
  { field: "Plus one", values: "Yes / No, a name, or Guest" },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t border-border pt-10 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-heading font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function downloadTemplate() {
  const blob = new Blob(["\uFEFF", guestImportTemplateCsv()], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "serviceberry-guest-list-template.csv";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /planning/csv-format-guide: the columns and values the guest import reads, and a template. */
export default function CsvFormatGuidePage() {
  usePageHead({
    title: "CSV format guide",
    description: "The columns and values Serviceberry's guest list import reads, the apps it recognizes, and a guest list template to download.",
    canonicalPath: "/planning/csv-format-guide",
  });
  return (
    <div className="container-page grid max-w-5xl gap-10 py-10 sm:py-14">
      <header className="grid gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Guest list</p>
        <h1 className="text-title font-semibold leading-tight">CSV format guide</h1>
        <p className="max-w-[65ch] text-lg text-muted-foreground">
          Bring the list you already have. Column names don&apos;t need to match exactly, upper or lower case doesn&apos;t matter, and you can match any column by hand before
          importing.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={downloadTemplate}>
            <Download aria-hidden="true" /> Download the template
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/planning/guest-list-manager/import">Import your guests</Link>
          </Button>
        </div>
      </header>

      <Section id="apps" title="Files we recognize">
        <ul className="grid gap-2 sm:grid-cols-2">
          {Object.entries(SOURCE_FORMATS).map(([key, label]) => (
            <li key={key} className="rounded-[var(--radius)] border border-border bg-card px-4 py-3">
              {key === "plain" ? "Any other spreadsheet saved as CSV" : label}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          CSV files may use commas, semicolons or tabs, with or without quotes, and may be saved as UTF-8 (accents and names in any language come through). Excel workbooks
          (.xlsx), PDFs and web pages can&apos;t be read: save or export as CSV first.
        </p>
      </Section>

      <Section id="columns" title="Columns">
        {/* Phones get one card per field; the three-column table needs room. */}
        <ul className="grid gap-3 sm:hidden">
          {COLUMNS.map((column) => (
            <li key={column.field} className="rounded-[var(--radius)] border border-border bg-card px-4 py-3">
              <p className="font-semibold">{column.field}</p>
              <p className="text-sm">{column.headers}</p>
              <p className="mt-1 text-sm text-muted-foreground">{column.notes}</p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Columns the import reads</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Field
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Column names we read
                </th>
                <th scope="col" className="py-2 pl-3 font-medium">
                  Values
                </th>
              </tr>
            </thead>
            <tbody>
              {COLUMNS.map((column) => (
                <tr key={column.field} className="border-b border-border align-top">
                  <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                    {column.field}
                  </th>
                  <td className="px-3 py-2.5">{column.headers}</td>
                  <td className="py-2.5 pl-3 text-muted-foreground">{column.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="values" title="Values">
        <dl className="grid gap-3 sm:grid-cols-2">
          {VALUES.map((value) => (
            <div key={value.field} className="rounded-[var(--radius)] border border-border bg-card px-4 py-3">
              <dt className="font-semibold">{value.field}</dt>
              <dd className="text-muted-foreground">{value.values}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="checks" title="Before anything is added">
        <ul className="grid max-w-[68ch] list-disc gap-2 pl-6">
          <li>Every row is checked first. Only a row with no name stops the import (and a file that isn&apos;t a list at all); each message shows the value and its row, as your spreadsheet numbers them (contacts, in a vCard file).</li>
          <li>An email or phone that fails its check, or an RSVP, side or guest type we don&apos;t know, is imported with a note: the guest&apos;s notes keep the value as written, so nothing is lost.</li>
          <li>If a row needs a fix, nothing is imported. Fix it in your file and choose it again: the whole file goes in at once, or not at all.</li>
          <li>Files must be text saved as UTF-8 with balanced quotes, one guest or household a line (up to 65,536 characters): a file that isn&apos;t is refused with the line to look at.</li>
          <li>One import at a time per guest list.</li>
          <li>Guests already on your list (same email, or same name) and rows repeated in the file are shown; you choose to skip them or update the guests already there.</li>
          <li>Up to 50,000 rows per file.</li>
        </ul>
      </Section>
    </div>
  );
}
