/**
 * The ALTCHA widget needs a browser's workers. Tests mock lib/captcha/Captcha with this stand-in,
 * which hands over a solved payload per round:
 * `vi.mock('…/lib/captcha/Captcha', () => import('…/test/captchaStandIn'))`.
 */
export function Captcha({ onPayload, round }: { onPayload: (payload: string | null) => void; round: number }) {
  return (
    <button type="button" onClick={() => onPayload(`solved-${round}`)}>
      Solve the check
    </button>
  );
}
