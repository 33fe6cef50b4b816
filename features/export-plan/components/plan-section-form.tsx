'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { lazyZodResolver, type LazyResolver } from '@/components/forms/lazy-zod-resolver';
import { SubmitButton } from '@/components/forms/submit-button';
import { Notice } from '@/components/ui/notice';

import { requestPlan, requestSaveSection } from '../api/plan-calls';
import { SECTION_FIELDS, type PlanSection } from '../constants';
import type { PlanSectionAnswer } from '../schemas';

import styles from './export-plan.module.css';
import { PlanField, type SectionValues } from './plan-field';
import { StaleSectionNotice } from './stale-section-notice';

// One resolver a section, made once (the schema and zod load on the form's first check).
const resolvers = new Map<PlanSection, LazyResolver<SectionValues>>();
function resolverOf(section: PlanSection) {
  let resolver = resolvers.get(section);
  if (!resolver) {
    resolver = lazyZodResolver<SectionValues>(() =>
      import('../schemas').then((module) => module.sectionFormSchema(section)),
    );
    resolvers.set(section, resolver);
  }
  return resolver;
}

type Props = {
  planId: number;
  answer: PlanSectionAnswer;
  onSaved: (next: PlanSectionAnswer) => void;
};

/**
 * A section's form (issue 59): saved on its own with the version read. A stale save (409) keeps
 * what the member typed and offers the server's copy; a refused field (422) shows the server's
 * message under it.
 */
export function PlanSectionForm({ planId, answer, onSaved }: Props) {
  const t = useTranslations('ExportPlan');
  const [version, setVersion] = useState(answer.version);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const [server, setServer] = useState<PlanSectionAnswer | null>(null);
  const form = useForm<SectionValues>({
    defaultValues: answer.fields,
    resolver: resolverOf(answer.section),
  });

  const save = form.handleSubmit(async (values) => {
    const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']));
    const saved = await requestSaveSection(planId, answer.section, fields, version);
    if (saved.ok) {
      const next = saved.body.sections.find((s) => s.section === answer.section)!;
      setVersion(next.version);
      setServer(null);
      setState('saved');
      form.reset(next.fields);
      onSaved(next);
      return;
    }
    setState('idle');
    if (saved.status === 409) {
      const read = await requestPlan(planId);
      if (read.ok) setServer(read.body.sections.find((s) => s.section === answer.section)!);
      return;
    }
    for (const [key, messages] of Object.entries(saved.errors)) {
      const name = key.replace(/^fields\./, '');
      if (name in answer.fields) form.setError(name, { message: messages[0] });
    }
    setState('failed');
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={save}
      onFocus={() => resolverOf(answer.section).preload()}
      onChange={() => state === 'saved' && setState('idle')}
      data-testid={`plan-form-${answer.section}`}
    >
      {SECTION_FIELDS[answer.section].map((field) => (
        <PlanField
          key={field.name}
          control={form.control}
          section={answer.section}
          field={field}
          prefilled={answer.prefilled.includes(field.name)}
        />
      ))}
      {server && (
        <StaleSectionNotice
          section={server}
          onUseServer={() => {
            form.reset(server.fields);
            setVersion(server.version);
            setServer(null);
          }}
          onKeepMine={() => {
            setVersion(server.version);
            setServer(null);
          }}
        />
      )}
      {state === 'failed' && (
        <Notice severity="error" role="alert">
          {t('checkFields')}
        </Notice>
      )}
      <div className={styles.formActions}>
        <SubmitButton busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('save')}
        </SubmitButton>
        <span role="status" className={styles.savedNote}>
          {state === 'saved' ? t('saved') : ''}
        </span>
      </div>
    </form>
  );
}
