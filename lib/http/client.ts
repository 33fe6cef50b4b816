import axios from 'axios';

import { activeRequests } from './active-requests';

// The header every state-changing cookie request must carry (ARCHITECTURE §5, CSRF).
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
});

http.interceptors.request.use((config) => {
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
