#!/usr/bin/env bash
# Runs every partner set-up of scripts/partners against a running portal and prints PASS or FAIL
# for each; exits 1 if any failed. After `npm run build`, with the portal running (`npm start`):
#
#   scripts/partners/run-all.sh
#
# PORTAL_URL (default http://localhost:8080) is the running portal; DATABASE_URL must be that
# portal's, since the CLI registers each set-up's client in its database (the defaults match).
# The oidc-client-ts set-up is a browser test: Playwright starts a test server of its own on
# E2E_PORT (default 8090) with the demo data, so it does not use PORTAL_URL.
set -u
cd "$(dirname "$0")/../.."
export PORTAL_URL="${PORTAL_URL:-http://localhost:8080}"

if ! curl -fsS "$PORTAL_URL/api/health" > /dev/null; then
  echo "No portal answers at $PORTAL_URL: start it (npm start) or set PORTAL_URL." >&2
  exit 2
fi

failed=0
for setup in mod_auth_openidc authlib openid-client; do
  node "scripts/partners/$setup/run.mjs" || failed=1
done

spec=tests/a-single-page-partner-app-signs-in-with-oidc-client-ts-and-renews-with-its-refresh-token.spec.ts
if output=$(cd e2e && npx playwright test "$spec" --reporter=list 2>&1); then
  echo "PASS oidc-client-ts"
else
  echo "FAIL oidc-client-ts:"
  echo "$output"
  failed=1
fi
exit $failed
