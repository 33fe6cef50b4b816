import { describe, expect, it } from 'vitest';

import { GUIDE_STEPS } from '@/features/guide/constants';
import { guideStepsOf, guideStepPanelId } from '@/features/guide/guide-steps';

function guideRecord() {
  const record: Record<string, string> = {};
  GUIDE_STEPS.forEach((key, index) => {
    const n = index + 1;
    record[`step_${n}_name_eng`] = `Step ${n}`;
    record[`step_${n}_name_ara`] = n === 2 ? '' : `الخطوة ${n}`;
    record[`step_${n}`] = `<p>${key}</p>`;
    record[`step_${n}_ara`] = `<p>${key} ar</p>`;
    record[`step_${n}_file`] = `/files/guide/step-${n}-en.pdf`;
    record[`step_${n}_file_ara`] = n === 3 ? '' : `/files/guide/step-${n}-ar.pdf`;
  });
  return record;
}

describe('guideStepsOf (part 1 §2.6 and §3)', () => {
  it('gives the seven steps in the diagram order with the English fields', () => {
    const steps = guideStepsOf(guideRecord(), 'en', () => 'fallback');
    expect(steps.map((step) => step.key)).toEqual([
      'readiness',
      'market',
      'developing',
      'financing',
      'freight',
      'visiting',
      'legal',
    ]);
    expect(steps[3]).toEqual({
      key: 'financing',
      name: 'Step 4',
      html: '<p>financing</p>',
      file: '/files/guide/step-4-en.pdf',
    });
  });

  it('picks the Arabic fields, falling back to English when one is empty', () => {
    const steps = guideStepsOf(guideRecord(), 'ar', () => 'fallback');
    expect(steps[0]).toMatchObject({ name: 'الخطوة 1', html: '<p>readiness ar</p>' });
    expect(steps[1]?.name).toBe('Step 2');
    expect(steps[2]?.file).toBe('/files/guide/step-3-en.pdf');
    expect(steps[3]?.file).toBe('/files/guide/step-4-ar.pdf');
  });

  it('names a step from the messages when the record has no name', () => {
    const steps = guideStepsOf({}, 'en', (key) => `label:${key}`);
    expect(steps.map((step) => step.name)[6]).toBe('label:legal');
    expect(steps[6]).toMatchObject({ html: '', file: '' });
  });

  it('numbers the panel ids from 1', () => {
    expect(guideStepPanelId(0)).toBe('guide-step-1-panel');
  });
});
