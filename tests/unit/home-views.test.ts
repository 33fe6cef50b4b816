import { describe, expect, it } from 'vitest';

import { USER_MANUAL_PDF } from '@/features/home/home-rules';
import { storedLink, toEnquiryOptions, toSlideView } from '@/features/home/home-views';
import type { HomeSlide } from '@/features/home/schemas';
import { initialSlideFor, orderForDirection } from '@/features/home/slider-direction';

const slide: HomeSlide = {
  id: 2,
  image: '/images/slider/slide-2.svg',
  heading_eng: 'Support',
  heading_ara: 'الدعم',
  title_eng: 'Grow',
  title_ara: '',
  description_eng: 'Text',
  description_ara: 'نص',
  is_hide_button: 0,
  button_type_id: 2,
  btn_text_eng: 'Discover',
  btn_text_ara: 'اكتشف',
  btn_link: 'https://jedco.example',
  btn_link_ara: 'https://jedco.example/ar',
  sort: 1,
};

describe('toSlideView', () => {
  it('localises texts with the English fallback and keeps the Arabic link', () => {
    expect(toSlideView(slide, 'ar')).toEqual({
      id: 2,
      image: slide.image,
      heading: 'الدعم',
      title: 'Grow',
      description: 'نص',
      button: { kind: 'external', href: 'https://jedco.example/ar', label: 'اكتشف' },
    });
  });

  it('drops a button without a label', () => {
    expect(toSlideView({ ...slide, button_type_id: 1, btn_text_eng: '' }, 'en').button).toEqual({
      kind: 'none',
    });
  });
});

describe('toEnquiryOptions', () => {
  const pageLinks = {
    130: '/pages/130-market',
    140: '/pages/140-ready',
    190: '/pages/190-contact',
  };
  const options = toEnquiryOptions({
    locale: 'en',
    pageLinks,
    enquiryPages: [{ id: 3, tooltip_eng: 'Readiness tip', tooltip_ara: '' }],
    label: (key) => `label:${key}`,
    fallbackTooltip: (key) => `tip:${key}`,
  });
  const byCode = new Map(options.map((option) => [option.code, option]));

  it('lists every code in order', () => {
    expect(options.map((option) => option.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 99]);
  });

  it('builds page hrefs with the tab query and falls back to the bare id', () => {
    expect(byCode.get(2)?.href).toBe('/pages/130-market?tab=2');
    expect(byCode.get(3)?.href).toBe('/pages/130-market?tab=3');
    expect(byCode.get(4)?.href).toBe('/pages/140-ready');
    expect(byCode.get(1)?.href).toBe('/pages/150');
    expect(byCode.get(99)?.href).toBe('/pages/190-contact');
  });

  it('opens the user manual for code 7 in a new tab', () => {
    expect(byCode.get(7)).toMatchObject({ href: USER_MANUAL_PDF.en, opensNewTab: true });
  });

  it('takes tooltips from the enquiry pages, else from the messages', () => {
    expect(byCode.get(4)?.tooltip).toBe('Readiness tip');
    expect(byCode.get(2)?.tooltip).toBe('tip:market');
    expect(byCode.get(2)?.label).toBe('label:market');
  });
});

describe('storedLink', () => {
  it('keeps external links and strips the Arabic prefix of ours', () => {
    expect(storedLink('https://a.example')).toEqual({ href: 'https://a.example', external: true });
    expect(storedLink('/ar/pages/120-دليل')).toEqual({ href: '/pages/120-دليل', external: false });
    expect(storedLink('/pages/120-x')).toEqual({ href: '/pages/120-x', external: false });
  });
});

describe('slider direction (react-slick without its broken rtl mode)', () => {
  it('mirrors the order in Arabic and starts at the first item', () => {
    expect(orderForDirection([1, 2, 3], true)).toEqual([3, 2, 1]);
    expect(orderForDirection([1, 2, 3], false)).toEqual([1, 2, 3]);
    expect(initialSlideFor(3, 1, true)).toBe(2);
    expect(initialSlideFor(5, 3, true)).toBe(2);
    expect(initialSlideFor(2, 3, true)).toBe(0);
    expect(initialSlideFor(5, 3, false)).toBe(0);
  });
});
