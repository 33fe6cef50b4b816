import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from './_compositions/not-found/not-found-page';

// The locale's 404 (a notFound() anywhere under [locale]). Next sends its HTML empty when a page
// throws notFound() (vercel/next.js#62228); the portal's server then fills it with the same page
// rendered by the 404 view (docs/decisions/look-and-speed.md "The 404 page"), and this renders it in the browser.
export default async function NotFound() {
  const [t, metadata] = await Promise.all([
    getTranslations('NotFound'),
    getTranslations('Metadata'),
  ]);
  return (
    <>
      {/* not-found has no metadata of its own (it renders outside its route's params); React puts
          the title in the head, as Next's own 404 page does. notFound() already adds noindex. */}
      <title>{`${t('title')} | ${metadata('portalName')}`}</title>
      <NotFoundPage artwork="lazy" />
    </>
  );
}
