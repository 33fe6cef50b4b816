import { getTranslations } from 'next-intl/server';

import { StatusMessage } from '@/components/layout/status-message';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return <StatusMessage title={t('title')} text={t('text')} homeLabel={t('home')} />;
}
