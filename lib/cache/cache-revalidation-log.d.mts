export const POLL_INTERVAL_MS: number;
export const RECENT_MS: number;

export function isPostgresUrl(url: string | undefined): boolean;

export type RevalidationLog = {
  record: (tag: string) => Promise<void>;
  follow: (onTags: (tags: string[]) => void, onReady?: () => void) => () => void;
  close: () => Promise<void>;
};

export function createRevalidationLog(
  databaseUrl: string,
  options?: {
    pollMs?: number;
    log?: (level: number, fields: object, msg: string) => void;
  },
): RevalidationLog;
