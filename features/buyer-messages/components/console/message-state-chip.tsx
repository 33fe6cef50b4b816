import { StatusChip, type StatusTone } from '@/components/console/status-chip';

import type { StaffState } from '../../schemas';

/** Not read yet asks for attention; read waits for the exporter's answer; answered is done. */
const TONES: Record<StaffState, StatusTone> = {
  unread: 'warning',
  read: 'info',
  replied: 'success',
};

/** A relayed message's state in the console, as a word on its colour. */
export function MessageStateChip({ state, label }: { state: StaffState; label: string }) {
  return <StatusChip tone={TONES[state]} label={label} />;
}
