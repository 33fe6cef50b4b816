'use client';

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'next-intl';

type Props = { isVip: boolean; suspended: boolean; showActive?: boolean };

/** A member's VIP and suspension as words in colour (never colour alone). */
export function MemberBadges({ isVip, suspended, showActive = false }: Props) {
  const t = useTranslations('MembersAdmin.badges');
  if (!isVip && !suspended && !showActive) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {suspended ? (
        <Chip
          size="small"
          label={t('suspended')}
          data-badge="suspended"
          sx={{ bgcolor: '#a4161a', color: '#fff', fontWeight: 600 }}
        />
      ) : (
        showActive && (
          <Chip
            size="small"
            label={t('active')}
            data-badge="active"
            sx={{ bgcolor: '#e8f5e9', color: '#1b5e20', fontWeight: 600 }}
          />
        )
      )}
      {isVip && (
        <Chip
          size="small"
          label={t('vip')}
          data-badge="vip"
          sx={{ bgcolor: '#7a5200', color: '#fff', fontWeight: 600 }}
        />
      )}
    </Stack>
  );
}
