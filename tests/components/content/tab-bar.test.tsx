import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { TabBar } from '@/features/content/components/tab-bar';
import { renderWithProviders } from '@/tests/setup/render';

type Value = 'one' | 'two' | 'three' | 'four';

const TABS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two', disabled: true },
  { value: 'three', label: 'Three' },
  { value: 'four', label: 'Four' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<Value>('one');
  return (
    <TabBar<Value>
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      label="Sections"
      tabId={(value) => `tab-${value}`}
      panelId={(value) => `panel-${value}`}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a labelled tab list with one tab in the Tab order', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Three')).toHaveAttribute('tabindex', '-1');
    expect(tab('One')).toHaveAttribute('aria-controls', 'panel-one');
    expect(tab('Two')).toBeDisabled();
  });

  it('moves the focus with the arrows, skipping disabled tabs and wrapping round', () => {
    renderWithProviders(<Harness />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'End' });
    expect(tab('Four')).toHaveFocus();
    fireEvent.keyDown(tab('Four'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveFocus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Four')).toHaveFocus();
    fireEvent.keyDown(tab('Four'), { key: 'Home' });
    expect(tab('One')).toHaveFocus();
    // The focus alone does not select; a click (or Enter on the button) does.
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab('Four'));
    expect(tab('Four')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Four')).toHaveAttribute('tabindex', '0');
  });

  it('mirrors the arrows right to left', () => {
    renderWithProviders(<Harness />, { locale: 'ar' });
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveFocus();
  });
});
