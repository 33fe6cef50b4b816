import { fireEvent, screen } from '@testing-library/react';
import { isValidElement, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CaptchaBoundary } from '@/components/captcha/captcha-boundary';
import { RecaptchaProvider } from '@/components/captcha/recaptcha-provider';
import { useCaptcha } from '@/components/captcha/use-captcha';
import { renderWithProviders } from '@/tests/setup/render';

const config = vi.hoisted(() => ({ RECAPTCHA_SITE_KEY: undefined as string | undefined }));
const google = vi.hoisted(() => ({
  providerProps: [] as Record<string, unknown>[],
  execute: vi.fn(async (action?: string) => `token-for-${action}`),
}));

vi.mock('@/lib/config', () => ({ getConfig: () => config }));
vi.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children, ...props }: { children: ReactNode }) => {
    google.providerProps.push(props);
    return children;
  },
  useGoogleReCaptcha: () => ({ executeRecaptcha: google.execute }),
}));

function TokenButton() {
  const captcha = useCaptcha();
  const [token, setToken] = useState<string>();
  return (
    <button onClick={() => void captcha('matchmaking').then((value) => setToken(value ?? 'none'))}>
      {token ?? 'get token'}
    </button>
  );
}

describe('CaptchaBoundary', () => {
  beforeEach(() => {
    google.providerProps.length = 0;
    config.RECAPTCHA_SITE_KEY = undefined;
  });

  it('renders the form alone, with no script, when no site key is configured', () => {
    const element = CaptchaBoundary({ children: <p>form</p> });
    expect(isValidElement(element) && element.type).not.toBe(RecaptchaProvider);
    renderWithProviders(<>{element}</>);
    expect(screen.getByText('form')).toBeInTheDocument();
    expect(google.providerProps).toHaveLength(0);
  });

  it('loads reCAPTCHA v3 with the site key and gives the form a token per action', async () => {
    config.RECAPTCHA_SITE_KEY = 'site-key-0123456789';
    const element = CaptchaBoundary({ children: <TokenButton /> });
    renderWithProviders(<>{element}</>, { locale: 'ar' });
    expect(google.providerProps[0]).toMatchObject({
      reCaptchaKey: 'site-key-0123456789',
      language: 'ar',
    });
    fireEvent.click(screen.getByRole('button', { name: 'get token' }));
    expect(
      await screen.findByRole('button', { name: 'token-for-matchmaking' }),
    ).toBeInTheDocument();
    expect(google.execute).toHaveBeenCalledWith('matchmaking');
  });

  it('without a provider the flow asks for no token', async () => {
    renderWithProviders(<TokenButton />);
    fireEvent.click(screen.getByRole('button', { name: 'get token' }));
    expect(await screen.findByRole('button', { name: 'none' })).toBeInTheDocument();
  });
});
