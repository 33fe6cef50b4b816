export function chooseWorker(loads: readonly number[], start?: number): number;

export function addressCap(
  max: number,
  log: (level: number, fields: Record<string, unknown>, msg: string) => void,
): { admit(address: string): boolean; release(address: string, count?: number): void };
