import type { ServerResponse } from 'node:http';

export const BROWSER_REVALIDATES: string;
export function revalidatingCacheControl(value: unknown): unknown;
export function browsersRevalidate(res: ServerResponse): void;
