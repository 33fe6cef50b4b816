export const MAX_PENDING_RENDERS: number;

export type RenderStarts = {
  missed: (key: string) => void;
  take: (key: string) => number | undefined;
  size: () => number;
};

export function createRenderStarts(options?: { now?: () => number; max?: number }): RenderStarts;

export type RevalidationTimes = {
  record: (tags: readonly string[]) => void;
  since: (tags: readonly string[], at: number) => boolean;
};

export function createRevalidationTimes(options?: { now?: () => number }): RevalidationTimes;

type Stampable = {
  get: (...args: never[]) => Promise<unknown>;
  set: (...args: never[]) => Promise<unknown>;
};

export function stampRenderStart<H extends Stampable>(
  handler: H,
  options?: { now?: () => number; starts?: RenderStarts },
): H;
