import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import type { BecomeAMember } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { HomeSection } from './home-section';

type Props = { member?: BecomeAMember; locale: Locale };

// part 1 §2.3: the become-a-member block and its call to action, which leads to registration.
export async function BecomeMember({ member, locale }: Props) {
  if (!member) return null;
  const t = await getTranslations('Home.member');
  const checks = [1, 2].map((n) => ({
    n,
    title: pick(member, `check_${n}_title`, locale),
    subtitle: pick(member, `check_${n}_subtitle`, locale),
  }));
  return (
    <HomeSection id="member" title={t('title')} tone="mint">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'stretch',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        }}
      >
        <Box>
          <Typography sx={{ fontSize: { xs: 17, md: 18 }, lineHeight: 1.85 }}>
            {pick(member, 'left_col_content', locale)}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'grid', gap: 3 }}
          >
            {checks.map((check) => (
              <Box component="li" key={check.n} sx={{ display: 'flex', gap: 2 }}>
                <CheckCircleIcon sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
                <Box>
                  <Typography component="h3" variant="h4" sx={{ color: 'primary.dark' }}>
                    {check.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {check.subtitle}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 4,
            color: '#fff',
            bgcolor: 'primary.dark',
            backgroundImage: 'linear-gradient(135deg, #07513A 0%, #0A6E4F 100%)',
            p: { xs: 3.5, md: 5 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
          }}
        >
          {member.image && (
            <Box sx={{ position: 'relative', width: '100%', height: 140, mb: 1 }}>
              <Image
                src={member.image}
                alt=""
                fill
                sizes="420px"
                style={{ objectFit: 'contain' }}
              />
            </Box>
          )}
          <Typography
            component="h3"
            sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, fontWeight: 700 }}
          >
            {pick(member, 'become_title', locale)}
          </Typography>
          <Typography sx={{ color: '#EAF3F0', fontSize: 17 }}>
            {pick(member, 'become_subtitle', locale)}
          </Typography>
          <Button
            component={LocaleLink}
            href="/auth/register"
            variant="contained"
            color="secondary"
            size="large"
            data-testid="member-register"
            endIcon={<ArrowForwardIcon className="mirror-rtl" />}
            sx={{ alignSelf: 'flex-start', mt: 1, px: 4 }}
          >
            {pick(member, 'action_btn_text', locale) || t('register')}
          </Button>
        </Box>
      </Box>
    </HomeSection>
  );
}
