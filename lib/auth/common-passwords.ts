import 'server-only';

export const PASSWORD_MIN_LENGTH = 8;

let common: Promise<Set<string>> | undefined;

// The zxcvbn-ts list of the most used passwords (about 18,000 of 8 characters or more), loaded on
// first use so the dictionary stays out of every other code path.
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'] as string[];
    return new Set(list.filter((word) => word.length >= PASSWORD_MIN_LENGTH));
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
