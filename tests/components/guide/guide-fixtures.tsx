import { GUIDE_STEPS } from '@/features/guide/constants';
import type { GuideLabels, GuideStepView } from '@/features/guide/guide-types';

export const NAMES = [
  'Readiness to export',
  'Market research',
  'Developing export strategy',
  'Financing export',
  'Freight and logistics',
  'Visiting the market',
  'Legal and regulatory',
];

export const steps: GuideStepView[] = GUIDE_STEPS.map((key, index) => ({
  key,
  name: NAMES[index] ?? key,
  number: String(index + 1),
  file: `/files/guide/step-${index + 1}-en.pdf`,
  content: <p>{`${NAMES[index]} explained`}</p>,
}));

export const labels: GuideLabels = {
  diagramTitle: 'Seven steps to exporting',
  diagramLabel: 'Steps of the export guide',
  step: 'Step',
  hubOverline: 'EXPORT GUIDE',
  hubTitle: 'Your journey in 7 steps',
  hubText: 'Select a step.',
  entriesTitle: 'The steps in detail',
  downloadStep: 'Download this step (PDF)',
  download: 'Download guide',
  downloadHint: 'The complete guide (PDF).',
  loginToDownload: 'Please login to download the guide',
  login: 'Log in',
};

export const GUIDE_PATH = '/pages/120-export-guide';
