import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MainSlider } from '@/features/home/components/main-slider';
import type { SlideView } from '@/features/home/home-types';
import { renderWithProviders } from '@/tests/setup/render';

const slides: SlideView[] = [
  {
    id: 1,
    image: '',
    heading: 'Jordan Exports',
    title: 'First slide',
    description: 'One',
    button: { kind: 'enquiry-dialog', label: 'Send an enquiry' },
  },
  {
    id: 2,
    image: '',
    heading: 'Support',
    title: 'Second slide',
    description: 'Two',
    button: { kind: 'external', href: 'https://jedco.example', label: 'Discover' },
  },
];

describe('MainSlider (part 1 §2.3)', { timeout: 20_000 }, () => {
  it('pauses and plays the slideshow from a visible button', () => {
    renderWithProviders(<MainSlider slides={slides} dir="ltr" enquiryOptions={[]} />);
    const slider = screen.getByTestId('main-slider');
    expect(slider).toHaveAttribute('data-playing', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(slider).toHaveAttribute('data-playing', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(slider).toHaveAttribute('data-playing', 'true');
  });

  it('opens external buttons in a new tab and the enquiry button as a dialog', async () => {
    renderWithProviders(<MainSlider slides={slides} dir="ltr" enquiryOptions={[]} />);
    // Slides out of view are hidden, so the link is looked up in the markup.
    const external = document.querySelector('a[href="https://jedco.example"]');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const [enquiry] = screen.getAllByRole('button', { name: 'Send an enquiry', hidden: true });
    fireEvent.click(enquiry!);
    // The dialog's code loads on its first open.
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('runs the slider in an LTR box with the slides in Arabic reading direction', () => {
    renderWithProviders(<MainSlider slides={slides} dir="rtl" enquiryOptions={[]} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('button', { name: 'إيقاف العرض مؤقتاً' })).toBeInTheDocument();
    const slide = screen.getAllByTestId('main-slide')[0]!;
    expect(slide).toHaveAttribute('dir', 'rtl');
    expect(slide.closest('[dir="ltr"]')).not.toBeNull();
  });
});
