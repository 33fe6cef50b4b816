import { describe, expect, it } from 'vitest';

import { isItemActive, type NavItem } from '@/components/layout/nav-types';
import { excerptOf } from '@/lib/html/plain-text';

const item: NavItem = {
  id: 4,
  label: 'Exporters',
  href: '/pages/120-export-guide',
  external: false,
  children: [
    { id: 13, label: 'Export Guide', href: '/pages/120-export-guide', external: false },
    { id: 14, label: 'Market', href: '/pages/130-market-information', external: false },
    { id: 40, label: 'Customs', href: 'https://www.customs.gov.jo', external: true },
  ],
};

describe('isItemActive', () => {
  it('is active on any of its children', () => {
    expect(isItemActive(item, '/pages/130-market-information')).toBe(true);
    expect(isItemActive(item, '/pages/130-market-information/')).toBe(true);
  });

  it('compares decoded paths (Arabic slugs)', () => {
    const arabic = {
      ...item,
      children: [{ ...item.children[0]!, href: '/pages/120-دليل-التصدير' }],
    };
    expect(isItemActive(arabic, `/pages/120-${encodeURIComponent('دليل-التصدير')}`)).toBe(true);
  });

  it('is not active elsewhere', () => {
    expect(isItemActive(item, '/news')).toBe(false);
    expect(
      isItemActive(
        { ...item, children: [], href: '/page-under-construction' },
        '/page-under-construction',
      ),
    ).toBe(false);
  });
});

describe('excerptOf', () => {
  it('strips tags and cuts with an ellipsis', () => {
    expect(excerptOf('<p>Hello <b>world</b></p>', 100)).toBe('Hello world');
    expect(excerptOf('<p>abcdefghij</p>', 4)).toBe('abcd…');
  });
});
