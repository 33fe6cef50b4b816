'use client';

import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import type { NavItem } from './nav-types';

type Props = { top: NavItem[]; secondary: NavItem[] };

// The menu bar (wide screens) and the drawer (narrow ones), which shows the same top items and then
// the secondary menu's: one island, so the page's payload carries the top items once.
export function HeaderNavigation({ top, secondary }: Props) {
  return (
    <>
      <DesktopNav items={top} />
      <MobileMenu tree={[...top, ...secondary]} />
    </>
  );
}
