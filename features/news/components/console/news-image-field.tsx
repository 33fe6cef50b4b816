'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';

import {
  ContentImageError,
  uploadContentImage,
} from '@/components/console/rich-text/upload-content-image';
import { FieldFrame, useFieldIds } from '@/components/forms/field-frame';
import { useFieldError } from '@/components/forms/use-field-error';

import type { NewsFields } from '../../schemas';

import styles from './news-console.module.css';

/**
 * The item's picture: chosen, it is uploaded at once (checked, re-encoded and stored by the API)
 * and the field keeps its address; shown small, with a way to remove it.
 */
export function NewsImageField({ control }: { control: Control<NewsFields> }) {
  const t = useTranslations('NewsAdmin.form');
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'image' });
  const error = useFieldError(fieldState);
  const ids = useFieldIds();
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true, error: null });
    try {
      field.onChange(await uploadContentImage(file, t('imageFailed')));
      setUpload({ busy: false, error: null });
    } catch (failure) {
      const text = failure instanceof ContentImageError ? failure.message : t('imageFailed');
      setUpload({ busy: false, error: text });
    }
  };
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame
      ids={ids}
      label={t('image')}
      required={false}
      error={upload.error ?? error}
      helper={upload.busy ? t('imageUploading') : t('imageHint')}
    >
      <div className={styles.imageField}>
        {value && (
          // eslint-disable-next-line @next/next/no-img-element -- the uploaded picture, as stored
          <img src={value} alt={t('imageAlt')} className={styles.thumb} />
        )}
        <input
          ref={ref}
          id={ids.input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-describedby={ids.helper}
          aria-invalid={!!(upload.error ?? error)}
          disabled={upload.busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {value && (
          <button
            type="button"
            className="button button-outlined"
            onClick={() => field.onChange('')}
          >
            {t('imageRemove')}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
