import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConsultationButton } from '@/features/home/components/consultation-button';
import { MainSliderIsland } from '@/features/home/components/main-slider-island';
import { SlideEnquiryButton } from '@/features/home/components/slide-enquiry-button';
import { SponsorsSliderIsland } from '@/features/home/components/sponsors-slider-island';
import type { SlideView } from '@/features/home/home-types';
import { renderWithApp } from '@/tests/setup/render-app';

const slide = (id: number, title: string): SlideView => ({
  id,
  image: '',
  heading: '',
  title,
  description: '',
  button: { kind: 'enquiry-dialog', label: 'Send an enquiry' },
});

/** What the server draws before any script: the first slide with its enquiry button. */
const staticFirstSlide = (
  <div data-testid="static-slide">
    <SlideEnquiryButton label="Send an enquiry" className="" />
  </div>
);

describe('the home islands load their code after the first paint (issue 11)', () => {
  it('shows the server first slide, then hands over to the slider', async () => {
    renderWithApp(
      <MainSliderIsland
        slides={[slide(1, 'First'), slide(2, 'Second')]}
        dir="ltr"
        enquiryOptions={[]}
      >
        {staticFirstSlide}
      </MainSliderIsland>,
    );
    expect(screen.getByTestId('static-slide')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(screen.queryByTestId('static-slide')).not.toBeInTheDocument();
    expect(screen.getByTestId('main-slider')).toHaveAttribute('data-playing', 'true');
  });

  it('opens the enquiry dialog when its button is pressed before the slider has loaded', async () => {
    // A single slide: nothing moves, so the slider's code loads only for the dialog.
    renderWithApp(
      <MainSliderIsland slides={[slide(1, 'First')]} dir="ltr" enquiryOptions={[]}>
        {staticFirstSlide}
      </MainSliderIsland>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('static-slide')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send an enquiry' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the first sponsors, then hands over to the sponsors slider', async () => {
    const sponsors = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Sponsor ${id}`, image: '' }));
    renderWithApp(
      <SponsorsSliderIsland sponsors={sponsors} dir="ltr">
        <div data-testid="sponsors-first-view" />
      </SponsorsSliderIsland>,
    );
    expect(screen.getByTestId('sponsors-first-view')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next sponsors' })).toBeInTheDocument();
    expect(screen.queryByTestId('sponsors-first-view')).not.toBeInTheDocument();
    expect(document.querySelector('[data-testid="sponsors-slider"] .slick-slider')).not.toBeNull();
  });

  it('renders the consultation dialog only from the first click on', async () => {
    renderWithApp(<ConsultationButton label="Get a consultation" />);
    const button = screen.getByRole('button', { name: 'Get a consultation' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toHaveTextContent('Send request'));
  });
});
