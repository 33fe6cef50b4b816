import { describe, expect, it } from 'vitest';

import { sanitizeRichHtml } from '@/lib/html/sanitize';

describe('sanitizeRichHtml', () => {
  it('keeps the rich content an editor writes', () => {
    const html =
      '<h2>Steps</h2><p>Read <a href="https://jedco.gov.jo">JEDCO</a></p><ul><li>One</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('protects links that open a new tab', () => {
    expect(sanitizeRichHtml('<a href="https://x.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
