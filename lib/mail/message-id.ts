import 'server-only';
import { randomUUID } from 'node:crypto';

import { getConfig } from '@/lib/config';

/** The domain of a sender such as `Jordan Exports <no-reply@jordanexports.jo>`. */
export function senderDomain(from: string): string {
  const match = /@([^\s>]+)/.exec(from);
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/**
 * A new Message-ID (RFC 5322 §3.6.4) in the sender's domain. The outbox fixes it when the mail is
 * queued and sends it on every retry (issue 48), so a mail sent twice is seen as one.
 */
export function newMessageId(from: string = getConfig().MAIL_FROM): string {
  return `<${randomUUID()}@${senderDomain(from)}>`;
}
