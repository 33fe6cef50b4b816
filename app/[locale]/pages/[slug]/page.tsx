import { ContactPage } from '@/features/contact/components/contact-page';
import { createContentRoute } from '@/features/content/server/content-route';
import { FaqExportersPage } from '@/features/faq/components/faq-exporters-page';
import { ExportGuidePage } from '@/features/guide/components/export-guide-page';

const route = createContentRoute('pages', {
  120: ExportGuidePage,
  100: FaqExportersPage,
  190: ContactPage,
});

export const revalidate = 3600;
export const generateStaticParams = () => [];
export const generateMetadata = route.generateMetadata;
export default route.Page;
