import { serverIntl } from './server-components';

// next-intl/server as a component test replaces it, in one line:
//   vi.mock('next-intl/server', () => import('@/tests/setup/next-intl-server'));
// (the real catalogues, in the locale `renderServer` renders).
export const { getLocale, getTranslations } = serverIntl;
