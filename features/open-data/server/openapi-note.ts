import 'server-only';

import { OPEN_DATA_LICENCE } from '../datasets';

import { licencePage, OPEN_DATA_DOCUMENT_PATHS } from './data-endpoints';

// Issue 39 "Open data": the OpenAPI document says of each public data endpoint what the open
// data's middleware (./routes.ts) adds to it: the licence, the ETag of its 200 answer and the 304 a
// conditional GET with If-None-Match gets. The endpoints belong to their domains; this adds the
// shared part to the generated document, so no route repeats it.

type Operation = {
  description?: string;
  parameters?: unknown[];
  responses?: Record<string, { description?: string; headers?: Record<string, unknown> }>;
};
type Document = { paths?: Record<string, Record<string, Operation | undefined> | undefined> };

const etagHeader = {
  description:
    'A strong tag of this answer; send it back in If-None-Match to get 304 while unchanged',
  schema: { type: 'string' },
};

const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an earlier answer (a list of tags, weak tags and `*` are understood)',
  schema: { type: 'string' },
};

/** The document with the open-data note on the GET of each open-data endpoint. */
export function describeOpenData<T extends object>(generated: T, siteUrl: string): T {
  const text =
    `Open data under the ${OPEN_DATA_LICENCE.name} (${OPEN_DATA_LICENCE.url}; ` +
    `\`Link: <${licencePage(siteUrl)}>; rel="license"\`). Answers carry a strong \`ETag\`; a ` +
    'request with `If-None-Match` naming it gets `304 Not Modified` without a body while the ' +
    'data is unchanged.';
  // The generator's types name every field of a path item; only the GET operations are read here.
  const document = generated as Document;
  for (const path of OPEN_DATA_DOCUMENT_PATHS) {
    const operation = document.paths?.[path]?.get;
    if (!operation) continue;
    operation.description = operation.description ? `${operation.description}\n\n${text}` : text;
    operation.parameters = [...(operation.parameters ?? []), ifNoneMatch];
    const ok = operation.responses?.['200'];
    if (ok) ok.headers = { ...ok.headers, ETag: etagHeader };
    operation.responses = {
      ...operation.responses,
      '304': {
        description: 'Not modified: If-None-Match named the current ETag (no body)',
        headers: { ETag: etagHeader },
      },
    };
  }
  return generated;
}
