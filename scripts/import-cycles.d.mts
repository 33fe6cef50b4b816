export type ImportGraph = Map<string, Map<string, number>>;

export function sourceFiles(root: string): string[];
export function runtimeImports(fileName: string, text: string): { name: string; line: number }[];
export function importGraph(root: string, files?: string[]): ImportGraph;
export function cyclicComponents(graph: ImportGraph): string[][];
export function cycleThrough(graph: ImportGraph, component: string[]): string[];
