import { newMember } from './helpers/company-registration';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  shoot,
} from './support';
import { expect, test } from './test';

// Issue 37: a member picks a product's HS code with the finder, from the keyboard, in English on a
// desktop and in Arabic on a phone; the field keeps the code's digits.

const CASES = [
  { lang: 'en', prefix: '', width: 1440, height: 900, words: 'olive oil' },
  { lang: 'ar', prefix: '/ar', width: 390, height: 844, words: 'زيت زيتون' },
] as const;

for (const { lang, prefix, width, height, words } of CASES) {
  test(`${lang}: the product form's HS code field finds 1509 from "${words}"`, async ({ page }) => {
    const m = messagesOf(lang);
    await page.setViewportSize({ width, height });
    await newMember(page.request, page, `hs-${lang}`);
    await page.goto(`${prefix}/add-product`);
    await expectDocumentDirection(page, lang);
    const field = page
      .locator('form')
      .getByRole('combobox', { name: label(m.Offerings.fields.hs_code) });
    // Empty, the box is in the page's direction, so the placeholder's «…» are at their own ends
    // (issue 45: dir="auto" laid the Arabic placeholder out left to right).
    await expect(field).toHaveAttribute('placeholder', m.HsCodeField.placeholder);
    expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe(
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await shoot(page, `hs-code-field-empty-${lang}-${width}`);
    await field.fill(words);
    // Words are typed whole, past the code's six digits.
    await expect(field).toHaveValue(words);
    const list = page.getByRole('listbox', { name: m.HsCodeField.listLabel });
    await expect(list.getByRole('option').first()).toContainText('15.09');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await field.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(field).toHaveValue('1509');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });
}
