import { describe, expect, it } from 'vitest';

import type { HsFinderAnswer } from '@/features/hs-codes/schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 55, item 3: a query naming a service finds no goods code and the answer says why, in
// English and Arabic; a query for goods carries no notice. The OpenAPI document describes it.

const api = testApiForFile();

const find = async (q: string) => {
  const response = await api.request(`/api/hs-codes?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return json<HsFinderAnswer>(response);
};

describe('GET /api/hs-codes: services', () => {
  it.each(['accounting services', 'خدمات محاسبه', 'freight forwarding', 'تصميم مواقع'])(
    '"%s" finds no code and carries the services notice',
    async (q) => {
      const answer = await find(q);
      expect(answer.data).toEqual([]);
      expect(answer.total).toBe(0);
      expect(answer.notice).toEqual({
        kind: 'services',
        text_en: expect.stringMatching(/^HS codes classify goods, not services/),
        text_ar: expect.stringMatching(/تصنّف السلع لا الخدمات/),
      });
    },
  );

  it.each(['olive oil', 'زيت زيتون', '1509'])('"%s" finds goods without a notice', async (q) => {
    const answer = await find(q);
    expect(answer.data[0]?.code).toMatch(/^1509/);
    expect(answer).not.toHaveProperty('notice');
  });

  it('documents the notice in the OpenAPI document', async () => {
    const document = await json<{
      paths: Record<string, { get?: { description?: string; responses: Record<string, unknown> } }>;
    }>(await api.request('/api/openapi.json'));
    const operation = document.paths['/api/hs-codes']?.get;
    expect(operation?.description).toMatch(/naming a service/);
    const answer = JSON.stringify(operation?.responses['200']);
    expect(answer).toContain('notice');
    expect(answer).toContain('text_ar');
  });
});
