import type { Socket } from 'node:net';

export function postgresPing(databaseUrl: string): {
  ping: () => Promise<unknown>;
  close: () => Promise<unknown>;
};

export function rawHealthAnswer(options: {
  up: boolean;
  head: boolean;
  headers?: Record<string, string>;
}): Buffer;

export function answerHealthOnSocket(
  socket: Socket,
  head: Buffer,
  options: { ping: () => Promise<unknown>; headers?: Record<string, string> },
): Promise<void>;

export type CheckAnswer = { status: number; headers: Record<string, string>; body: string };

export function rawAnswer(
  answer: CheckAnswer,
  options: { head: boolean; headers?: Record<string, string> },
): Buffer;

export function answerCheckOnSocket(
  socket: Socket,
  head: Buffer,
  answer: () => Promise<CheckAnswer>,
  headers?: Record<string, string>,
): Promise<void>;
