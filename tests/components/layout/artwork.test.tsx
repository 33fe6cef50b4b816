import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Artwork } from '@/components/ui/artwork';

// Issue 11: a banner's artwork is the page's largest paint; the portal's own drawings are written
// into the HTML (painted with the first frame), anything else is an image fetched first.
describe('Artwork', () => {
  it('draws one of the portal’s SVG drawings inline, hidden from assistive technology', () => {
    const { container } = render(
      <Artwork src="/images/banners/help.svg" className="art" sizes="100vw" />,
    );
    const art = container.querySelector('[data-artwork="/images/banners/help.svg"]');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveClass('art');
    expect(art?.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1600 480');
    expect(container.querySelector('img')).toBeNull();
  });

  it('fetches any other image first, without a text alternative', () => {
    for (const src of ['/api/uploads/banners/7-a1b2.webp', '/images/../../etc/passwd.svg']) {
      const { container, unmount } = render(<Artwork src={src} sizes="100vw" />);
      const image = container.querySelector('img');
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(container.querySelector('svg')).toBeNull();
      unmount();
    }
  });

  it('loads a drawing rendered ahead of need as a lazy image, not inline (issue 31)', () => {
    const { container } = render(
      <Artwork src="/images/banners/help.svg" className="art" sizes="100vw" load="lazy" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/banners/help.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveClass('art');
    expect(container.querySelector('svg')).toBeNull();
  });
});
