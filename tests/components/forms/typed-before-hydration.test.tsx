import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormTextField } from '@/components/forms/form-text-field';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import en from '@/messages/en.json';

// Issue 56 item 4: what a visitor types into the server's markup before the script loads is kept
// once the form hydrates, and a later render does not put the server's value back.

function PlainField({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  const [renders, setRenders] = useState(0);
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, setValue);
  return (
    <>
      <input aria-label="code" ref={ref} value={value} onChange={(e) => setValue(e.target.value)} />
      <output aria-label="state">{value}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </>
  );
}

function KitForm() {
  const { control } = useForm({ defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });
  return (
    <>
      <FormTextField control={control} name="email" kind="email" label="E-mail" />
      <output aria-label="state">{email}</output>
    </>
  );
}

function Intl({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
      {children}
    </NextIntlClientProvider>
  );
}

/** The server's markup in a page, a visitor's typing into it, then the script taking over. */
function hydrateAfterTyping(ui: ReactNode, label: string, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.appendChild(container);
  const field = container.querySelector<HTMLInputElement>(`[aria-label="${label}"], input`)!;
  field.value = typed;
  return render(ui, { container, hydrate: true });
}

describe('text typed before the form hydrates', () => {
  it('is kept by a controlled field, in its state and through a later render', () => {
    hydrateAfterTyping(<PlainField />, 'code', '1509.10');
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('1509.10');
    fireEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveValue('1509.10');
  });

  it('replaces the value the server started the field with', () => {
    hydrateAfterTyping(<PlainField start="0901" />, 'code', '0901.21');
    fireEvent.click(screen.getByRole('button', { name: 'render again' }));
    expect(screen.getByRole('textbox', { name: 'code' })).toHaveValue('0901.21');
  });

  it('is kept by the form kit’s fields (react-hook-form)', () => {
    const ui = (
      <Intl>
        <KitForm />
      </Intl>
    );
    hydrateAfterTyping(ui, 'E-mail', 'buyer@example.com');
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('buyer@example.com');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('buyer@example.com');
  });

  it('leaves a field React draws afresh with React’s value', () => {
    const onChange = vi.fn();
    function Choice() {
      const ref = useTypedBeforeHydration<HTMLSelectElement>('', onChange);
      return (
        <select aria-label="sort" ref={ref} value="" onChange={() => undefined}>
          <option value="date-desc">Newest first</option>
        </select>
      );
    }
    render(<Choice />);
    expect(onChange).not.toHaveBeenCalled();
  });
});
