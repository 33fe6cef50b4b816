import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

import type { GuideStepKey } from '../schemas';

const ICONS = {
  readiness: FactCheckOutlined,
  market: TravelExploreOutlined,
  developing: InsightsOutlined,
  financing: PaymentsOutlined,
  freight: LocalShippingOutlined,
  visiting: HandshakeOutlined,
  legal: GavelOutlined,
} as const satisfies Record<GuideStepKey, unknown>;

export function StepIcon({ step, ...props }: { step: GuideStepKey } & SvgIconProps) {
  const Icon = ICONS[step];
  return <Icon aria-hidden {...props} />;
}
