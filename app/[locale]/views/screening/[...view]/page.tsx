import { listViewRoute } from '@/components/list-views/list-view-route';
import { ScreeningView } from '@/features/screening/components/screening-view';
import { readScreeningPage, screeningHead } from '@/features/screening/server/screening-page';

// /screening?name=&country=&min_score= (issue 47): each name screened renders once, then comes from
// the full-route cache for the hour (a list import runs outside the server: docs/decisions/screening.md).
export const revalidate = 3600;
export const generateStaticParams = () => [];

const route = listViewRoute({
  list: 'screening',
  named: screeningHead,
  read: readScreeningPage,
  Component: ScreeningView,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
