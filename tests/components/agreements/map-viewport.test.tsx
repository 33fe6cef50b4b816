import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MapViewport } from '@/features/agreements/components/map-viewport';
import { renderWithProviders } from '@/tests/setup/render';

// part 2 §9 "zoom 1 to 20 in steps of 0.5" by the buttons, the wheel and the keyboard; a click
// that is not a drag reaches the country; the map reads left to right in Arabic too.

const labels = {
  region: 'World map of Jordan’s trade agreements',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset the map',
  level: 'Zoom: {zoom}×',
};

/** A country page's address (a variable: the map's links are plain anchors to new tabs). */
const COUNTRY_PAGE = '/fta-country-agreement/1';

function renderMap(locale: 'en' | 'ar' = 'en', onCountry = vi.fn()) {
  renderWithProviders(
    <>
      <p id="help">Use + and −.</p>
      <MapViewport width={1600} height={800} describedBy="help" labels={labels}>
        <a href={COUNTRY_PAGE} aria-label="United States" onClick={onCountry}>
          <path d="M0,0L10,10Z" />
        </a>
      </MapViewport>
    </>,
    { locale },
  );
  return { onCountry, map: screen.getByTestId('fta-map'), frame: screen.getByRole('region') };
}

describe('the map’s zoom', () => {
  it('zooms in and out by 0.5 with the buttons, from 1 to 20', () => {
    const { map } = renderMap();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(map).toHaveAttribute('data-zoom', '1.5');
    expect(screen.getByTestId('fta-map-zoom')).toHaveTextContent('Zoom: 1.5×');
    for (let step = 0; step < 50; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    }
    expect(map).toHaveAttribute('data-zoom', '20');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    fireEvent.click(zoomOut);
    expect(map).toHaveAttribute('data-zoom', '19.5');
    fireEvent.click(screen.getByRole('button', { name: 'Reset the map' }));
    expect(map).toHaveAttribute('data-zoom', '1');
  });

  it('zooms with + and −, moves with the arrows and resets with 0 when the map has focus', () => {
    const { map, frame } = renderMap();
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAttribute('aria-describedby', 'help');
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '=' });
    expect(map).toHaveAttribute('data-zoom', '2');
    const group = map.querySelector('svg > g')!;
    expect(group.getAttribute('transform')).toBe('translate(-800.0 -400.0) scale(2)');
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(group.getAttribute('transform')).toBe('translate(-960.0 -400.0) scale(2)');
    fireEvent.keyDown(frame, { key: '-' });
    expect(map).toHaveAttribute('data-zoom', '1.5');
    fireEvent.keyDown(frame, { key: '0' });
    expect(map).toHaveAttribute('data-zoom', '1');
    expect(group.getAttribute('transform')).toBe('translate(0.0 0.0) scale(1)');
  });

  it('zooms with the wheel', () => {
    const { map } = renderMap();
    const svg = map.querySelector('svg')!;
    fireEvent.wheel(svg, { deltaY: -100, clientX: 0, clientY: 0 });
    fireEvent.wheel(svg, { deltaY: -100, clientX: 0, clientY: 0 });
    expect(map).toHaveAttribute('data-zoom', '2');
    fireEvent.wheel(svg, { deltaY: 100, clientX: 0, clientY: 0 });
    expect(map).toHaveAttribute('data-zoom', '1.5');
  });

  it('lets a click through to the country', () => {
    const { onCountry } = renderMap();
    fireEvent.click(screen.getByRole('link', { name: 'United States' }));
    expect(onCountry).toHaveBeenCalledOnce();
  });

  it('keeps the map left to right in Arabic, its level in Arabic digits', () => {
    const { frame } = renderMap('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(frame).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('fta-map-zoom')).toHaveTextContent('Zoom: ١٫٥×');
  });
});
