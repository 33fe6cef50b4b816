import Box from '@mui/material/Box';

import { sanitizeRichHtml } from '@/lib/html/sanitize';

// Typography for HTML from the content store, sanitised on the server before it is rendered.
export function RichContent({ html }: { html: string }) {
  return (
    <Box
      data-testid="rich-content"
      sx={{
        fontSize: 17,
        lineHeight: 1.85,
        '& h2': { fontSize: '1.6rem', mt: 5, mb: 1.5, color: 'primary.dark' },
        '& h3': { fontSize: '1.3rem', mt: 4, mb: 1 },
        '& p': { my: 1.75 },
        '& ul, & ol': { paddingInlineStart: 3 },
        '& li': { my: 0.75 },
        '& a': { color: 'primary.main', fontWeight: 600 },
        '& blockquote': {
          m: 0,
          my: 3,
          py: 1.5,
          px: 3,
          borderInlineStart: 4,
          borderColor: 'secondary.main',
          bgcolor: '#F5F0E6',
          borderRadius: 1,
        },
        '& table': { width: '100%', borderCollapse: 'collapse', my: 3, fontSize: 15 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1.25, textAlign: 'start' },
        '& th': { bgcolor: 'primary.light' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}
