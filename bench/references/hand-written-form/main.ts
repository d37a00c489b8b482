// The floor of a first visit: a sign-in form written by hand on React 19, nothing else.
// bench/lib/first-visit.ts builds it and weighs its JavaScript beside the portal's pages.
import { createElement as h, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget));
    if (!body.username || !body.password) return setError('Both fields are required.');
    const response = await fetch('/api/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    setError(response.ok ? '' : 'The e-mail address or the password is wrong.');
  };
  return h(
    'form',
    { onSubmit: submit, noValidate: true },
    h('label', null, 'E-mail address', h('input', { name: 'username', type: 'email', autoComplete: 'username' })),
    h('label', null, 'Password', h('input', { name: 'password', type: 'password', autoComplete: 'current-password' })),
    error && h('p', { role: 'alert' }, error),
    h('button', { type: 'submit' }, 'Sign in'),
  );
}

createRoot(document.getElementById('root')!).render(h(SignIn));
