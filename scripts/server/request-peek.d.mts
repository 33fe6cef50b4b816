export const PEEK_LIMIT: number;
export function peekRequest(head: Uint8Array | string): 'health' | 'ready' | 'other' | 'more';
