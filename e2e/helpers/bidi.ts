import { expect, type Locator } from '../test';

// Issue 36: a Latin value inside an Arabic sentence reads as written. Checked where the browser
// draws it: each letter, digit and bracket of the value stands to the right of the one before it
// (Range.getClientRects), and the value sits in an isolate (a bdi or an element with dir, or
// Unicode's FSI/LRI … PDI around it in the text).

type Drawn = { found: boolean; isolated: boolean; drawn: string; inOrder: boolean };

/** Runs in the page: where `value` is drawn inside `element`. */
function drawnValue(element: Element, value: string): Drawn {
  const ISOLATES = /[\u2066-\u2069]/g;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const at = text.indexOf(value);
    if (at < 0) continue;
    const parent = node.parentElement;
    const wrapper = parent?.closest('bdi, [dir]');
    const isolated =
      /[\u2066-\u2068]$/.test(text.slice(0, at)) ||
      (!!wrapper &&
        element.contains(wrapper) &&
        (wrapper.textContent ?? '').replace(ISOLATES, '').trim() === value);
    const glyphs: { char: string; left: number }[] = [];
    for (let index = at; index < at + value.length; index++) {
      const char = text[index]!;
      if (/\s/.test(char)) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (rect) glyphs.push({ char, left: rect.left });
    }
    const inOrder = glyphs.every((glyph, i) => i === 0 || glyph.left > glyphs[i - 1]!.left);
    const drawn = [...glyphs]
      .sort((a, b) => a.left - b.left)
      .map((glyph) => glyph.char)
      .join('');
    return { found: true, isolated, drawn, inOrder };
  }
  return { found: false, isolated: false, drawn: '', inOrder: false };
}

/** `value` is drawn left to right as written, isolated from the Arabic around it. */
export async function expectLatinValueInOrder(where: Locator, value: string) {
  await expect(where).toContainText(value);
  const drawn = await where.evaluate(drawnValue, value);
  const written = value.replace(/\s/g, '');
  // Soft: a journey reports every place that draws the value wrongly, not only the first.
  expect.soft(drawn.found, `"${value}" is in the text`).toBe(true);
  expect.soft(drawn.drawn, `"${value}" as drawn from left to right`).toBe(written);
  expect.soft(drawn.inOrder, `"${value}" drawn in its order`).toBe(true);
  expect.soft(drawn.isolated, `"${value}" is isolated from the Arabic around it`).toBe(true);
}
