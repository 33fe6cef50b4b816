/** A file sent with a mail, its content as text (a calendar entry: text/calendar). */
export type MailAttachment = { filename: string; content: string; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (issue 27: an event's .ics); nodemailer's own field name. */
  attachments?: MailAttachment[];
  /** Extra headers (issue 39: List-Unsubscribe, List-Unsubscribe-Post); nodemailer's field name. */
  headers?: Record<string, string>;
  /** The Message-ID header, `<id@domain>`: the outbox's, the same on every retry (issue 48). */
  messageId?: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * The mail server could not be reached or would not talk to us (refused, timed out, closed the
 * connection, "421 service not available", our credentials refused): no fault of the message,
 * which the outbox keeps in its place, without counting an attempt, and tries again on its next
 * round (issue 25).
 */
export class MailServerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailServerUnavailableError';
  }
}
