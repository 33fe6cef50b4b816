'use client';

import DialogContent from '@mui/material/DialogContent';
import { useTranslations } from 'next-intl';

import { ModalFrame, ModalOkActions } from '@/components/feedback/modals/modal-frame';
import { MuiIsland } from '@/components/providers/mui-island';
import { BidiText } from '@/components/ui/bidi-text';
import { Notice } from '@/components/ui/notice';

import type { StatisticItem } from '../../schemas';

import styles from './statistic-dialog.module.css';
import { StatisticFacts } from './statistic-facts';
import { StatisticFigures } from './statistic-figures';
import { StudyContact } from './study-contact';

type Props = { item: StatisticItem; onClose: () => void };

/**
 * An item of the interactive data or the data centre (part 2 §3): its texts and facts, the
 * figures of a statistic or an infographic (loaded whole, charted and tabled), an infographic's
 * picture, a study's agency contact, and the item's comment (the seed's "Sample data" note).
 */
export function StatisticDialog({ item, onClose }: Props) {
  const t = useTranslations('Statistics.dialog');
  return (
    <MuiIsland>
      <ModalFrame open onClose={onClose} title={<BidiText>{item.title}</BidiText>} maxWidth="md">
        <DialogContent className={styles.content} data-testid="statistic-dialog">
          {item.subject && (
            <p className={styles.subject}>
              <BidiText>{item.subject}</BidiText>
            </p>
          )}
          {item.description && <p className={styles.description}>{item.description}</p>}
          {item.comment && (
            <Notice severity="info" className={styles.comment}>
              {item.comment}
            </Notice>
          )}
          {item.type === 'infographics' && item.image_url && (
            // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn from the numbers
            <img
              src={item.image_url}
              alt={t('infographicAlt', { title: item.title })}
              className={styles.infographic}
            />
          )}
          {item.type !== 'studies' && <StatisticFigures item={item} />}
          <StatisticFacts item={item} />
          {item.type === 'studies' && <StudyContact />}
        </DialogContent>
        <ModalOkActions onClose={onClose} />
      </ModalFrame>
    </MuiIsland>
  );
}
