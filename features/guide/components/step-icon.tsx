import { Icon } from '@/components/ui/icon';
import {
  FactCheckOutlinedIcon,
  GavelOutlinedIcon,
  HandshakeOutlinedIcon,
  InsightsOutlinedIcon,
  LocalShippingOutlinedIcon,
  PaymentsOutlinedIcon,
  TravelExploreOutlinedIcon,
  type IconShape,
} from '@/components/ui/icon-shapes';

import type { GuideStepKey } from '../constants';

const ICONS = {
  readiness: FactCheckOutlinedIcon,
  market: TravelExploreOutlinedIcon,
  developing: InsightsOutlinedIcon,
  financing: PaymentsOutlinedIcon,
  freight: LocalShippingOutlinedIcon,
  visiting: HandshakeOutlinedIcon,
  legal: GavelOutlinedIcon,
} satisfies Record<GuideStepKey, IconShape[]>;

export function StepIcon({ step, size }: { step: GuideStepKey; size?: number }) {
  return <Icon shape={ICONS[step]} size={size} />;
}
