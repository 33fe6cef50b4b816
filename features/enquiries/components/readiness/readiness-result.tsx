'use client';

import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';

import { pick } from '@/lib/i18n/localized';
import { isLocale } from '@/lib/i18n/routing';

import { MAX_POINTS_PER_ANSWER } from '../../readiness-constants';
import type { ReadinessResult as Result } from '../../score-readiness';

type Props = {
  result: Result;
  /** The enquiry page's result_description, already sanitised and rendered on the server. */
  description?: ReactNode;
  onRestart: () => void;
};

// part 2 "Initial export readiness assessment": the total out of 5 × the number of answers, each
// section's sum and average, and the page's result description.
export function ReadinessResult({ result, description, onRestart }: Props) {
  const t = useTranslations('Readiness.result');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const numbers = new Intl.NumberFormat(locale === 'ar' ? 'ar-JO' : 'en-US', {
    maximumFractionDigits: 2,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The survey the visitor was using is gone: take them to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box data-testid="readiness-result">
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h5"
        sx={{ color: 'primary.dark', fontWeight: 700, outline: 0 }}
      >
        {t('title')}
      </Typography>
      <Typography
        data-testid="readiness-total"
        sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 700, my: 2 }}
      >
        {t('total', {
          points: numbers.format(result.total),
          maximum: numbers.format(result.maximum),
        })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 360 }}>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 8px' }}>
            {t('sectionsCaption')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('section')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('sum')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('average')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.sections.map((section) => (
              <TableRow key={section.section_eng || section.section_ara}>
                <TableCell component="th" scope="row">
                  {pick(section, 'section', locale)}
                </TableCell>
                <TableCell align="right">
                  {t('sumOf', {
                    sum: numbers.format(section.sum),
                    maximum: numbers.format(section.count * MAX_POINTS_PER_ANSWER),
                  })}
                </TableCell>
                <TableCell align="right">{numbers.format(section.average)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {description && <Box sx={{ mt: 3 }}>{description}</Box>}
      <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onRestart} sx={{ mt: 3 }}>
        {t('again')}
      </Button>
    </Box>
  );
}
