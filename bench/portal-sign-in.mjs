// Signs a demo customer in through the app's embedded OpenID provider, as a browser would (authorization code +
// PKCE, the provider's own sign-in form), and answers the Cookie header of the portal session: the bench's
// signed-in scenarios send it. One cookie jar for the app and its issuer (the same server).

const MAX_STEPS = 20;

/** @returns {Promise<string>} the Cookie header of a portal session */
export async function signInToPortal(base, { email, password, returnTo = '/en/portal' }) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const step = async (url, init = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { ...init.headers, cookie: cookieHeader() },
      redirect: 'manual',
    });
    keep(response);
    return response;
  };

  let url = `${base}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
  for (let i = 0; i < MAX_STEPS; i += 1) {
    const response = await step(url);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    if (response.status === 200 && new URL(url).pathname === returnTo) return cookieHeader();
    const html = await response.text();
    // The embedded provider's sign-in page (modules/identity-provider/identity-pages.ts).
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="email"')) {
      throw new Error(`sign-in stopped at ${url} (status ${response.status})`);
    }
    const submitted = await step(new URL(action.replace(/&amp;/g, '&'), url).href, {
      method: 'POST',
      body: new URLSearchParams({ email, password }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider refused the sign-in of ${email} (status ${submitted.status})`);
    url = new URL(next, url).href;
  }
  throw new Error(`sign-in did not reach ${returnTo} in ${MAX_STEPS} steps`);
}
