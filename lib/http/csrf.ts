// The header every state-changing cookie request must carry (ARCHITECTURE §5, CSRF).
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
