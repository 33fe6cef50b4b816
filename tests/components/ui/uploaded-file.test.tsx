import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UploadedFile } from '@/components/ui/uploaded-file';
import { uploadedFileKind } from '@/lib/storage/file-kind';
import { renderWithProviders } from '@/tests/setup/render';

// Issue 25: a PDF certificate showed as a broken picture (next/image asked the optimiser for a
// PDF, which answers 400). One component shows an uploaded file by its kind.

describe('uploadedFileKind', () => {
  it.each([
    ['/api/uploads/products/4/a1b2.webp', 'image'],
    ['/api/uploads/seed/products/3.WEBP', 'image'],
    ['/images/banners/buyers.svg', 'image'],
    ['https://cdn.example/picture.jpeg?v=2#top', 'image'],
    ['/api/uploads/seed/products/3-certificate.pdf', 'pdf'],
    ['/api/uploads/companies/7/certificates/ab12.PDF?download=1', 'pdf'],
    ['/api/uploads/files/report.docx', 'document'],
    ['/api/uploads/files/no-extension', 'document'],
    ['/api/uploads/.webp/file', 'document'],
  ])('%s is %s', (url, kind) => {
    expect(uploadedFileKind(url)).toBe(kind);
  });
});

describe('UploadedFile', () => {
  it('draws a picture as a picture, with its text', () => {
    renderWithProviders(
      <UploadedFile
        url="/api/uploads/products/4/cert.webp"
        name="ISO 22000"
        picture={{ alt: 'Certificate image of olive oil' }}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Certificate image of olive oil' });
    expect(picture).toHaveAttribute('data-file-kind', 'image');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a thumbnail to the full-size picture when asked', () => {
    renderWithProviders(
      <UploadedFile
        url="/api/uploads/products/4/cert.webp"
        name="Image"
        picture={{ alt: 'Image, Submitted change', width: 96, height: 96, linked: true }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Image, Submitted change' });
    expect(link).toHaveAttribute('href', '/api/uploads/products/4/cert.webp');
    expect(link).toHaveAttribute('title', 'Open the picture in full size');
    expect(within(link).getByRole('img')).toBeInTheDocument();
  });

  it('offers a PDF as a download link with its name and format, never as a picture', () => {
    const { container } = renderWithProviders(
      <UploadedFile
        url="/api/uploads/products/4/cert.pdf"
        name="ISO 22000"
        picture={{ alt: 'never used' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'ISO 22000 (PDF, download)' });
    expect(link).toHaveAttribute('href', '/api/uploads/products/4/cert.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('data-file-kind', 'pdf');
    // The document icon is drawn, hidden from screen readers; no picture of the PDF is asked for.
    expect(link.querySelector('svg[aria-hidden]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('names another document as a document, and reads the context after the name', () => {
    renderWithProviders(
      <UploadedFile
        url="/api/uploads/files/report.docx"
        name="Annual report"
        context="Approved version"
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Annual report (document, download), Approved version' }),
    ).toHaveAttribute('data-file-kind', 'document');
  });

  it('in Arabic, isolates the Latin format and the member-written name', () => {
    renderWithProviders(
      <UploadedFile url="/api/uploads/products/4/cert.pdf" name="شهادة الحلال" />,
      { locale: 'ar' },
    );
    const link = screen.getByRole('link', { name: 'شهادة الحلال (ملف PDF، للتنزيل)' });
    const isolated = [...link.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['شهادة الحلال', 'PDF']);
  });
});
