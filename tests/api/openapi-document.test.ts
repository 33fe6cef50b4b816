import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';

import { buildApiWith } from './helpers/test-api';

// The document is built from the routes alone: no database is opened for it.
const api = buildApiWith(() => Promise.reject(new Error('no database for the document')));

const readDocument = async () => {
  const response = await api.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

describe('GET /api/openapi.json (issue 36)', () => {
  it('is a valid OpenAPI 3.1 document, every operation included', async () => {
    const document = await readDocument();
    // validate() dereferences the object it is given: a copy keeps `document` as it was served.
    // The validator is what checks its shape: the JSON goes in as it came.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('declares the two CSV exports as plain operations (no `middleware` key)', async () => {
    const document = await readDocument();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const path of ['/api/staff/enquiries.csv', '/api/staff/events/{id}/members.csv']) {
      const operation = paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation!), path).not.toContain('middleware');
      expect(operation!['x-staff-area'], path).toMatch(/^(enquiries|events)$/);
    }
  });
});
