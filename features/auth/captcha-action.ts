// The reCAPTCHA action of the forgot-password form; the server refuses a token of another (issue 25).
export const FORGOT_PASSWORD_CAPTCHA_ACTION = 'forgot_password';
