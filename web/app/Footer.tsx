import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { FOOTER_CONTACT, FOOTER_GROUPS } from "./navigation";

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-card">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.3fr_repeat(4,1fr)]">
        <section aria-labelledby="footer-contact">
          <p className="font-display text-2xl font-semibold">Serviceberry</p>
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">
            Wedding planning for couples in Ohio and Tennessee. Always ad-free.
          </p>
          <h2 id="footer-contact" className="sr-only">
            Contact
          </h2>
          <ul className="mt-5 grid gap-2.5 text-sm">
            <li className="flex items-start gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${FOOTER_CONTACT.email}`} className="hover:underline">
                {FOOTER_CONTACT.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`tel:${FOOTER_CONTACT.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                {FOOTER_CONTACT.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{FOOTER_CONTACT.address}</span>
            </li>
          </ul>
        </section>
        {FOOTER_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted-foreground">{group.title}</h2>
            <ul className="mt-4 grid gap-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-primary hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="container-page py-5 text-xs text-muted-foreground">
          © {new Date().getFullYear()} Serviceberry. Made in Columbus, Ohio.
        </p>
      </div>
    </footer>
  );
}
