import { describe, expect, it } from 'vitest';

import {
  filterInstitutions,
  filtersOfView,
  serviceLines,
  withNames,
} from '@/features/institutions/institution-list';
import { institutionInputSchema, institutionsQuerySchema } from '@/features/institutions/schemas';
import {
  exportModesSeed,
  exportTypesSeed,
  institutionsSeed,
} from '@/lib/db/seed/directories/institutions';
import { BLANK_INSTITUTION_TEXTS } from '@/tests/fixtures/staff-records';

const lists = {
  types: [
    { id: 1, type_eng: 'Government agency', type_ara: 'جهة حكومية' },
    { id: 2, type_eng: 'Chamber of industry', type_ara: 'غرفة صناعة' },
  ],
  modes: [{ id: 1, mode_eng: 'Public sector', mode_ara: 'القطاع العام' }],
  govs: [
    { id: 1, name: 'Amman', name_ara: 'العاصمة (عمّان)' },
    { id: 2, name: 'Irbid', name_ara: 'إربد' },
  ],
};
const row = (id: number, changes: object = {}) => ({
  id,
  name: `Institution ${id}`,
  name_ara: `مؤسسة ${id}`,
  type_id: [1],
  mode_id: 1,
  gov_id: 1,
  ...BLANK_INSTITUTION_TEXTS,
  version: 1,
  ...changes,
});

describe('withNames', () => {
  it('derives type, mode and governorate names, leaving unknown ids out', () => {
    const [named] = withNames([row(1, { type_id: [2, 9, 1], gov_id: 2 })], lists);
    expect(named!.types.map((type) => type.id)).toEqual([2, 1]);
    expect(named).toMatchObject({
      mode_eng: 'Public sector',
      gov_name: 'Irbid',
      gov_name_ara: 'إربد',
    });
    const [orphan] = withNames([row(2, { mode_id: 7, gov_id: 40 })], lists);
    expect(orphan).toMatchObject({ mode_eng: '', gov_name: '' });
  });
});

describe('filterInstitutions', () => {
  const all = withNames(
    [
      row(1, {
        type_id: [1, 2],
        name: 'Jordan Chamber of Industry',
        name_ara: 'غرفة صناعة الأردن',
      }),
      row(2, { gov_id: 2, services_eng: 'Certificates of origin' }),
      row(3, { type_id: [2], gov_id: 2, description_ara: 'تمثّل المنشآت الصناعية' }),
    ],
    lists,
  );
  const ids = (filters: object) => filterInstitutions(all, filters).map((item) => item.id);

  it('keeps an institution when the type is any of its types', () => {
    expect(ids({ type: 2 })).toEqual([1, 3]);
    expect(ids({ type: 1 })).toEqual([1, 2]);
  });

  it('combines type, mode and governorate', () => {
    expect(ids({ type: 2, gov: 2 })).toEqual([3]);
    expect(ids({ mode: 1, gov: 1 })).toEqual([1]);
    expect(ids({ mode: 2 })).toEqual([]);
  });

  it('matches text in either language, ignoring case and Arabic letter forms', () => {
    expect(ids({ q: 'CHAMBER' })).toEqual([1]);
    expect(ids({ q: '  certificates   of ' })).toEqual([2]);
    expect(ids({ q: 'الاردن' })).toEqual([1]);
    expect(ids({ q: 'الصناعية' })).toEqual([3]);
    expect(ids({ q: '' })).toEqual([1, 2, 3]);
  });
});

describe('filtersOfView', () => {
  it('reads ids and leaves a value that is not an id matching nothing', () => {
    expect(filtersOfView({ type: '3', gov: '12', q: 'olive' })).toEqual({
      q: 'olive',
      type: 3,
      mode: undefined,
      gov: 12,
    });
    expect(filtersOfView({ type: 'abc', mode: '0' })).toMatchObject({ type: -1, mode: -1 });
  });
});

describe('serviceLines', () => {
  it('gives one service a line without blanks', () => {
    expect(serviceLines(' Export promotion \n\n Trade fairs')).toEqual([
      'Export promotion',
      'Trade fairs',
    ]);
  });
});

describe('schemas', () => {
  it('refuses bad filters of GET /api/exports', () => {
    expect(institutionsQuerySchema.safeParse({ type: 'x' }).success).toBe(false);
    expect(institutionsQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
    expect(institutionsQuerySchema.safeParse({ type: '2', page: '3', q: 'غرفة' }).data).toEqual({
      type: 2,
      page: 3,
      q: 'غرفة',
    });
  });

  it('accepts every seeded institution as an editor would send it', () => {
    for (const seeded of institutionsSeed) {
      expect(institutionInputSchema.safeParse(seeded).success, seeded.name).toBe(true);
    }
  });
});

describe('seed', () => {
  it('has about forty bilingual institutions over known types, modes and governorates', () => {
    expect(institutionsSeed.length).toBeGreaterThanOrEqual(40);
    const types = new Set(exportTypesSeed.map((type) => type.id));
    const modes = new Set(exportModesSeed.map((mode) => mode.id));
    for (const institution of institutionsSeed) {
      expect(/[\u0600-\u06FF]/.test(institution.name_ara), institution.name).toBe(true);
      expect(institution.type_id.every((id) => types.has(id))).toBe(true);
      expect(modes.has(institution.mode_id)).toBe(true);
      expect(institution.gov_id).toBeGreaterThanOrEqual(1);
      expect(institution.gov_id).toBeLessThanOrEqual(12);
      expect(institution.phone).toBe('');
    }
    expect(new Set(institutionsSeed.map((institution) => institution.name)).size).toBe(
      institutionsSeed.length,
    );
  });
});
