// An initial password for a new staff account: four groups of five letters and digits (about
// 110 bits), easy to read out and type; the account can change it later.
const SIGNS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function suggestPassword(): string {
  const bytes = new Uint32Array(20);
  crypto.getRandomValues(bytes);
  const signs = Array.from(bytes, (value) => SIGNS[value % SIGNS.length]);
  return [0, 5, 10, 15].map((start) => signs.slice(start, start + 5).join('')).join('-');
}
