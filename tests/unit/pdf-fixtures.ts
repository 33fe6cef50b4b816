import { deflateSync } from 'node:zlib';

import type { PdfDocument } from '@/lib/pdf/pdf-document';

/** A small PNG made here (a 2×2 teal square), so the cover's logo needs no file. */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, 11, 79, 108, 11, 79, 108];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const SOURCES: PdfDocument['sources'] = [
  {
    name: 'CEPII BACI',
    url: 'https://www.cepii.fr/CEPII/en/bdd_modele/bdd_modele_item.asp?id=37',
    dated: '2025',
    checkedOn: '20 November 2026',
  },
  { name: 'Jordan Customs tariff', url: null, dated: null, checkedOn: '21 November 2026' },
];

export const englishDocument: PdfDocument = {
  locale: 'en',
  cover: {
    title: 'Export plan',
    subtitle: 'Roasted coffee to the Gulf',
    organisation: 'Petra Olive Foods Co.',
    logo: tinyPng(),
    madeOn: 'Made on 27 November 2026',
  },
  sections: [
    {
      title: 'The product and its HS code',
      status: 'Completed: 3 of 4',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Roasted coffee, not decaffeinated, under HS code 0901.21, packed in 250 g bags for retail shelves in Riyadh and Dubai. '.repeat(
            3,
          ),
        },
        {
          kind: 'facts',
          rows: [
            { label: 'HS code', value: '0901.21', sourceIndex: null },
            { label: 'Imports by Saudi Arabia', value: '412 million US dollars', sourceIndex: 0 },
            { label: 'Duty under GAFTA', value: '0%', sourceIndex: 1 },
          ],
        },
        {
          kind: 'table',
          columns: ['Market', 'Landed cost', 'Duty'],
          rows: [
            ['Saudi Arabia', '1,240 JOD', '0%'],
            ['United Arab Emirates', '1,180 JOD', '0%'],
          ],
        },
        { kind: 'list', items: ['Register the trademark', 'Agree Incoterms (FOB Aqaba)'] },
      ],
    },
  ],
  sourcesTitle: 'Sources',
  sources: SOURCES,
  footer: 'Export plan · Page {page} of {pages}',
};

export const arabicDocument: PdfDocument = {
  locale: 'ar',
  cover: {
    title: 'خطة التصدير',
    subtitle: 'القهوة المحمصة إلى دول الخليج',
    organisation: 'شركة البتراء للأغذية',
    logo: tinyPng(),
    madeOn: 'أُعدّت في ٢٧ تشرين الثاني ٢٠٢٦',
  },
  sections: [
    {
      title: 'المنتج ورمزه الجمركي',
      status: 'المكتمل: ٣ من ٤',
      blocks: [
        {
          kind: 'paragraph',
          text: 'قهوة محمصة غير منزوعة الكافيين تحت البند 0901.21 وفق قاعدة 19 CFR 10.704، معبأة في أكياس سعة ٢٥٠ غرامًا (للبيع بالتجزئة) في الرياض ودبي. '.repeat(
            2,
          ),
        },
        {
          kind: 'facts',
          rows: [
            { label: 'الرمز الجمركي', value: '0901.21', sourceIndex: null },
            { label: 'واردات السعودية', value: '٤١٢ مليون دولار', sourceIndex: 0 },
            { label: 'الرسم الجمركي', value: '٠٪', sourceIndex: 1 },
          ],
        },
        {
          kind: 'table',
          columns: ['السوق', 'الكلفة الواصلة', 'الرسم'],
          rows: [
            ['السعودية', '١٬٢٤٠ دينارًا', '٠٪'],
            ['الإمارات العربية المتحدة', '١٬١٨٠ دينارًا', '٠٪'],
          ],
        },
        { kind: 'list', items: ['تسجيل العلامة التجارية', 'الاتفاق على شروط التسليم FOB Aqaba'] },
      ],
    },
  ],
  sourcesTitle: 'المصادر',
  sources: [
    { ...SOURCES[0]!, dated: '٢٠٢٥', checkedOn: '٢٠ تشرين الثاني ٢٠٢٦' },
    { ...SOURCES[1]!, name: 'التعرفة الجمركية الأردنية', checkedOn: '٢١ تشرين الثاني ٢٠٢٦' },
  ],
  footer: 'خطة التصدير · الصفحة {page} من {pages}',
};
