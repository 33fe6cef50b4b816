type SourceFile = { file: string; text: string };

export const SHARED_DOMAINS: string[];
export const JOURNEYS_BY_HAND: Record<string, string[]>;
export const WITHOUT_JOURNEYS: Record<string, string>;

export function importedDomains(text: string): Set<string>;
export function routeOf(file: string): string | undefined;
export function namesAddress(text: string, address: string): boolean;
export function journeysByDomain(files: {
  features: SourceFile[];
  app: SourceFile[];
  specs: SourceFile[];
}): Map<string, string[]>;
