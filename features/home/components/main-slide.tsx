import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Image from 'next/image';

import { layout } from '@/lib/theme/tokens';

import type { SlideView } from '../home-types';

type Props = {
  slide: SlideView;
  /** The reading direction of the texts: the slider's own box is always LTR. */
  dir: 'ltr' | 'rtl';
  priority?: boolean;
  newTabLabel: string;
  onOpenEnquiry: () => void;
};

// One slide of the main slider (part 1 §2.3): image, heading, title, description, optional button.
export function MainSlide({ slide, dir, priority = false, newTabLabel, onOpenEnquiry }: Props) {
  const { button } = slide;
  return (
    <Box
      dir={dir}
      data-testid="main-slide"
      data-slide-id={slide.id}
      sx={{
        position: 'relative',
        minHeight: { xs: 480, md: 560 },
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        bgcolor: 'primary.dark',
        overflow: 'hidden',
      }}
    >
      {slide.image && (
        <Image
          src={slide.image}
          alt=""
          fill
          priority={priority}
          sizes="100vw"
          style={{ objectFit: 'cover' }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            dir === 'rtl'
              ? 'linear-gradient(260deg, rgba(7,60,44,.94) 20%, rgba(7,60,44,.72) 55%, rgba(7,60,44,.35))'
              : 'linear-gradient(100deg, rgba(7,60,44,.94) 20%, rgba(7,60,44,.72) 55%, rgba(7,60,44,.35))',
        }}
      />
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: layout.containerMaxWidth,
          mx: 'auto',
          px: { xs: 2.5, md: 3 },
          pt: { xs: 6, md: 8 },
          pb: { xs: 11, md: 10 },
        }}
      >
        <Box sx={{ maxWidth: 680, textAlign: 'start' }}>
          {slide.heading && (
            <Typography
              component="p"
              sx={{
                display: 'inline-block',
                fontWeight: 700,
                fontSize: 14,
                letterSpacing: dir === 'rtl' ? 0 : '0.08em',
                textTransform: dir === 'rtl' ? 'none' : 'uppercase',
                color: '#fff',
                borderInlineStart: (theme) => `4px solid ${theme.palette.secondary.main}`,
                paddingInlineStart: 1.5,
              }}
            >
              {slide.heading}
            </Typography>
          )}
          <Typography
            component="h2"
            sx={{ mt: 2, fontWeight: 700, lineHeight: 1.2, fontSize: { xs: '2rem', md: '3.1rem' } }}
          >
            {slide.title}
          </Typography>
          {slide.description && (
            <Typography sx={{ mt: 2.5, fontSize: { xs: 17, md: 20 }, color: '#EAF3F0' }}>
              {slide.description}
            </Typography>
          )}
          {button.kind === 'enquiry-dialog' && (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={onOpenEnquiry}
              aria-haspopup="dialog"
              sx={{ mt: 4, px: 4, py: 1.25, fontSize: 16 }}
            >
              {button.label}
            </Button>
          )}
          {button.kind === 'external' && (
            <Button
              variant="contained"
              color="secondary"
              size="large"
              href={button.href}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
              sx={{ mt: 4, px: 4, py: 1.25, fontSize: 16 }}
            >
              {button.label}
              <span className="visually-hidden"> ({newTabLabel})</span>
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
