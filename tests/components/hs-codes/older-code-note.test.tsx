import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { OlderCodeNote } from '@/features/hs-codes/components/older-code-note';

// Issue 45: a 2022 code's page shows the note of an older code's redirect only when its address
// names one of the notes the server wrote from the correlation tables.

const NOTES = [{ edition: 2017, code: '300220', text: '3002.20 of HS 2017 is 3002.41 in HS 2022' }];
const SOURCE = 'Source: United Nations Statistics Division, HS correlation tables.';

const at = (search: string) =>
  window.history.replaceState(null, '', `/market-access/300241/US${search}`);

afterEach(() => at(''));

describe('OlderCodeNote', () => {
  it('shows the note the address names, with its source', () => {
    at('?from=300220&edition=2017');
    render(<OlderCodeNote notes={NOTES} source={SOURCE} />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTES[0]!.text);
    expect(screen.getByRole('status')).toHaveTextContent(SOURCE);
  });

  it.each(['', '?from=300220', '?from=300220&edition=2012', '?from=150910&edition=2017'])(
    'shows nothing for "%s"',
    (search) => {
      at(search);
      const { container } = render(<OlderCodeNote notes={NOTES} source={SOURCE} />);
      expect(container).toBeEmptyDOMElement();
    },
  );
});
