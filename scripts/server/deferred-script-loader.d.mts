export const DEFERRED_SCRIPT_ATTRIBUTE: string;
export const SLOW_FIRST_BYTE_MS: number;
export const PAINT_WAIT_MS: number;
export function loaderElement(nonce?: string): string;
