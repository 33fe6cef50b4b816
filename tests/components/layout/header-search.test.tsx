import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { HeaderSearch } from '@/components/layout/header-search';
import { router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

const push = router.push;

describe('HeaderSearch (part 1 §2.2)', () => {
  beforeEach(() => push.mockClear());

  it('goes to /search/{text} on Enter', () => {
    renderWithProviders(<HeaderSearch />);
    const input = screen.getByRole('searchbox', { name: 'Search the portal' });
    fireEvent.change(input, { target: { value: '  olive oil ' } });
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/search/olive%20oil');
  });

  it('goes to /search/{text} from the button, in Arabic too', () => {
    renderWithProviders(<HeaderSearch />, { locale: 'ar' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'البحث في البوابة' }), {
      target: { value: 'زيت' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    expect(push).toHaveBeenCalledWith(`/search/${encodeURIComponent('زيت')}`);
  });

  it('keeps at most 200 characters', () => {
    renderWithProviders(<HeaderSearch />);
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    expect(input.maxLength).toBe(200);
    fireEvent.change(input, { target: { value: 'x'.repeat(250) } });
    expect(input.value).toHaveLength(200);
  });

  it('is a plain GET form to the search in the page’s language before the scripts run (issue 31)', () => {
    for (const [locale, action] of [
      ['en', '/search'],
      ['ar', '/ar/search'],
    ] as const) {
      const { unmount } = renderWithProviders(<HeaderSearch />, { locale });
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('action', action);
      expect(form).toHaveAttribute('method', 'get');
      expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyword');
      unmount();
    }
  });
});
