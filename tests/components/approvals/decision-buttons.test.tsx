import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sendDecision } from '@/features/approvals/api/send-decision';
import { takeDecidedMessage } from '@/features/approvals/components/console/decided-message';
import {
  DecisionButtons,
  type DecisionButtonsProps,
} from '@/features/approvals/components/console/decision-buttons';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('@/features/approvals/api/send-decision', () => ({ sendDecision: vi.fn() }));

const navigate = vi.fn();

function renderButtons(overrides: Partial<DecisionButtonsProps> = {}, locale: 'en' | 'ar' = 'en') {
  renderWithProviders(
    <DecisionButtons
      type="product"
      id={7}
      version={3}
      change={false}
      name="Olive oil"
      memberLocale="ar"
      queueHref="/admin/approvals?type=product"
      navigate={navigate}
      {...overrides}
    />,
    { locale },
  );
}

const failure = (status: number, message: string) =>
  new AxiosError('failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message, errors: {} },
  });

describe('DecisionButtons (issue 13)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(sendDecision).mockReset();
    navigate.mockReset();
    takeDecidedMessage();
  });

  it('approves after a confirmation, then goes back to the queue with its snackbar line', async () => {
    vi.mocked(sendDecision).mockResolvedValue({
      type: 'product',
      id: 7,
      status: 20,
      status_note: null,
    });
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this product?' });
    expect(dialog).toHaveTextContent('“Olive oil” becomes public on the portal.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/approvals?type=product'));
    expect(sendDecision).toHaveBeenCalledWith('product', 7, 'approve', {
      version: 3,
    });
    expect(takeDecidedMessage()).toBe('Approved: Olive oil');
  });

  it('says a held company stays off the public pages, and that it is held once approved (issue 56)', async () => {
    vi.mocked(sendDecision).mockResolvedValue({
      type: 'company',
      id: 7,
      status: 20,
      status_note: null,
    });
    renderButtons({ type: 'company', name: 'Basra Grain Co.', held: true });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this company?' });
    expect(dialog).toHaveTextContent(
      'The company is held by screening: it stays off the public pages until a second officer clears the hit.',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(takeDecidedMessage()).toBe('Approved and held for screening review: Basra Grain Co.');
  });

  it("asks for the reason in the member's language and sends it trimmed", async () => {
    vi.mocked(sendDecision).mockResolvedValue({
      type: 'product',
      id: 7,
      status: 30,
      status_note: 'x',
    });
    renderButtons({ change: true });
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this product' });
    expect(dialog).toHaveTextContent('The approved version of “Olive oil” stays public.');
    const reason = screen.getByRole('textbox', { name: /Reason \(in Arabic\)/ });
    expect(reason).toHaveAttribute('lang', 'ar');
    expect(reason).toHaveAttribute('dir', 'rtl');
    expect(dialog).toHaveTextContent('Write the reason in the member’s language: Arabic.');

    fireEvent.click(screen.getAllByRole('button', { name: 'Refuse' }).at(-1)!);
    expect(await screen.findByText('Write the reason of the refusal.')).toBeInTheDocument();
    expect(sendDecision).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  الصورة غير واضحة  ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Refuse' }).at(-1)!);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(sendDecision).toHaveBeenCalledWith('product', 7, 'refuse', {
      version: 3,
      reason: 'الصورة غير واضحة',
    });
    expect(takeDecidedMessage()).toBe('Refused: Olive oil');
  });

  it('refuses a reason over 1000 characters before sending it', async () => {
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Refuse' }).at(-1)!);
    expect(await screen.findByText('The reason may have at most 1000 characters.')).toBeVisible();
    expect(sendDecision).not.toHaveBeenCalled();
  });

  it("tells the server's refusal in the dialog and stays", async () => {
    vi.mocked(sendDecision).mockRejectedValue(
      failure(422, 'This record no longer waits for a decision.'),
    );
    renderButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record no longer waits for a decision.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it("writes the reason's limit and length in the page's digits (ar)", async () => {
    renderButtons({}, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض هذا المنتج' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'الصورة' } });
    expect(dialog).toHaveTextContent('بحد أقصى ١٬٠٠٠ حرف. ٦ من ١٬٠٠٠ حرف');
    expect(dialog).not.toHaveTextContent(/[0-9]/);
  });

  it('speaks Arabic and mentions the buyers access for a company', async () => {
    renderButtons({ type: 'company', memberLocale: 'en' }, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'موافقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على هذه الشركة؟' });
    expect(dialog).toHaveTextContent('خدمات المشترين الدوليين');
  });
});
