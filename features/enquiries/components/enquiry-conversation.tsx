'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';

import { BidiText } from '@/components/ui/bidi-text';
import type { MemberReply } from '@/features/enquiries/schemas';
import { formatDateTime } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The agency's replies to the member (issue 13), oldest first, each with its date and the team's
 * name. The text is shown as typed: plain text, its line breaks kept.
 */
export function EnquiryConversation({ replies }: { replies: readonly MemberReply[] }) {
  const t = useTranslations('Enquiries.conversation');
  const locale = useLocale() as Locale;
  if (replies.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="enquiry-conversation">
      <Typography id="enquiry-conversation" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {replies.map((reply) => {
          const date = formatDateTime(reply.date, locale);
          return (
            <Box
              component="li"
              key={reply.id}
              aria-label={t('label', { date })}
              data-testid="enquiry-reply"
              sx={{
                borderInlineStart: 4,
                borderColor: 'primary.main',
                bgcolor: 'grey.50',
                borderRadius: 1,
                px: 2,
                py: 1.5,
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700 }}>
                {t('team')}{' '}
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  <BidiText>{date}</BidiText>
                </Typography>
              </Typography>
              <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <BidiText>{reply.message}</BidiText>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
