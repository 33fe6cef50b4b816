export function checkRequestTarget(
  target: string,
): null | 'malformed-encoding' | 'control-character';
export function isApiTarget(target: string): boolean;
export function localeOfTarget(target: string): 'en' | 'ar';
