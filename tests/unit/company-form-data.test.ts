import { describe, expect, it } from 'vitest';

import { checkCompanyFiles } from '@/features/companies/company-form-checks';
import { certificateEntriesOf, formFieldOfAnswer } from '@/features/companies/company-form-data';
import { emptyCompanyForm, parseIdList } from '@/features/companies/company-form-values';
import { matchLabels } from '@/features/companies/match-labels';

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const rows = [
  { title: 'ISO 9001', file: null, existingUrl: '/api/uploads/iso.pdf' },
  { title: ' HACCP ', file: pdf('haccp.pdf'), existingUrl: null },
  { title: 'Blank', file: null, existingUrl: null },
  { title: 'Halal', file: pdf('halal.pdf'), existingUrl: '/api/uploads/halal.pdf' },
];

describe('company form data', () => {
  it('reads the JSON text lists of the company answer', () => {
    expect(parseIdList('[3,7]')).toEqual([3, 7]);
    expect(parseIdList('["4", 0, -1, 2.5]')).toEqual([4]);
    expect(parseIdList('not json')).toEqual([]);
    expect(parseIdList('{"a":1}')).toEqual([]);
  });

  it('numbers new certificate files 0, 1, … and keeps stored ones by URL', () => {
    const { entries, files, entryRows, fileRows } = certificateEntriesOf(rows, { edit: true });
    expect(entries).toEqual([
      { title: 'ISO 9001', file: '/api/uploads/iso.pdf', is_new: false },
      { title: 'HACCP', file_index: 0, is_new: true },
      { title: 'Halal', file_index: 1, is_new: true },
    ]);
    expect(files.map((file) => file.name)).toEqual(['haccp.pdf', 'halal.pdf']);
    expect(entryRows).toEqual([0, 1, 3]);
    expect(fileRows).toEqual([1, 3]);
    expect(certificateEntriesOf(rows.slice(1, 2)).entries).toEqual([
      { title: 'HACCP', file_index: 0 },
    ]);
  });

  it("puts an answer's field errors on the fields and certificate rows they name", () => {
    const values = { ...emptyCompanyForm(), certificates: rows };
    expect(formFieldOfAnswer('e_mail', values)).toBe('e_mail');
    expect(formFieldOfAnswer('certificate_files.1', values)).toBe('certificates.3.file');
    expect(formFieldOfAnswer('attachment_option_file.1.title', values)).toBe(
      'certificates.1.title',
    );
    expect(formFieldOfAnswer('attachment_option_file.0', values)).toBe('certificates.0.file');
    expect(formFieldOfAnswer('certificate_files.5', values)).toBeNull();
    expect(formFieldOfAnswer('user_id', values)).toBeNull();
    expect(formFieldOfAnswer('certificates', values)).toBeNull();
  });

  it('checks the files: required on registration, kept on edit, type and size', () => {
    const values = { logo: null, company_profile_pdf: null, certificates: rows };
    const registration = checkCompanyFiles(values, { filesRequired: true });
    expect(registration.logo?.message).toBe('rules.required');
    expect(registration.company_profile_pdf?.message).toBe('rules.required');
    const edit = checkCompanyFiles(
      { ...values, logo: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) },
      { filesRequired: false },
    );
    expect(edit.logo?.message).toBe('Companies.imageType');
    expect(edit.company_profile_pdf).toBeUndefined();
    expect(edit.certificates?.[2]?.file?.message).toBe('Companies.certificateFile');
    expect(edit.certificates?.[0]).toBeUndefined();
  });
});

describe('matchLabels', () => {
  const countries = [
    { id: 1, label: 'Åland Islands' },
    { id: 2, label: 'Germany' },
    { id: 3, label: 'Algeria' },
    { id: 4, label: 'الإمارات العربية المتحدة' },
  ];

  it('ignores case and accents, and puts the names that start with the text first', () => {
    expect(matchLabels(countries, 'al').map((c) => c.id)).toEqual([1, 3]);
    expect(matchLabels(countries, 'ER').map((c) => c.id)).toEqual([2, 3]);
    expect(matchLabels(countries, '  ')).toHaveLength(4);
  });

  it('matches Arabic whatever hamza the visitor types', () => {
    expect(matchLabels(countries, 'الامارات').map((c) => c.id)).toEqual([4]);
  });
});
