export function staleBuildReason(root?: string, distDir?: string): string | undefined;
