'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { useModals } from '@/components/feedback/modal-context';
import { MuiFormTextField } from '@/components/forms/mui-form-text-field';
import { useErrorText } from '@/components/forms/use-field-error';
import { useTimedSteps } from '@/components/ui/use-timers';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { User } from '@/lib/session/user';

import { useEditProfile } from '../api/use-edit-profile';
import { editProfileFormSchema, type EditProfileFormValues } from '../avatar-rules';

import { AvatarField } from './avatar-field';
import { fullNameOf } from './user-avatar';

// part 3 §4 "Edit forms": the success modal after 1 s, back to the profile after 2 s.
export const EDIT_PROFILE_SUCCESS_DELAY_MS = 1000;
export const EDIT_PROFILE_REDIRECT_DELAY_MS = 2000;

// part 3 "Edit profile" and §5: first and last name required, the avatar an image of at most 2 MB,
// required only while the member has none, and sent only when a new one was chosen.
export function EditProfileForm({ user }: { user: User }) {
  const t = useTranslations('EditProfile');
  const modals = useModals();
  const router = useRouter();
  const editing = useEditProfile(user.id);
  const steps = useTimedSteps();
  // Saved: the form waits for the redirect and must not be sent twice.
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => editProfileFormSchema(Boolean(user.avatar)), [user.avatar]);
  const { control, handleSubmit, formState } = useForm<EditProfileFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { name: user.name, last_name: user.last_name ?? '', avatar: null },
  });
  const message = useErrorText();

  const onSubmit = async ({ name, last_name, avatar }: EditProfileFormValues) => {
    modals.open('loading');
    try {
      const success = await editing.mutateAsync({ name, last_name, avatar, version: user.version });
      if (!success) {
        modals.open('error');
        return;
      }
      setSaved(true);
      // The dialog has its second before the redirect, however late it opens (issue 36).
      steps([
        {
          after: EDIT_PROFILE_SUCCESS_DELAY_MS,
          run: () => modals.open('success', { message: t('success') }),
        },
        {
          after: EDIT_PROFILE_REDIRECT_DELAY_MS - EDIT_PROFILE_SUCCESS_DELAY_MS,
          run: () => router.push('/profile'),
        },
      ]);
    } catch (error) {
      const { answerMessage } = await import('@/lib/http/error-text');
      modals.open('error', { message: answerMessage(error) });
    } finally {
      modals.close('loading');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('title')}
      sx={{ display: 'grid', gap: 3, maxWidth: 640 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <MuiFormTextField
          control={control}
          name="name"
          label={t('name')}
          autoComplete="given-name"
        />
        <MuiFormTextField
          control={control}
          name="last_name"
          label={t('lastName')}
          autoComplete="family-name"
        />
      </Box>
      <Controller
        name="avatar"
        control={control}
        render={({ field, fieldState }) => (
          <AvatarField
            file={field.value}
            currentSrc={user.avatar_img}
            name={fullNameOf(user)}
            error={message(fieldState.error?.message)}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting || saved}>
          {t('submit')}
        </Button>
        <Button component={Link} href="/profile" variant="outlined">
          {t('cancel')}
        </Button>
      </Box>
    </Box>
  );
}
