import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-shapes';

import type { GuideStepKey } from '../schemas';

const ICONS = {
  readiness: 'FactCheckOutlined',
  market: 'TravelExploreOutlined',
  developing: 'InsightsOutlined',
  financing: 'PaymentsOutlined',
  freight: 'LocalShippingOutlined',
  visiting: 'HandshakeOutlined',
  legal: 'GavelOutlined',
} as const satisfies Record<GuideStepKey, IconName>;

export function StepIcon({ step, size }: { step: GuideStepKey; size?: number }) {
  return <Icon name={ICONS[step]} size={size} />;
}
