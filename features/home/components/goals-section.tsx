import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { ConsultationButton } from './consultation-button';
import { HomeSection } from './home-section';

const GOAL_NUMBERS = [1, 2, 3, 4, 5] as const;

type Props = { goals: Record<string, unknown> | undefined; locale: Locale };

// part 1 §2.3: the five goals from the content store and the get-consultation dialog.
export async function GoalsSection({ goals, locale }: Props) {
  const t = await getTranslations('Home.goals');
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en-US');
  const items = goals
    ? GOAL_NUMBERS.map((n) => ({
        n,
        title: pick(goals, `goal_${n}_title`, locale),
        text: pick(goals, `goal_${n}_text`, locale),
      })).filter((goal) => goal.title || goal.text)
    : [];
  const title = (goals && pick(goals, 'title', locale)) || t('title');
  return (
    <HomeSection id="goals" title={title} subtitle={t('subtitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {/* The list's items sit in the grid next to the consultation card. */}
        <Box component="ol" sx={{ display: 'contents', listStyle: 'none' }}>
          {items.map((goal) => (
            <Box
              component="li"
              key={goal.n}
              data-testid="goal"
              sx={{
                p: 3,
                borderRadius: 3,
                border: 1,
                borderColor: '#D5E3DD',
                borderTop: 4,
                borderTopColor: 'primary.main',
                bgcolor: '#fff',
              }}
            >
              <Typography
                aria-hidden
                sx={{ fontSize: 34, fontWeight: 700, lineHeight: 1, color: 'secondary.main' }}
              >
                {number.format(goal.n).padStart(2, number.format(0))}
              </Typography>
              <Typography component="h3" variant="h4" sx={{ mt: 1.5, color: 'primary.dark' }}>
                {goal.title}
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>{goal.text}</Typography>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            p: 3,
            borderRadius: 3,
            bgcolor: 'primary.dark',
            color: '#fff',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'flex-start',
            gap: 2,
          }}
        >
          <Typography component="h3" variant="h4">
            {t('consultationTitle')}
          </Typography>
          <Typography sx={{ color: '#EAF3F0' }}>{t('consultationText')}</Typography>
          <CaptchaBoundary>
            <ConsultationButton label={t('getConsultation')} />
          </CaptchaBoundary>
        </Box>
      </Box>
    </HomeSection>
  );
}
