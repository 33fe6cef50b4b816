import { consolePage } from '@/features/console/server/console-page';
import { GuideSections } from '@/features/guide/components/console/guide-sections';
import { readStaffGuide } from '@/features/guide/server/staff-guide';

// /admin/guide (issue 29): editors keep the export guide: its texts, its seven steps and their
// files, and the full guide members download.
const route = consolePage({
  area: 'guide',
  namespace: 'GuideAdmin',
  read: readStaffGuide,
  view: (guide, { locale }) => ({ body: <GuideSections guide={guide} locale={locale} /> }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
