import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pino, { type Logger } from 'pino';

import { createFileMailer } from '@/lib/mail/file-mailer';
import type { MailMessage } from '@/lib/mail/types';

/**
 * What the file mailer writes for one message, in a folder of its own removed afterwards: the
 * files' names and the text of the first (the .eml).
 */
export async function writtenByFileMailer(
  message: MailMessage,
  log: Logger = pino({ level: 'silent' }),
): Promise<{ files: string[]; eml: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
  try {
    await createFileMailer({ dir, from: 'Portal <no-reply@portal.test>', log }).send(message);
    const files = await readdir(dir);
    return { files, eml: await readFile(path.join(dir, files[0]!), 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
