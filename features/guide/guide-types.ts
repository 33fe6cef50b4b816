import type { ReactNode } from 'react';

import type { GuideStepKey } from './constants';

/** One step as the client island shows it: texts already localised, the entry pre-rendered. */
export type GuideStepView = {
  key: GuideStepKey;
  name: string;
  /** The step's number formatted for the locale. */
  number: string;
  file: string;
  content: ReactNode;
};

export type GuideLabels = {
  diagramTitle: string;
  diagramLabel: string;
  step: string;
  hubOverline: string;
  hubTitle: string;
  hubText: string;
  entriesTitle: string;
  downloadStep: string;
  download: string;
  downloadHint: string;
  loginToDownload: string;
  login: string;
};

export type SelectStep = (index: number) => void;
