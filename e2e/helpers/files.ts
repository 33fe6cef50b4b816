import sharp from 'sharp';

// The files the journeys upload: a one-page PDF named by its title, a plain-coloured PNG.

export const pdf = (title: string) => ({
  name: `${title}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  ),
});

export const png = async (name: string, color: string, { width = 640, height = 480 } = {}) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer(),
});
