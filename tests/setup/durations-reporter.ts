import path from 'node:path';

import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A file's time in its worker: importing its environment, the harness and its setup files, its
 * own imports, then its tests and hooks (a database copy in beforeAll is in the last).
 */
function workerTime(module: TestModule) {
  const d = module.diagnostic();
  const imports = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
  return { total: imports + d.collectDuration + d.duration, imports, collect: d.collectDuration };
}

/**
 * Ends every run with where its time went (issue 54): each project's files and summed worker time,
 * and the slowest files, so a file that grows costly shows in the next `npm test`.
 */
export default class DurationsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length === 0) return;
    const root = process.cwd();
    const rows = modules.map((module) => ({
      project: module.project.name,
      file: path.relative(root, module.moduleId),
      ...workerTime(module),
    }));
    const projects = new Map<string, { files: number; total: number }>();
    for (const row of rows) {
      const project = projects.get(row.project) ?? { files: 0, total: 0 };
      projects.set(row.project, { files: project.files + 1, total: project.total + row.total });
    }
    const lines = ['', 'Worker time per project (summed over its files):'];
    for (const [name, { files, total }] of [...projects].sort((a, b) => b[1].total - a[1].total)) {
      lines.push(`  ${name.padEnd(24)} ${String(files).padStart(4)} files  ${seconds(total)}`);
    }
    lines.push(
      `The ${Math.min(SLOWEST, rows.length)} slowest files (total = imports + collect + tests):`,
    );
    for (const row of rows.sort((a, b) => b.total - a.total).slice(0, SLOWEST)) {
      const parts = `imports ${seconds(row.imports)}, collect ${seconds(row.collect)}`;
      lines.push(`  ${seconds(row.total).padStart(8)}  ${row.file} [${row.project}] (${parts})`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
