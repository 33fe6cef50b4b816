'use client';

import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';

import { useUserEnquiries } from '@/features/enquiries/api/use-user-enquiries';
import { countEnquiryStatuses, ENQUIRY_STATUSES } from '@/features/enquiries/enquiry-status';
import { Link } from '@/lib/i18n/navigation';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { ProfileCard } from './profile-card';

// part 3 "Profile": the seven status counters of the member's enquiries and the way to the table.
// A failed load shows zeros (part 3 §8: a list that fails to load is empty).
export function EnquiriesCard({ userId }: { userId: number }) {
  const t = useTranslations('Profile');
  const statusName = useTranslations('Enquiries.status');
  const number = useNumberFormat();
  const enquiries = useUserEnquiries(userId);
  const counts = countEnquiryStatuses(enquiries.data ?? []);
  return (
    <ProfileCard
      title={t('enquiries.heading')}
      icon={<ForumOutlined aria-hidden />}
      testId="enquiries-card"
    >
      {enquiries.isPending ? (
        <CircularProgress size={32} aria-label={t('enquiries.loading')} />
      ) : (
        <Box
          component="ul"
          aria-label={t('enquiries.countsLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {ENQUIRY_STATUSES.map((status) => (
            <Box
              component="li"
              key={status.code}
              data-testid={`enquiry-count-${status.code}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                px: 1.5,
                py: 1,
                borderRadius: 1,
                bgcolor: 'grey.50',
                borderInlineStart: `4px solid ${status.color}`,
              }}
            >
              <Typography component="span">{statusName(String(status.code))}</Typography>
              <Box
                component="span"
                sx={{
                  minWidth: 32,
                  px: 1,
                  borderRadius: 4,
                  textAlign: 'center',
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: status.color,
                }}
              >
                {number(counts[status.code])}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Button
        component={Link}
        href="/profile/user-enquiries"
        variant="contained"
        sx={{ justifySelf: 'start' }}
      >
        {t('enquiries.all')}
      </Button>
    </ProfileCard>
  );
}
