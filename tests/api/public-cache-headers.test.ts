import { describe, expect, it } from 'vitest';

import { testApiForFile } from './helpers/test-api';

// Issue 36: a browser kept a public answer for its max-age and showed it after the content had
// changed. Every public answer tells browsers to check back each time and keeps the shared
// cache's lifetime (`s-maxage`). The operations are read from the OpenAPI document: each one whose
// 200 answer documents a public Cache-Control is asked for, its path's ids filled with 1.

const api = testApiForFile();

type Operation = {
  responses?: Record<string, { headers?: Record<string, { description?: string }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
};

async function cachedOperations(): Promise<string[]> {
  const document = (await (await api.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths)
    .filter(([, item]) =>
      /\bpublic\b/.test(
        item.get?.responses?.['200']?.headers?.['Cache-Control']?.description ?? '',
      ),
    )
    .map(([path, item]) => {
      const required = (item.get!.parameters ?? []).filter(
        (parameter) => parameter.in === 'query' && parameter.required,
      );
      // A search asks for something; every other required query value is an id.
      const query = required.map(({ name }) => `${name}=${name === 'q' ? 'jordan' : '1'}`);
      const filled = path.replace(/\{[^}]+\}/g, '1');
      return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
    });
}

/** The Cache-Control directives of an answer: name → value ('' for a bare directive). */
const directivesOf = (value: string | null) =>
  new Map(
    (value ?? '')
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...rest]) => [name!.toLowerCase(), rest.join('=')]),
  );

describe('public API answers (issue 36)', () => {
  it('tell browsers to revalidate and keep the shared cache’s lifetime', async () => {
    const paths = await cachedOperations();
    // The directories, lookups, events, agreements, credentials, search and its datasets.
    expect(paths.length).toBeGreaterThan(30);
    const answered: string[] = [];
    for (const path of paths) {
      const response = await api.request(path);
      if (response.status !== 200) continue;
      answered.push(path);
      const value = response.headers.get('cache-control');
      const directives = directivesOf(value);
      expect(directives.has('public'), `${path}: ${value}`).toBe(true);
      expect(directives.get('max-age'), `${path}: ${value}`).toBe('0');
      expect(directives.has('must-revalidate'), `${path}: ${value}`).toBe(true);
      expect(Number(directives.get('s-maxage')), `${path}: ${value}`).toBeGreaterThan(0);
    }
    expect(answered.length).toBeGreaterThan(25);
  });

  it('documents the header each of them sends', async () => {
    const response = await api.request('/api/countries');
    const document = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const declared = document.paths['/api/countries']!.get!.responses!['200']!.headers!;
    expect(declared['Cache-Control']!.description).toBe(response.headers.get('cache-control'));
  });
});
