import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// part 1 §8: the empty state "No news articles found".
export function NewsEmpty({ text, hint }: { text: string; hint: string }) {
  return (
    <Box
      data-testid="news-empty"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 3,
        borderRadius: 3,
        bgcolor: '#F5F0E6',
        color: 'text.secondary',
      }}
    >
      <ArticleOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
      <Typography component="p" variant="h3" sx={{ mt: 1.5, color: 'text.primary' }}>
        {text}
      </Typography>
      <Typography sx={{ mt: 1 }}>{hint}</Typography>
    </Box>
  );
}
