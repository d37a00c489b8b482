import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the ALTCHA widget does: fetch a challenge, solve it, send base64 JSON of both. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) throw new Error(`captcha challenge answered ${response.statusCode}`);
  const challenge: Challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
