'use client';

import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

import { Link } from '@/lib/i18n/navigation';
import type { User } from '@/lib/session/user';

import { ProfileCard } from './profile-card';

type Props = { user: User; keyTradePlayersHref: string };

// part 3 "Profile": without a company, the way to become a key trade player; with one, its actions
// and the warning while the administrator has not approved it (international_buyers_access 0).
export function CompanyCard({ user, keyTradePlayersHref }: Props) {
  const t = useTranslations('Profile.company');
  return (
    <ProfileCard title={t('heading')} icon={<BusinessOutlined aria-hidden />} testId="company-card">
      {user.company_id === null ? (
        <>
          <Typography>{t('none')}</Typography>
          <MuiLink
            component={Link}
            href={keyTradePlayersHref}
            sx={{ fontWeight: 600, justifySelf: 'start' }}
          >
            {t('becomeKeyTradePlayer')}
          </MuiLink>
        </>
      ) : (
        <>
          {user.international_buyers_access === 0 && (
            <Alert severity="warning">{t('notApproved')}</Alert>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={Link}
              href="/add-product"
              variant="contained"
              startIcon={<AddBoxOutlined aria-hidden />}
            >
              {t('addProduct')}
            </Button>
            <Button
              component={Link}
              href="/add-service"
              variant="contained"
              startIcon={<AddBoxOutlined aria-hidden />}
            >
              {t('addService')}
            </Button>
            <Button
              component={Link}
              href="/my-company"
              variant="outlined"
              aria-label={t('moreLabel')}
              startIcon={<MoreHoriz aria-hidden />}
            >
              {t('more')}
            </Button>
          </Stack>
        </>
      )}
    </ProfileCard>
  );
}
