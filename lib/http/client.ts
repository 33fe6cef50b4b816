import axios from 'axios';

import { activeRequests } from './active-requests';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';

export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';

export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
});

http.interceptors.request.use((config) => {
  // The API answers (messages, e-mails of a new account) in the language of the page.
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    config.headers.set('Accept-Language', document.documentElement.lang);
  }
  activeRequests.start();
  return config;
});

http.interceptors.response.use(
  (response) => {
    activeRequests.finish();
    return response;
  },
  (error: unknown) => {
    activeRequests.finish();
    return Promise.reject(error);
  },
);
