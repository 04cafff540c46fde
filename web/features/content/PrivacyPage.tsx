import { Link } from "react-router";
import { CITY_STORAGE_KEY } from "@domain/cities";
import { CONTACT_DETAILS, JUNE_AUTO_OPENED_KEY, PASSWORD_RESET_LINK_MINUTES } from "@domain/constants";
import { usePageHead } from "@web/lib/page-head";
import { LEGAL_EFFECTIVE_DATE, LegalContactList, LegalDocument, type LegalSection } from "./components/LegalDocument";

const SECTIONS: LegalSection[] = [
  {
    id: "short-version",
    title: "The short version",
    body: (
      <>
        <p>
          Serviceberry helps you plan a wedding, so it holds personal things: names, dates, budgets, the people you
          love. We treat that with care.
        </p>
        <ul>
          <li>We collect what the product needs to work, and we tell you why below.</li>
          <li>
            <strong>We never sell your data and we never show ads.</strong> Not to you, not about you.
          </li>
          <li>Venues and vendors see only what you send them. Helpers see only what you allow.</li>
          <li>You can download or delete your data from your account page at any time.</li>
        </ul>
      </>
    ),
  },
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        Serviceberry is a wedding-planning service for couples, venues, vendors and the family and friends who help
        them, in Cleveland, Columbus, Cincinnati and Nashville. It is run by Serviceberry from{" "}
        {CONTACT_DETAILS.address}. In this policy, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean Serviceberry, and
        &ldquo;you&rdquo; means anyone who visits or has an account.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account:</strong> your name, email address, password (stored only as a secure hash, never in plain
            text) and the kind of account you hold: couple, venue owner, vendor or helper.
          </li>
          <li>
            <strong>Wedding profile:</strong> partner names, wedding date, expected guest count, your city and the
            preferences you add, such as style or season.
          </li>
          <li>
            <strong>Guest list:</strong> the names and contact details of your guests, their RSVP status and guest type,
            whether you type them in or import a CSV file.
          </li>
          <li>
            <strong>Budget:</strong> your total budget, category allocations and what you have spent.
          </li>
          <li>
            <strong>Timeline, saved venues and planning notes:</strong> the tasks, dates and favorites you keep.
          </li>
          <li>
            <strong>Chats with June and Grace:</strong> the messages you send, images you attach and the replies. When
            Grace files a help ticket for you, the ticket includes the conversation so our team has the full picture.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, email address and message when you write to us through the
            contact form or by email.
          </li>
          <li>
            <strong>Business details for pros:</strong> your business name, category, service area, photos, packages
            and prices that you choose to publish on your profile.
          </li>
        </ul>
        <h3>Information collected as you use Serviceberry</h3>
        <ul>
          <li>
            <strong>Technical logs:</strong> IP address, browser type, the pages requested and error reports. We use
            these to keep the service secure and working.
          </li>
          <li>
            <strong>Payments for paid pro plans:</strong> handled by our payment processor. We receive confirmation of
            payment and the last four digits of the card, never the full card number.
          </li>
        </ul>
        <p>We do not buy information about you from data brokers, and we do not track you across other websites.</p>
      </>
    ),
  },
  {
    id: "why-we-use-it",
    title: "Why we use it",
    body: (
      <ul>
        <li>
          <strong>To run the service you asked for:</strong> keeping your plan, guest list, budget and timeline, and
          showing venues and vendors in your city.
        </li>
        <li>
          <strong>To let June help:</strong> June reads your wedding profile, guest totals, saved venues and budget so
          her answers are about your wedding.
        </li>
        <li>
          <strong>To support you:</strong> Grace and our team use your account details and conversation to solve the
          problem you raised.
        </li>
        <li>
          <strong>To send account email:</strong> verification, password reset links (valid for{" "}
          {PASSWORD_RESET_LINK_MINUTES} minutes), RSVP and inquiry notifications. We do not send marketing email unless
          you opt in, and every such email has an unsubscribe link.
        </li>
        <li>
          <strong>To keep Serviceberry safe:</strong> detecting abuse, limiting repeated sign-in attempts and fixing
          errors.
        </li>
        <li>
          <strong>To improve the product:</strong> looking at overall counts and trends, such as how many couples
          use the budget tracker, never at individual profiles for marketing.
        </li>
      </ul>
    ),
  },
  {
    id: "who-sees-it",
    title: "Who sees your information",
    body: (
      <>
        <ul>
          <li>
            <strong>You</strong>, and anyone else on your couple account.
          </li>
          <li>
            <strong>Helpers (contributors)</strong> see only what the couple allows. A couple can let a parent see the
            budget without the guest list, or a maid of honor see the timeline without the costs, and can change or
            remove that access at any time.
          </li>
          <li>
            <strong>Venues and vendors</strong> see only what you send them: the details in an inquiry or a tour
            request, such as your names, date, guest count and message. They never see your guest list, budget or
            chats unless you choose to share them.
          </li>
          <li>
            <strong>Couples</strong> see the business details that pros publish on their profiles.
          </li>
          <li>
            <strong>Service providers</strong> that host our servers, deliver our email, store files and process
            payments, under contracts that allow them to use your information only to provide that service to us.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires it, and we will tell you unless we are legally
            prevented from doing so.
          </li>
        </ul>
        <p>
          If Serviceberry is ever sold or merged, this policy will continue to apply to your information, and we will
          tell you before anything changes.
        </p>
      </>
    ),
  },
  {
    id: "never",
    title: "What we never do",
    body: (
      <ul>
        <li>We never sell, rent or trade your personal information.</li>
        <li>We never show ads, and we never use your information to target ads anywhere else.</li>
        <li>We never pass your contact details to a venue or vendor you have not contacted yourself.</li>
        <li>We never contact your guests except for the RSVP and event messages you send them through Serviceberry.</li>
      </ul>
    ),
  },
  {
    id: "june-and-grace",
    title: "June, Grace and AI",
    body: (
      <>
        <p>
          June and Grace are AI assistants. When you chat with them, your message and the context needed to answer it
          (for June, a summary of your wedding details; for Grace, your account type and the conversation) are
          processed to produce a reply.
        </p>
        <p>
          Some replies may be produced by an outside AI model provider. When that happens, we send only what is needed
          for the reply, under a contract that limits its use to producing that reply. June&rsquo;s chat history is
          kept in your account so she can pick up where you left off, and you can clear it whenever you like.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Your account and wedding data</strong> are kept while your account is open. When you delete your
          account, we remove it from our live systems within 30 days and from backups within 90 days.
        </li>
        <li>
          <strong>June chat history</strong> is kept until you clear it or delete your account.
        </li>
        <li>
          <strong>Help tickets and contact messages</strong> are kept for up to two years, so we can follow up and
          learn from recurring problems, then deleted.
        </li>
        <li>
          <strong>Technical logs</strong> are kept for up to 30 days, longer only when needed to investigate a specific
          security problem.
        </li>
        <li>
          <strong>Payment records</strong> for pro plans are kept as long as tax law requires, usually seven years.
        </li>
      </ul>
    ),
  },
  {
    id: "your-choices",
    title: "Your choices and rights",
    body: (
      <>
        <p>
          Your account page (My Account for couples, Vendor Dashboard for vendors, Venue Dashboard for venue owners) is
          where you control your data:
        </p>
        <ul>
          <li>
            <strong>Download your data:</strong> get a copy of your profile, guest list, budget, timeline and chat
            history to keep or take elsewhere.
          </li>
          <li>
            <strong>Correct it:</strong> edit anything you have entered, at any time.
          </li>
          <li>
            <strong>Delete it:</strong> remove individual guests, clear your June chat, or delete your whole account.
          </li>
          <li>
            <strong>Manage helpers:</strong> change what each helper can see, or remove them.
          </li>
        </ul>
        <p>
          Depending on where you live, including under Tennessee&rsquo;s privacy law, you may have further rights, such
          as asking what we hold about you. We honor these requests for everyone, wherever they live. If you cannot do
          something from your account page, <Link to="/contact">contact us</Link> and we will help within 30 days.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <p>We keep this short, because we keep it small.</p>
        <ul>
          <li>
            <strong>One session cookie</strong>, set when you sign in, so you stay signed in as you move between pages.
            It is removed when you sign out.
          </li>
          <li>
            <strong>A few browser-storage keys</strong> that stay on your device, such as <code>{CITY_STORAGE_KEY}</code>{" "}
            (the city you chose, so we show venues and vendors near you) and <code>{JUNE_AUTO_OPENED_KEY}</code> (so
            June introduces herself only once).
          </li>
        </ul>
        <p>
          We use no advertising cookies, no cross-site tracking and no third-party analytics scripts. Clearing your
          browser&rsquo;s storage resets these choices; it does not delete anything from your account.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        Everything travels over encrypted connections. Passwords are stored only as secure hashes. Sign-in attempts are
        limited, password reset links expire after {PASSWORD_RESET_LINK_MINUTES} minutes and work once, and resetting
        your password signs out every other session. Within our team, access to personal data is limited to the people
        who need it to help you. No system is perfectly secure; if a breach ever affects your information, we will
        tell you promptly and explain what we are doing about it.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Serviceberry accounts are for adults aged 18 and over, and we do not knowingly collect information from
        children under 13. A couple&rsquo;s guest list may include children, such as a ring bearer or flower girl;
        that information is entered by the couple and used only to plan their wedding. If you believe a child has
        given us information directly, <Link to="/contact">contact us</Link> and we will delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change this policy, we will update the effective date at the top. For changes that matter, such as a new
        kind of information or a new reason for using it, we will tell you by email and in the app at least 30 days
        before they take effect. We will never start selling data or showing ads: those promises are not subject to
        change.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <>
        <p>Questions about your privacy, or a request about your data? We are happy to help.</p>
        <LegalContactList email={CONTACT_DETAILS.supportEmail} />
      </>
    ),
  },
];

export default function PrivacyPage() {
  usePageHead({
    title: "Privacy Policy",
    description: "How Serviceberry collects, uses and protects your information, and the choices you have about it.",
    canonicalPath: "/privacy",
  });
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Privacy Policy"
      lead={
        <p>
          What we collect, why we collect it, who can see it, and how you stay in control. Written to be read, not
          skimmed past.
        </p>
      }
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={SECTIONS}
    />
  );
}
