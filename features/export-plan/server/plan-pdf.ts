import 'server-only';

import { fullTranslator } from '@/lib/api/translate';
import { formatDate } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import type { PdfDocument, PdfSource } from '@/lib/pdf/pdf-document';

import { SECTION_FIELDS, type PlanField } from '../constants';
import type { ExportPlan, PlanSectionAnswer } from '../schemas';

// Issue 59: the plan as the document the PDF renderer sets, in the plan's language: labels and
// choices from the catalogue, amounts in dinars and dates in the language's digits, every figure
// the portal filled in pointing at its source, the sources listed at the end.

type Translate = ReturnType<typeof fullTranslator>;

function valueOf(field: PlanField, value: string, t: Translate, locale: Locale): string {
  if (value.trim() === '') return t('ExportPlan.pdf.empty');
  switch (field.kind) {
    case 'choice':
      return t(`ExportPlan.choices.${field.name}.${value}` as never);
    case 'amount':
      return t('ExportPlan.pdf.dinars', {
        amount: formatNumber(Number(value), locale, {
          minimumFractionDigits: 3,
          maximumFractionDigits: 3,
        }),
      });
    case 'date':
      return formatDate(value, locale);
    default:
      return value;
  }
}

const sourceKey = (source: PdfSource) => `${source.name}|${source.url}|${source.dated}`;

export function planPdfDocument(
  plan: ExportPlan,
  { locale, logo, now }: { locale: Locale; logo: PdfDocument['cover']['logo']; now: Date },
): PdfDocument {
  const t = fullTranslator(locale);
  const sources: PdfSource[] = [];
  const indexOf = new Map<string, number>();
  const cite = (source: PdfSource) => {
    const key = sourceKey(source);
    if (!indexOf.has(key)) {
      indexOf.set(key, sources.length);
      sources.push(source);
    }
    return indexOf.get(key)!;
  };
  const count = (value: number) => formatNumber(value, locale);
  const section = (answer: PlanSectionAnswer) => {
    const cited = answer.sources.map(cite);
    const rows = SECTION_FIELDS[answer.section].map((field) => ({
      label: t(`ExportPlan.sections.${answer.section}.fields.${field.name}` as never),
      value: valueOf(field, answer.fields[field.name] ?? '', t, locale),
      // A figure the portal filled in (and the member kept) points at the section's first source.
      sourceIndex: answer.prefilled.includes(field.name) && cited.length > 0 ? cited[0]! : null,
    }));
    const blocks: PdfDocument['sections'][number]['blocks'] = [{ kind: 'facts', rows }];
    if (cited.length > 1) {
      blocks.push({
        kind: 'list',
        items: cited.map((index) => t('ExportPlan.pdf.sourceItem', { name: sources[index]!.name })),
      });
    }
    return {
      title: t(`ExportPlan.sections.${answer.section}.title` as never),
      status: t('ExportPlan.pdf.status', {
        filled: count(answer.filled),
        required: count(answer.required),
      }),
      blocks,
    };
  };
  const sections = plan.sections.map(section);
  return {
    locale,
    cover: {
      title: t('ExportPlan.pdf.title'),
      subtitle: t('ExportPlan.pdf.subtitle', {
        complete: count(plan.progress.complete),
        total: count(plan.progress.total),
      }),
      organisation: plan.company.name,
      logo,
      madeOn: t('ExportPlan.pdf.madeOn', { date: formatDate(now, locale) }),
    },
    sections,
    sourcesTitle: t('ExportPlan.pdf.sources'),
    sources,
    footer: t('ExportPlan.pdf.footer', {
      name: plan.company.name,
      page: '{page}',
      pages: '{pages}',
    }),
  };
}
