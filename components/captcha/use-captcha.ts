'use client';

import { createContext, useContext } from 'react';

/** Runs the invisible captcha for an action; undefined when no captcha is configured. */
export type CaptchaRunner = (action: string) => Promise<string | undefined>;

const noCaptcha: CaptchaRunner = async () => undefined;

export const CaptchaContext = createContext<CaptchaRunner>(noCaptcha);

export function useCaptcha(): CaptchaRunner {
  return useContext(CaptchaContext);
}
