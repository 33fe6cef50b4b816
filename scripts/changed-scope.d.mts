export function changedScope(
  changed: string[],
  journeysOf: Map<string, string[]>,
  readAppFile: (file: string) => string | undefined,
): { all: string | undefined; journeys: string[]; reasons: string[] };
