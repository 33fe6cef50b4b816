import { getTranslations } from 'next-intl/server';

import { ConsolePageTitle } from '@/components/console/console-page-title';
import { consoleRequestLocale } from '@/features/console/server/console-locale';
import { consolePath } from '@/lib/navigation/console-path';

// 404 inside the console's shell (an unknown address, a record that does not exist), in the
// language of the address asked for: Next renders this boundary without the segment's params.
export default async function ConsoleNotFound() {
  const locale = await consoleRequestLocale();
  const t = await getTranslations({ locale, namespace: 'Console.notFound' });
  return (
    <div data-testid="console-not-found">
      <ConsolePageTitle title={t('title')} description={t('text')} />
      <a href={consolePath('/', locale)} className="link">
        {t('dashboard')}
      </a>
    </div>
  );
}
