/** What an app answered a logout token: its HTTP status, or why no answer came. */
export interface Answer {
  status: number | null;
  error: string | null;
}

/** Back-Channel Logout 1.0 section 2.8: the app answers 200 when it logged out (oidc-provider takes 204 too). */
export const isDelivered = (answer: Answer) => answer.status === 200 || answer.status === 204;

/**
 * POSTs the logout token as a form (section 2.5). Redirects are not followed (the address is the
 * registered one, nothing else), and the body of the answer is not read.
 */
export async function postLogoutToken(uri: string, token: string, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(uri, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
      body: new URLSearchParams({ logout_token: token }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: null };
  } catch (error) {
    return { status: null, error: describe(error, timeoutMs) };
  }
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const text = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return text.slice(0, 200);
}
