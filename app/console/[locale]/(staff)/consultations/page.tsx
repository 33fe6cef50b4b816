import { consolePage, readPageOrLast } from '@/features/console/server/console-page';
import { ConsultationList } from '@/features/home/components/console/consultation-list';
import { listConsultations } from '@/features/home/server/staff-consultations';
import { staffConsultationQuerySchema } from '@/features/home/staff-consultation-schemas';
import { lenientQuery } from '@/lib/navigation/list-query';

// Issue 13: the home page's consultation requests, to be marked handled; the view is the address's.
const route = consolePage({
  area: 'consultations',
  namespace: 'ConsultationsAdmin',
  readOnly: true,
  query: (search) => lenientQuery(staffConsultationQuerySchema, search),
  // A page past the end (the list shrank) shows the last page.
  read: (db, { query: asked }) =>
    readPageOrLast((page) => listConsultations(db, { ...asked, page }), asked.page ?? 1),
  view: (page, { locale, query: asked }) => ({
    body: <ConsultationList locale={locale} query={{ ...asked, page: page.page }} page={page} />,
  }),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
