import { formatPhone, phoneHref } from "@domain/phone";

/** A stored phone number (E.164) shown formatted, as a tel: link when it is a real number. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = phoneHref(phone);
  const text = formatPhone(phone);
  return href ? (
    <a href={href} className={className}>
      {text}
    </a>
  ) : (
    <span className={className}>{text}</span>
  );
}
