import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// The console's second factor (issue 13): RFC 6238 as authenticator apps expect it, SHA-1,
// 6 digits, 30-second steps, a 160-bit Base32 secret.
export const TOTP_ISSUER = 'Jordan Exports';
const PERIOD_SECONDS = 30;
const SETTINGS = { algorithm: 'sha1', digits: 6, period: PERIOD_SECONDS } as const;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, ...SETTINGS });
}

/** The QR code of the address as an SVG document (the page shows it as a data: image). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replay' };

/**
 * Checks a 6-digit code at `now`, one step either side (a phone's clock a little off, a code typed
 * as it changed). A code whose time step is not after `lastStep` was used already: refused.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<CodeCheck> {
  const result = await verify({
    secret,
    token: code,
    ...SETTINGS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
  });
  // The functional API answers the TOTP result (with its time step) for the TOTP strategy.
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'invalid' };
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replay' };
  return { ok: true, step: result.timeStep };
}
