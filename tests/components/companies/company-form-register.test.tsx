import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CompanyForm } from '@/features/companies/components/company-form/company-form';
import { atPage, router } from '@/tests/setup/navigation';

import {
  eventually,
  fillRegistration,
  mockHttp,
  renderCompanyForm,
  send,
  sentBody,
  textbox,
} from './company-form-fixtures';

atPage('/pages/170-jordan-key-trade-players');

const push = router.push;

const renderRegistration = () => renderCompanyForm(<CompanyForm mode="register" />);

describe('CompanyForm, registration (part 2 §3–§5)', { timeout: 30_000 }, () => {
  beforeEach(() => push.mockReset());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has a fieldset with a legend for each section', () => {
    mockHttp();
    renderRegistration();
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend'));
    // A required section's legend ends with its mark (" *").
    const texts = legends.map((legend) => legend?.textContent?.replace(/ \*$/, ''));
    for (const section of [
      'Company information',
      'Location',
      'Industries',
      'Countries of operations',
      'Logo and company profile',
      'Certificates',
      'Contact person',
    ]) {
      expect(texts).toContain(section);
    }
  });

  it('lists every missing field in the required-fields modal and sends nothing', async () => {
    const post = mockHttp();
    renderRegistration();
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Registered name',
      'Trading name',
      'Company type',
      'Phone number',
      'Mobile number',
      'Company e-mail',
      'Website',
      'Location type',
      'Industries for products',
      'Industries for services',
      'Countries of operations',
      'Company logo',
      'Company profile (PDF)',
      'Certificate 1 name is required',
      'Certificate 1 file is required',
      'Title',
      'Position',
      'First name',
      'Last name',
      "Contact person's mobile number",
      "Contact person's e-mail",
      'Terms and conditions',
    ]);
    expect(post).not.toHaveBeenCalled();
    // The messages are shown on the fields too, tied to them.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(textbox(/^Registered name/)).toHaveAccessibleDescription('Required.');
    expect(textbox(/^Certificate 1 name/)).toHaveAccessibleDescription(
      'Certificate 1 name is required',
    );
  });

  it('sends the registration as the contract says', async () => {
    const post = mockHttp();
    renderRegistration();
    await fillRegistration();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();

    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe('/international-buyers');
    const body = sentBody(post);
    const { logo, company_profile_pdf, 'certificate_files.0': certificate, ...text } = body;
    expect(text).toEqual({
      company_registered_name: 'Petra Foods Ltd',
      company_trading_name: 'Petra Foods',
      type_of_company: '1',
      phone_number: '065123456',
      mobile_number: '0791234567',
      website_url: 'www.petrafoods.jo',
      e_mail: 'info@petrafoods.jo',
      location_type_id: '1',
      governorates: '12',
      person_title: '2',
      person_position: '4',
      person_first_name: 'Rana',
      person_last_name: 'Haddad',
      person_mobile_number: '0797654321',
      person_email: 'rana@petrafoods.jo',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[21]',
      countries_of_operations: '[276,682]',
      attachment_option_file: JSON.stringify([{ title: 'ISO 9001', file_index: 0 }]),
      agreements: '1',
    });
    expect((logo as File).name).toBe('logo.png');
    expect((company_profile_pdf as File).name).toBe('profile.pdf');
    expect((certificate as File).name).toBe('iso.pdf');
  });

  it('says up front that at least one certificate is required (issue 25)', () => {
    mockHttp();
    renderRegistration();
    const section = screen.getByRole('group', { name: /^Certificates/ });
    // The legend carries the required mark; the rule is the group's description, before sending.
    expect(section.querySelector('legend')).toHaveTextContent(/^Certificates \*$/);
    expect(section).toHaveAccessibleDescription(
      expect.stringContaining('At least one certificate is required'),
    );
    expect(within(section).getByRole('textbox', { name: /^Certificate 1 name/ })).toBeRequired();
    expect(within(section).getByLabelText(/^Certificate 1 file/)).toBeRequired();
  });

  it('blocks a registration without a certificate in the browser: nothing is sent (issue 25)', async () => {
    const post = mockHttp();
    renderRegistration();
    await fillRegistration({ certificate: false });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();
    const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Certificate 1 name is required', 'Certificate 1 file is required']);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends each certificate file at certificate_files.{file_index}', async () => {
    const post = mockHttp();
    renderRegistration();
    await fillRegistration();
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    fireEvent.change(textbox(/^Certificate 2 name/), { target: { value: 'HACCP' } });
    fireEvent.change(screen.getByLabelText(/^Certificate 2 file/), {
      target: { files: [new File(['%PDF-1.4'], 'haccp.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    const body = sentBody(post);
    expect(JSON.parse(body.attachment_option_file as string)).toEqual([
      { title: 'ISO 9001', file_index: 0 },
      { title: 'HACCP', file_index: 1 },
    ]);
    expect((body['certificate_files.1'] as File).name).toBe('haccp.pdf');
  });
});
