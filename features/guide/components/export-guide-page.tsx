import { getTranslations } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { RichContent } from '@/components/ui/rich-content';
import { ContentIntro, ContentPage } from '@/features/content/components/content-page';
import type { FeaturePageProps } from '@/features/content/feature-page-types';
import { formatNumber } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';

import { guideStepsOf } from '../guide-steps';
import type { GuideLabels, GuideStepView } from '../guide-types';
import { getGuide } from '../server/cached';

import { GuideExplorer } from './guide-explorer';

// part 1 §2.6 (page 120): banner, the guide's introduction, the seven-step diagram and the steps.
export async function ExportGuidePage({ page, locale }: FeaturePageProps) {
  const [guide, t] = await Promise.all([
    getGuide(),
    getTranslations({ locale, namespace: 'Guide' }),
  ]);
  if (!guide) return <ContentPage page={page} locale={locale} />;

  const steps: GuideStepView[] = guideStepsOf(guide, locale, (key) => t(`steps.${key}`)).map(
    (step, index) => ({
      key: step.key,
      name: step.name,
      number: formatNumber(index + 1, locale),
      file: step.file,
      content: <RichContent html={step.html} />,
    }),
  );
  const labels: GuideLabels = {
    diagramTitle: t('diagram.title'),
    diagramLabel: t('diagram.label'),
    step: t('diagram.step'),
    hubOverline: t('diagram.hubOverline'),
    hubTitle: t('diagram.hubTitle', { count: formatNumber(steps.length, locale) }),
    hubText: t('diagram.hubText'),
    entriesTitle: t('entries.title'),
    downloadStep: t('entries.downloadStep'),
    download: t('download.button'),
    downloadHint: t('download.hint'),
    loginToDownload: t('login_to_download_guide'),
    login: t('download.login'),
  };
  const subtitle = pick(page, 'subtitle', locale);
  const intro = pick(guide, 'step_guide', locale) || pick(page, 'content', locale);

  return (
    <>
      <PageBanner
        title={pick(page, 'title', locale)}
        subSubtitle={pick(page, 'sub_subtitle', locale) || pick(guide, 'sub_subtitle', locale)}
        image={page.image || guide.image}
      />
      <PageContainer data-testid="export-guide" spacing="roomy">
        <GuideExplorer
          steps={steps}
          guideFile={pick(guide, 'guide_file', locale)}
          labels={labels}
          intro={<ContentIntro subtitle={subtitle} html={intro} />}
        />
      </PageContainer>
    </>
  );
}
