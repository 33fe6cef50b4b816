import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = { title: string; icon?: ReactNode; children: ReactNode; testId?: string };

/** One card of the profile page: a titled region so screen readers can jump between them. */
export function ProfileCard({ title, icon, children, testId }: Props) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={testId}
      sx={{ height: '100%', borderRadius: 2 }}
    >
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, md: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.dark' }}>
          {icon}
          <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
