// A minimal valid one-page PDF (PDF 1.4, the standard Helvetica fonts, a coloured band, a title and
// a few lines), for the sample companies' profiles and certificates. Text is reduced to ASCII.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '×': 'x',
  '–': '-',
  '—': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '≥': '>=',
  '≤': '<=',
  '°': ' deg',
  '·': '.',
  µ: 'u',
  '²': '2',
  '³': '3',
};

/** ASCII text safe inside a PDF string: accents dropped, symbols spelt, ( ) \ escaped. */
export function pdfText(text: string): string {
  const ascii = [...text.normalize('NFKD')]
    .map((char) => REPLACEMENTS[char] ?? char)
    .join('')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Words of a text in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function rgbOf(hex: string): string {
  return [1, 3, 5]
    .map((start) => (parseInt(hex.slice(start, start + 2), 16) / 255).toFixed(3))
    .join(' ');
}

export type SamplePdf = {
  title: string;
  subtitle: string;
  lines: readonly string[];
  color: string;
};

function contentOf({ title, subtitle, lines, color }: SamplePdf): string {
  const ops: string[] = [`${rgbOf(color)} rg 0 ${PAGE_HEIGHT - 120} ${PAGE_WIDTH} 120 re f`];
  let y = PAGE_HEIGHT - 62;
  for (const line of wrap(title, 38).slice(0, 2)) {
    ops.push(`BT 1 1 1 rg /F1 22 Tf 50 ${y} Td (${pdfText(line)}) Tj ET`);
    y -= 28;
  }
  y = PAGE_HEIGHT - 170;
  ops.push(`BT 0.15 0.15 0.15 rg /F1 16 Tf 50 ${y} Td (${pdfText(subtitle)}) Tj ET`);
  y -= 36;
  for (const line of lines.flatMap((text) => [...wrap(text, 80), ''])) {
    if (line) ops.push(`BT 0.25 0.25 0.25 rg /F2 11 Tf 50 ${y} Td (${pdfText(line)}) Tj ET`);
    y -= line ? 16 : 8;
  }
  ops.push(`${rgbOf(color)} RG 2 w 50 70 m ${PAGE_WIDTH - 50} 70 l S`);
  ops.push(
    `BT 0.4 0.4 0.4 rg /F2 9 Tf 50 54 Td (${pdfText('Sample document - Jordan Exports portal seed content')}) Tj ET`,
  );
  return ops.join('\n');
}

/** The bytes of a one-page PDF; the same input gives the same bytes. */
export function samplePdf(document: SamplePdf): Buffer {
  const content = contentOf(document);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(document.title)}) /Producer (Jordan Exports seed) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
