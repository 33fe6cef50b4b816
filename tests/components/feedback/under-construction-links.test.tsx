import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ModalProvider } from '@/components/feedback/modal-host';
import { leadsToUnderConstruction } from '@/components/feedback/use-under-construction-links';
import { NavAnchor } from '@/components/layout/nav-anchor';

import '../../setup/preload-dialogs';
import { renderWithProviders } from '../../setup/render';

// part 1 §2.2: a link to a page not built yet opens the "page under construction" modal, whether
// a menu link (NavAnchor) or a link staff wrote in a page's content.
const CONTENT = [
  '<a href="/ar/page-under-construction/"><span>الخدمات الإلكترونية</span></a>',
  '<a href="/page-under-construction" target="_blank">In a new tab</a>',
].join(' ');

function Page() {
  return (
    <ModalProvider>
      <nav>
        <NavAnchor
          link={{ id: 1, label: 'E-Services', href: '/page-under-construction', external: false }}
        />
        <NavAnchor link={{ id: 2, label: 'News', href: '/news', external: false }} />
      </nav>
      <div dangerouslySetInnerHTML={{ __html: CONTENT }} />
    </ModalProvider>
  );
}

// The links the browser would have followed (clicks nothing prevented); none is followed here.
let followed: string[] = [];
const follow = (event: MouseEvent) => {
  const anchor = (event.target as Element).closest('a');
  if (anchor && !event.defaultPrevented) followed.push(anchor.getAttribute('href')!);
  event.preventDefault();
};
beforeEach(() => {
  followed = [];
  document.addEventListener('click', follow);
});
afterEach(() => document.removeEventListener('click', follow));

function setup(locale: 'en' | 'ar' = 'en') {
  renderWithProviders(<Page />, { locale });
  return followed;
}

describe('links to the under-construction page', () => {
  it('open the modal instead of leaving the page', () => {
    const visited = setup();
    const link = screen.getByRole('link', { name: 'E-Services' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Under construction' });
    expect(dialog).toHaveTextContent('THIS PAGE IS UNDER CONSTRUCTION');
    expect(visited).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(visited).toEqual([]);
  });

  it('open it from a link in a page’s content, on an Arabic page, in Arabic', () => {
    const visited = setup('ar');
    fireEvent.click(screen.getByText('الخدمات الإلكترونية'));
    const dialog = screen.getByRole('dialog', { name: 'قيد الإنشاء' });
    expect(dialog).toHaveTextContent('هذه الصفحة قيد الإنشاء');
    expect(visited).toEqual([]);
  });

  it('leave other links, new-tab links and modified clicks alone', () => {
    const visited = setup();
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    fireEvent.click(screen.getByRole('link', { name: 'In a new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'E-Services' }), { ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visited).toEqual(['/news', '/page-under-construction', '/page-under-construction']);
  });
});

describe('leadsToUnderConstruction', () => {
  const anchor = (href: string) => Object.assign(document.createElement('a'), { href });
  const origin = window.location.origin;

  it('knows the page in both languages on this site only', () => {
    expect(leadsToUnderConstruction(anchor('/page-under-construction'), origin)).toBe(true);
    expect(leadsToUnderConstruction(anchor('/ar/page-under-construction'), origin)).toBe(true);
    expect(leadsToUnderConstruction(anchor('/page-under-construction?x=1'), origin)).toBe(true);
    expect(
      leadsToUnderConstruction(anchor('https://elsewhere.example/page-under-construction'), origin),
    ).toBe(false);
    expect(leadsToUnderConstruction(anchor('/pages/120-export-guide'), origin)).toBe(false);
  });
});
