import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';

import { E2E_DATA_DIR } from './constants';

const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? path.join(E2E_DATA_DIR, 'mail'));

// Quoted-printable, as nodemailer encodes text parts: soft line breaks and =XX bytes.
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeParts(eml: string): string {
  const decoded = [decodeQuotedPrintable(eml)];
  for (const match of eml.matchAll(
    /Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g,
  )) {
    decoded.push(Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return decoded.join('\n');
}

async function mailsTo(address: string): Promise<string[]> {
  const prefix = address.toLowerCase();
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((file) => file.includes(`-${prefix}-`))
    .sort();
  return Promise.all(
    files.map(async (file) => decodeParts(await readFile(path.join(MAIL_DIR, file), 'utf8'))),
  );
}

/** The newest link matching `pattern` in the e-mails to `address`, waiting for the mail to arrive. */
export async function linkFromMail(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        for (const mail of mails.reverse()) {
          link = mail.match(pattern)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `an e-mail to ${address} with a link like ${pattern}` },
    )
    .toBe(true);
  return link!;
}

// An e-mail is written when the outbox is kicked, at once after the change that queues it, or at
// the outbox's next round (every 10 s, OUTBOX_INTERVAL_MS); 30 s leaves room for a busy machine.
const MAIL_TIMEOUT_MS = 30_000;

/** Waits for an e-mail to `address` whose decoded text contains `text`. */
export async function expectMailContaining(address: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await mailsTo(address)).some((mail) => mail.includes(text)), {
      message: `an e-mail to ${address} containing ${text}`,
      timeout: MAIL_TIMEOUT_MS,
    })
    .toBe(true);
}

/** The decoded files attached to a raw .eml (a base64 part named `filename=<name>`). */
function attachmentsOf(eml: string): Map<string, string> {
  const files = new Map<string, string>();
  const part = /filename="?([^"\r\n;]+)"?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g;
  for (const match of eml.matchAll(part)) {
    files.set(match[1]!, Buffer.from(match[2]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return files;
}

/**
 * Waits for an e-mail to `address` carrying the file `filename` whose content holds `text` (issue
 * 27: the event's .ics calendar entry).
 */
export async function expectMailAttachment(
  address: string,
  filename: string,
  text: string,
): Promise<void> {
  const prefix = address.toLowerCase();
  await expect
    .poll(
      async () => {
        const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((file) =>
          file.includes(`-${prefix}-`),
        );
        for (const file of files) {
          const attached = attachmentsOf(await readFile(path.join(MAIL_DIR, file), 'utf8'));
          if (attached.get(filename)?.includes(text)) return true;
        }
        return false;
      },
      {
        message: `an e-mail to ${address} with ${filename} holding ${text}`,
        timeout: MAIL_TIMEOUT_MS,
      },
    )
    .toBe(true);
}
