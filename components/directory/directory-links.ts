import { listViewHref, type ListView, type ListViewKeys } from '@/lib/navigation/list-views';

type Options = {
  /** The list's public path in the page's locale (/ar/credentials). */
  path: string;
  view: ListView;
  keys: ListViewKeys;
  /** The list's section id: the form and the page links return to it on a longer page. */
  anchor?: string;
};

export type DirectoryLinks = {
  /** The filter form's address. */
  action: string;
  hrefFor: (page: number) => string;
  /** The list without filters, once one is set; otherwise null. */
  clearHref: string | null;
};

/** The addresses a directory links to: its form's, each page's (filters kept) and Clear's. */
export function directoryLinks({ path, view, keys, anchor }: Options): DirectoryLinks {
  const at = (href: string) => (anchor ? `${href}#${anchor}` : href);
  const filtered = keys.some((key) => key !== 'page' && view[key] !== undefined);
  return {
    action: at(path),
    hrefFor: (page) => at(listViewHref(path, view, keys, { page })),
    clearHref: filtered ? at(path) : null,
  };
}
