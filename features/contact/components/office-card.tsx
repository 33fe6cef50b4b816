import DirectionsIcon from '@mui/icons-material/Directions';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { LocaleLink } from '@/components/ui/locale-link';
import type { Office } from '@/features/contact/schemas';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  office: Office;
  locale: Locale;
  /**
   * part 1 §2.3: on the Contact Us page (id 190) "get directions" opens the office's map link in a
   * new tab ('external'); elsewhere it leads to the Contact Us page at `contactHref`.
   */
  directions: 'external' | 'contact';
  contactHref?: string;
  headingLevel?: 'h2' | 'h3';
};

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 } as const;

// An office's contact card: image, name, mailto and tel links and the get-directions button.
export async function OfficeCard({
  office,
  locale,
  directions,
  contactHref,
  headingLevel = 'h3',
}: Props) {
  const t = await getTranslations('OfficeCard');
  const name = pick(office, 'name', locale);
  const email = pick(office, 'email', locale);
  const phone = pick(office, 'phone', locale);
  const mapLink = pick(office, 'link', locale);
  const external = directions === 'external';
  return (
    <Card
      variant="outlined"
      data-testid="office-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        borderColor: '#D5E3DD',
      }}
    >
      {office.image && (
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'primary.light' }}>
          <Image
            src={office.image}
            alt=""
            fill
            sizes="(max-width: 600px) 100vw, 420px"
            style={{ objectFit: 'cover' }}
          />
        </Box>
      )}
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Typography component={headingLevel} variant="h4" sx={{ color: 'primary.dark' }}>
          {name}
        </Typography>
        {email && (
          <MuiLink href={`mailto:${email}`} sx={linkSx}>
            <EmailOutlinedIcon fontSize="small" aria-hidden />
            <span className="visually-hidden">{t('email')}: </span>
            <bdi>{email}</bdi>
          </MuiLink>
        )}
        {phone && (
          <MuiLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} sx={linkSx}>
            <PhoneOutlinedIcon fontSize="small" aria-hidden />
            <span className="visually-hidden">{t('phone')}: </span>
            <bdi dir="ltr">{phone}</bdi>
          </MuiLink>
        )}
        <Box sx={{ flex: 1 }} />
        {external ? (
          <Button
            variant="outlined"
            href={mapLink}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<DirectionsIcon />}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            {t('directions')}
            <span className="visually-hidden">
              {' '}
              – {name} ({t('newTab')})
            </span>
          </Button>
        ) : (
          <Button
            component={LocaleLink}
            href={contactHref ?? '/pages/190'}
            variant="outlined"
            startIcon={<DirectionsIcon />}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            {t('directions')}
            <span className="visually-hidden"> – {name}</span>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
