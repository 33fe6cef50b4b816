import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Faq } from '@/features/faq/schemas';
import { HomeFaq } from '@/features/home/components/home-faq';
import { HomeHero } from '@/features/home/components/home-hero';
import { homeSlideSchema } from '@/features/home/schemas';
import { homeSliderSeed } from '@/lib/db/seed/public/home-slider';
import { messagesByLocale } from '@/tests/setup/render';
import { renderWithApp } from '@/tests/setup/render-app';

// getTranslations over the English messages, enough for the home's server components.

const slides = homeSlideSchema.array().parse(homeSliderSeed);

const faq = (id: number): Faq => ({
  id,
  category: 1,
  tab: null,
  status: 1,
  add_to_home: 1,
  question_eng: `Question ${id}?`,
  question_ara: '',
  answer_eng: `<p>Answer ${id}</p>`,
  answer_ara: '',
  file_eng: '',
  file_ara: '',
  sort: id,
});

describe('the home page server components (issue 11)', () => {
  it('draws the first slide as plain HTML, its artwork fetched first', async () => {
    renderWithApp(<>{await HomeHero({ slides, enquiryPages: [], pageLinks: {}, locale: 'en' })}</>);
    const slider = screen.getByTestId('main-slider');
    expect(slider).toHaveAttribute('aria-label', messagesByLocale.en.Home.slider.label);
    const first = screen.getByTestId('main-slide');
    expect(first).toHaveAttribute('data-slide-id', '1');
    expect(first).toHaveAttribute('dir', 'ltr');
    expect(first.closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Take your products from Jordan to the world',
    );
    expect(screen.getByRole('button', { name: 'Send an enquiry' })).toBeInTheDocument();
    const art = first.querySelector('img');
    expect(art).toHaveAttribute('fetchpriority', 'high');
    expect(art).toHaveAttribute('width', '1600');
    expect(art).toHaveAttribute('height', '600');
    expect(art).not.toHaveAttribute('loading', 'lazy');
  });

  it('renders each FAQ as a native disclosure that opens without script', async () => {
    renderWithApp(
      <>
        {await HomeFaq({
          faqs: Array.from({ length: 10 }, (_, index) => faq(index + 1)),
          locale: 'en',
          moreHref: '/pages/100-faq',
        })}
      </>,
    );
    const items = document.querySelectorAll('details');
    expect(items).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 3, name: 'Question 1?' })).toBeInTheDocument();
    const summary = document.querySelector('summary') as HTMLElement;
    fireEvent.click(summary);
    expect(items[0]).toHaveAttribute('open');
    expect(screen.getByTestId('faq-more')).toHaveAttribute('href', '/pages/100-faq');
  });
});
