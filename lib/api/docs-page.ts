type Operation = { summary?: string; tags?: string[]; responses?: object };
type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: object;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A readable, self-contained reference page for /api/docs (no scripts, no outside assets). */
export function renderDocsPage(doc: OpenApiDocument): string {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    )
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(
      ({ path, method, operation }) => `<tr>
  <td><span class="m m-${method}">${method.toUpperCase()}</span></td>
  <td><code>${escapeHtml(path)}</code></td>
  <td>${escapeHtml(operation.summary ?? '')}</td>
  <td>${escapeHtml((operation.tags ?? []).join(', '))}</td>
  <td>${escapeHtml(Object.keys(operation.responses ?? {}).join(', '))}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} – API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#1b2a25}
h1{color:#0a6e4f}table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.5rem;border-bottom:1px solid #dde5e2;vertical-align:top}
code{font-size:.95em}.m{font-weight:700;font-size:.8rem;padding:.15rem .4rem;border-radius:4px;background:#e3f1ec;color:#07513a}
.m-post,.m-put,.m-delete{background:#fbe7ea;color:#8a0b20}
</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Errors always answer
<code>{ "message": string, "errors": { field: [messages] } }</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Tag</th><th>Responses</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>`;
}
