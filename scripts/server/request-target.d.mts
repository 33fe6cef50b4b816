export const MAX_TARGET_LENGTH: number;
export function checkRequestTarget(
  target: string,
): null | 'too-long' | 'malformed-encoding' | 'control-character';
export function isApiTarget(target: string): boolean;
export function localeOfTarget(target: string): 'en' | 'ar';
