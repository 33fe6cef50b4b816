import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConsoleNav } from '@/features/console/components/console-nav';
import { address, atPage } from '@/tests/setup/navigation';

atPage('/admin');

// Issue 56: the menu lists the hit queue under the screening; on the queue's pages the queue is
// the current section, not the screening whose address starts theirs.

const links = [
  { key: 'dashboard', href: '/ar/admin', label: 'Dashboard' },
  { key: 'screening', href: '/ar/admin/screening', label: 'Sanctions screening' },
  { key: 'screeningHits', href: '/ar/admin/screening/hits', label: 'Screening hit queue' },
];

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe("the console's menu marks one section", () => {
  it.each([
    ['/ar/admin', ['Dashboard']],
    ['/ar/admin/screening', ['Sanctions screening']],
    ['/ar/admin/screening/hits', ['Screening hit queue']],
    ['/ar/admin/screening/hits/7', ['Screening hit queue']],
    ['/ar/admin/screenings', []],
  ])('on %s', (path, expected) => {
    address.pathname = path;
    render(<ConsoleNav links={links} label="Menu" />);
    expect(current()).toEqual(expected);
  });
});
