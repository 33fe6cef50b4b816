import { describe, expect, it } from 'vitest';

import { withoutLeadImage } from '@/features/news/news-body';

const LEAD = '/images/news/news-11.svg';

describe('withoutLeadImage (issue 11: an article showed its image twice)', () => {
  it('drops the copies of the lead image from the body', () => {
    const html = `<p>Before</p><img src="${LEAD}" onerror="window.__xss = 2"><p>After</p>`;
    expect(withoutLeadImage(html, LEAD)).toBe('<p>Before</p><p>After</p>');
  });

  it('knows the lead image by its path, whatever the address form', () => {
    const html = `<figure><img alt="a > b" src="https://portal.example${LEAD}" /></figure>`;
    expect(withoutLeadImage(html, LEAD)).toBe('<figure></figure>');
  });

  it('keeps the other images, and the body as it is when there is no lead image', () => {
    const html = '<p>Text</p><img src="/images/news/chart.svg" alt="Exports by sector">';
    expect(withoutLeadImage(html, LEAD)).toContain('src="/images/news/chart.svg"');
    expect(withoutLeadImage(html, LEAD)).toContain('alt="Exports by sector"');
    expect(withoutLeadImage(`<img src="${LEAD}">`, '')).toBe(`<img src="${LEAD}">`);
  });

  it('does not mistake an image whose query differs', () => {
    const html = `<img src="${LEAD}?v=2">`;
    expect(withoutLeadImage(html, LEAD)).toContain(`${LEAD}?v=2`);
  });
});
