/** What the outbox keeps beside each .eml file, and what GET /api/mail/outbox lists. */
export interface OutboxSummary {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  sentAt: string;
}
