import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Image from 'next/image';

import { LocaleLink } from '@/components/ui/locale-link';

import type { SponsorView } from '../home-types';

type Props = { sponsor: SponsorView; label: string; newTabLabel: string };

// part 1 §2.3: each sponsor links to its page in a new tab and carries a "Sponsor" label.
export function SponsorCard({ sponsor, label, newTabLabel }: Props) {
  return (
    <Card
      variant="outlined"
      data-testid="sponsor-card"
      sx={{ height: '100%', borderRadius: 3, borderColor: '#D5E3DD', bgcolor: '#fff' }}
    >
      <CardActionArea
        component={LocaleLink}
        href={`/sponsor/${sponsor.id}`}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: 110,
            borderRadius: 2,
            bgcolor: '#F7FAF9',
          }}
        >
          {sponsor.image && (
            <Image
              src={sponsor.image}
              alt=""
              fill
              sizes="(max-width: 600px) 90vw, 360px"
              style={{ objectFit: 'contain', padding: 12 }}
            />
          )}
        </Box>
        <Typography
          component="span"
          sx={{
            alignSelf: 'flex-start',
            px: 1.25,
            py: 0.25,
            borderRadius: 5,
            fontSize: 12,
            fontWeight: 700,
            color: 'secondary.main',
            bgcolor: '#FCEBEE',
          }}
        >
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{
            alignSelf: 'stretch',
            textAlign: 'start',
            fontWeight: 600,
            lineHeight: 1.5,
            color: 'text.primary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {sponsor.name}
        </Typography>
        <span className="visually-hidden"> ({newTabLabel})</span>
      </CardActionArea>
    </Card>
  );
}
