import { describe, expect, it } from 'vitest';

import { UPLOAD_MAX_BYTES } from '@/features/companies/constants';
import { offeringFileProblem } from '@/features/companies/offering-files';
import { offeringFormData } from '@/features/companies/offering-payload';
import { webHref } from '@/features/companies/web-address';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'f', { type });

describe('offeringFileProblem (part 3 §5)', () => {
  it('asks for a required file only', () => {
    expect(offeringFileProblem(null, { kind: 'image', required: true })).toBe('rules.required');
    expect(offeringFileProblem(null, { kind: 'certificate', required: false })).toBeNull();
  });

  it('takes 9 MB and refuses a byte more', () => {
    const rules = { kind: 'image', required: true } as const;
    expect(offeringFileProblem(file(UPLOAD_MAX_BYTES, 'image/png'), rules)).toBeNull();
    expect(offeringFileProblem(file(UPLOAD_MAX_BYTES + 1, 'image/png'), rules)).toBe(
      'Companies.fileSize',
    );
  });

  it('takes the four image formats the server reads, and PDF for a certificate', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(offeringFileProblem(file(1, type), { kind: 'image', required: true })).toBeNull();
    }
    const image = { kind: 'image', required: true } as const;
    const certificate = { kind: 'certificate', required: true } as const;
    expect(offeringFileProblem(file(1, 'image/svg+xml'), image)).toBe('Companies.imageType');
    expect(offeringFileProblem(file(1, 'application/pdf'), image)).toBe('Companies.imageType');
    expect(offeringFileProblem(file(1, 'application/pdf'), certificate)).toBeNull();
    expect(offeringFileProblem(file(1, 'text/html'), certificate)).toBe(
      'Companies.certificateType',
    );
  });
});

describe('webHref', () => {
  it('adds https to an address without a scheme and keeps http(s)', () => {
    expect(webHref(' www.example.jo ')).toBe('https://www.example.jo');
    expect(webHref('http://example.jo/a')).toBe('http://example.jo/a');
    expect(webHref('HTTPS://example.jo')).toBe('HTTPS://example.jo');
  });

  it('links nothing else', () => {
    expect(webHref('')).toBeNull();
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('mailto:a@example.jo')).toBeNull();
  });
});

describe('offeringFormData (part 3 §7)', () => {
  const values = {
    name_eng: ' Salt ',
    name_ara: 'ملح',
    gs1_code: '62512345',
    hs_code: '2501',
    industry: 12,
    sub_ind: 1201,
    description_eng: 'd',
    description_ara: 'و',
    cert: '',
    features: 'f',
    contacts: 'www.example.jo',
    image: null,
    certificate_image: null,
  } as const;

  it('names every field, trimmed; the GS1 code of products only, the HS code of both', () => {
    const product = Object.fromEntries(
      offeringFormData('products', values, { companyId: 3 }).entries(),
    );
    expect(product).toMatchObject({ name_eng: 'Salt', gs1_code: '62512345', company_id: '3' });
    const service = offeringFormData('services', values, { companyId: null });
    expect(service.has('gs1_code')).toBe(false);
    // A service may name an HS code too (issue 37).
    expect(service.get('hs_code')).toBe(product.hs_code);
    expect(service.has('company_id')).toBe(false);
  });

  it('marks kept and changed files on edit', () => {
    const image = file(1, 'image/png');
    const body = offeringFormData(
      'services',
      { ...values, image },
      {
        companyId: 3,
        existing: { image: '/api/uploads/a.webp', certificate_image: '/c.pdf', version: 4 },
      },
    );
    expect(body.get('image')).toBe(image);
    expect(body.get('image_changed')).toBe('1');
    expect(body.has('existing_image')).toBe(false);
    expect(body.get('certificate_changed')).toBe('0');
    expect(body.get('existing_certificate_image')).toBe('/c.pdf');
    expect(body.get('version')).toBe('4');
  });
});
