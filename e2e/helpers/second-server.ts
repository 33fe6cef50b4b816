import { expect, type APIRequestContext } from '../test';

/**
 * Waits until a second server a journey started at `origin` answers its health check with
 * `status` (it loads the production build first: up to a minute or more on a busy machine).
 */
export async function expectHealthStatus(
  request: APIRequestContext,
  origin: string,
  status: number,
  timeout: number,
) {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(`${origin}/api/health`)).status();
        } catch {
          return 0;
        }
      },
      { timeout },
    )
    .toBe(status);
}
