import type { ServerResponse } from 'node:http';

export const INTERNAL_HEADERS: string[];
export function dropInternalHeaders(res: ServerResponse): void;
