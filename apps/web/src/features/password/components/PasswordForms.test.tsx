import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { passwordRuleMinimums, passwordRules } from '@portal/contract/password';
import { changeLocale } from '../../../lib/i18n/i18n';
import { dePassword } from '../../../lib/i18n/locales/groups/password/de_LU';
import { renderRoutes } from '../../../test/renderRoutes';
import EditPasswordPage from './EditPasswordPage';
import { PasswordMeter } from './PasswordMeter';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderAt(url: string) {
  return renderRoutes([
    { path: '/security/edit-password', element: <EditPasswordPage /> },
    { path: '*', element: <p>elsewhere</p> },
  ], url);
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PasswordMeter', () => {
  it('says the strength in words and lists each rule, with its number, as met or missing', () => {
    const { rerender } = render(<PasswordMeter password="" />);
    expect(screen.getByText('not entered')).toBeTruthy();
    rerender(<PasswordMeter password="abc" />);
    expect(screen.getByText('weak')).toBeTruthy();
    const rule = (text: string) => screen.getByText(text, { exact: false }).textContent;
    expect(rule('At least 12 characters')).toContain('(missing)');
    expect(rule('At least 1 letter')).toContain('(done)');
    expect(rule('At least 1 number')).toContain('(missing)');
    expect(rule('At least 1 special character')).toContain('(missing)');
    rerender(<PasswordMeter password="Zebra-Lantern-42-sky!" />);
    expect(screen.getByText('strong')).toBeTruthy();
    expect(screen.queryByText('(missing)')).toBeNull();
  });
});

describe('PasswordMeter in each language', () => {
  afterAll(() => changeLocale('en'));

  it.each([
    ['nl', ['Minstens 12 tekens', 'Minstens 1 letter', 'Minstens 1 cijfer', 'Minstens 1 speciaal teken']],
    ['fr', ['Au moins 12 caractères', 'Au moins 1 lettre', 'Au moins 1 chiffre', 'Au moins 1 caractère spécial']],
    ['en', ['At least 12 characters', 'At least 1 letter', 'At least 1 number', 'At least 1 special character']],
  ] as const)('names the numbers of the rules in %s', async (locale, rules) => {
    await changeLocale(locale);
    render(<PasswordMeter password="" />);
    for (const rule of rules) expect(screen.getByText(rule, { exact: false })).toBeTruthy();
  });

  // German is a Luxembourg locale, which these tests (a Belgian app) cannot switch to: its texts, read as the meter reads them.
  it('names the numbers of the rules in German', async () => {
    const german = i18next.createInstance();
    await german.init({ lng: 'de', resources: { de: { translation: dePassword } }, interpolation: { escapeValue: false } });
    const texts = passwordRules.map((rule) => german.t(`password.rules.${rule}`, { count: passwordRuleMinimums[rule] }));
    expect(texts).toEqual(['Mindestens 12 Zeichen', 'Mindestens 1 Buchstabe', 'Mindestens 1 Ziffer', 'Mindestens 1 Sonderzeichen']);
  });
});

describe('EditPasswordPage', () => {
  it("shows the spec's messages before calling the server", async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/security/edit-password');
    // Found once: a role query weighs every button's name, the password fields' show buttons too.
    const submit = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(submit);
    expect((await screen.findAllByText('Password is required.')).length).toBe(3);
    type('Current password', 'whatever');
    type('New password', 'short1!');
    type('Confirm the new password', 'other');
    fireEvent.click(submit);
    expect(await screen.findByText('Not enough characters')).toBeTruthy();
    type('New password', 'Zebra-Lantern-42!');
    fireEvent.click(submit);
    expect(await screen.findByText("Passwords don't match!")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a wrong current password under its field and confirms a change', async () => {
    const fetchMock = vi.fn(async () => json(400, { code: 'validation.invalid', message: 'x', fields: [{ path: 'current', code: 'password_wrong' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/security/edit-password');
    type('Current password', 'Wrong-one-1!');
    type('New password', 'Zebra-Lantern-42!');
    type('Confirm the new password', 'Zebra-Lantern-42!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/user/password');
    expect(JSON.parse(init.body as string)).toEqual({ current: 'Wrong-one-1!', password: 'Zebra-Lantern-42!' });

    fetchMock.mockImplementation(async () => json(200, { sessions_ended: 1 }));
    type('Current password', 'Demo-Password-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.')).toBeTruthy();
  });
});
