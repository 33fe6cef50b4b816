import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CompanyForm } from '@/features/companies/components/company-form/company-form';
import { atPage, router } from '@/tests/setup/navigation';

import {
  answer,
  chooseFile,
  eventually,
  image,
  makeCompany,
  mockHttp,
  pdf,
  renderCompanyForm,
  send,
  sentBody,
  textbox,
} from './company-form-fixtures';

atPage('/profile/my-company/3/edit');

const push = router.push;

const renderEdit = (company = makeCompany()) =>
  renderCompanyForm(<CompanyForm mode="edit" company={company} />);
const save = () => send('Save changes');
const select = (name: RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('CompanyForm, edit (part 3 "Company edit", §3–§5)', { timeout: 30_000 }, () => {
  beforeEach(() => push.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('starts from the company: its fields, lists, kept files and certificates', async () => {
    mockHttp();
    renderEdit();
    expect(textbox(/^Registered name/)).toHaveValue('Petra Foods Ltd');
    await eventually(() => expect(select(/^Country/)).toHaveDisplayValue('Germany'));
    expect(select(/^Country/)).toBeEnabled();
    expect(select(/^Governorate/)).toBeDisabled();
    await eventually(() => expect(select(/^Title/)).toHaveDisplayValue('Mrs.'));
    expect(select(/^Position/)).toHaveDisplayValue('Export manager');
    expect(screen.getByRole('checkbox', { name: 'Food and beverages' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pharmaceuticals' })).not.toBeChecked();
    const chips = within(screen.getByRole('list', { name: 'Chosen countries' }));
    expect(chips.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Germany×',
      'Saudi Arabia×',
    ]);
    expect(textbox(/^Certificate 1 name/)).toHaveValue('ISO 9001');
    expect(textbox(/^Certificate 2 name/)).toHaveValue('HACCP');
    const links = screen.getAllByRole('link', { name: 'Open the current file' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/uploads/companies/3/logo.webp',
      '/api/uploads/companies/3/profile.pdf',
      '/api/uploads/companies/3/iso.pdf',
      '/api/uploads/companies/3/haccp.pdf',
    ]);
    // No agreement on edit, and the way back.
    expect(screen.queryByRole('checkbox', { name: /I agree/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/my-company');
  });

  it('keeps the stored files when none is chosen (logo_changed 0, kept certificates)', async () => {
    const post = mockHttp();
    renderEdit();
    fireEvent.change(textbox(/^Trading name/), { target: { value: 'Petra' } });
    save();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0]).toBe('/international-buyers-update');
    const body = sentBody(post);
    expect(body).toMatchObject({
      company_trading_name: 'Petra',
      location_type_id: '2',
      location_country_id: '276',
      person_title: '2',
      person_position: '4',
      industry_information_for_products: '[3]',
      industry_information_for_services: '[]',
      countries_of_operations: '[276,682]',
      logo_changed: '0',
      existing_logo: '/api/uploads/companies/3/logo.webp',
      pdf_changed: '0',
      existing_company_profile_pdf: '/api/uploads/companies/3/profile.pdf',
    });
    expect(JSON.parse(body.attachment_option_file as string)).toEqual([
      { title: 'ISO 9001', file: '/api/uploads/companies/3/iso.pdf', is_new: false },
      { title: 'HACCP', file: '/api/uploads/companies/3/haccp.pdf', is_new: false },
    ]);
    for (const name of ['logo', 'company_profile_pdf', 'governorates', 'agreements']) {
      expect(body).not.toHaveProperty(name);
    }
    expect(Object.keys(body).some((name) => name.startsWith('certificate_files'))).toBe(false);
  });

  it('sends new files as changed and new certificates with their file index', async () => {
    const post = mockHttp();
    renderEdit();
    chooseFile(/^Company logo/, image('new-logo.png'));
    chooseFile(/^Company profile/, pdf('new-profile.pdf'));
    chooseFile(/^Certificate 2 file/, pdf('haccp-2026.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    fireEvent.change(textbox(/^Certificate 3 name/), { target: { value: 'Halal' } });
    chooseFile(/^Certificate 3 file/, pdf('halal.pdf'));
    save();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    const body = sentBody(post);
    expect(body.logo_changed).toBe('1');
    expect((body.logo as File).name).toBe('new-logo.png');
    expect(body).not.toHaveProperty('existing_logo');
    expect(body.pdf_changed).toBe('1');
    expect((body.company_profile_pdf as File).name).toBe('new-profile.pdf');
    expect(JSON.parse(body.attachment_option_file as string)).toEqual([
      { title: 'ISO 9001', file: '/api/uploads/companies/3/iso.pdf', is_new: false },
      { title: 'HACCP', file_index: 0, is_new: true },
      { title: 'Halal', file_index: 1, is_new: true },
    ]);
    expect((body['certificate_files.0'] as File).name).toBe('haccp-2026.pdf');
    expect((body['certificate_files.1'] as File).name).toBe('halal.pdf');
  });

  it('a removed certificate is no longer sent', async () => {
    const post = mockHttp();
    renderEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate 1' }));
    save();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sentBody(post).attachment_option_file as string)).toEqual([
      { title: 'HACCP', file: '/api/uploads/companies/3/haccp.pdf', is_new: false },
    ]);
  });

  it('a local company sends its governorate and no country', async () => {
    const post = mockHttp();
    renderEdit(makeCompany({ location_type_id: 1, governorates: 12, location_country_id: null }));
    await eventually(() => expect(select(/^Governorate/)).toHaveDisplayValue('Aqaba'));
    expect(select(/^Country/)).toBeDisabled();
    save();
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    const body = sentBody(post);
    expect(body.governorates).toBe('12');
    expect(body).not.toHaveProperty('location_country_id');
  });

  it('opens the error modal when the answer is not "Success"', async () => {
    const post = mockHttp();
    post.mockResolvedValue(answer({ ok: true }));
    renderEdit();
    save();
    expect(await screen.findByRole('dialog', { name: 'An error occurred' })).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
