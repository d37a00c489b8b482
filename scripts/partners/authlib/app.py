"""A partner's Flask app that signs people in with the portal through Authlib.

Debian: apt-get install python3-authlib python3-flask python3-requests (run it with /usr/bin/python3).
PORTAL_URL, CLIENT_ID, CLIENT_SECRET, PARTNER_URL and SESSION_SECRET come from the environment
(run.mjs sets them); `clients add --redirect-uri PARTNER_URL/callback` registered the client.
"""
import os

from authlib.integrations.flask_client import OAuth
from flask import Flask, redirect, session
from markupsafe import escape

PARTNER_URL = os.environ['PARTNER_URL']

app = Flask(__name__)
app.secret_key = os.environ['SESSION_SECRET']  # signs Flask's session cookie, where Authlib keeps state, nonce and PKCE verifier
oauth = OAuth(app)
oauth.register(
    'portal',
    client_id=os.environ['CLIENT_ID'],
    client_secret=os.environ['CLIENT_SECRET'],
    # Endpoints and signing keys come from the portal's discovery document.
    server_metadata_url=os.environ['PORTAL_URL'] + '/.well-known/openid-configuration',
    # The portal refuses an authorization request without PKCE, confidential clients included.
    client_kwargs={'scope': 'openid email profile', 'code_challenge_method': 'S256'},
)


@app.route('/')
def home():
    user = session.get('user')
    if not user:
        return redirect('/login')
    return f'<!doctype html><title>Partner (Authlib)</title><p>Signed in as {escape(user["email"])} (sub {escape(user["sub"])})</p>'


@app.route('/login')
def login():
    # Exactly the registered redirect URI: the portal compares the whole string.
    return oauth.portal.authorize_redirect(PARTNER_URL + '/callback')


@app.route('/callback')
def callback():
    # Checks the state, sends the PKCE verifier with the code, verifies the ID token and its nonce.
    token = oauth.portal.authorize_access_token()
    # The ID token carries only sub and the session's claims; e-mail and names come from userinfo.
    session['user'] = oauth.portal.userinfo(token=token)
    return redirect('/')


if __name__ == '__main__':
    app.run(host='127.0.0.1', port=int(os.environ['PARTNER_PORT']))
