import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfigElementId, runtimeConfigPath } from '../site/remotes';

const registerRemotes = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes }));

const config = {
  remotes: {
    mfe_quotes: '/remotes/mfe-quotes/mf-manifest.json',
    mfe_content: 'https://cdn.example/content/mf-manifest.json',
    mfe_leads: '/remotes/mfe-leads/mf-manifest.json',
    mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
  },
};

const registered = [
  { name: 'mfe_quotes', entry: `${location.origin}/remotes/mfe-quotes/mf-manifest.json` },
  { name: 'mfe_content', entry: 'https://cdn.example/content/mf-manifest.json' },
  { name: 'mfe_leads', entry: `${location.origin}/remotes/mfe-leads/mf-manifest.json` },
  { name: 'mfe_admin', entry: `${location.origin}/remotes/mfe-admin/mf-manifest.json` },
];

// A fresh module each time: it registers once per page.
const freshRegisterRemotes = async () => {
  vi.resetModules();
  return (await import('./register-remotes')).remotesRegistered;
};

describe('remotesRegistered', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    registerRemotes.mockReset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('registers from the JSON block the server wrote, at once and without a request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = runtimeConfigElementId;
    block.textContent = JSON.stringify(config);
    document.head.append(block);
    const remotesRegistered = await freshRegisterRemotes();

    const done = remotesRegistered();
    expect(registerRemotes).toHaveBeenCalledWith(registered);
    await done;
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the runtime config when the page holds none (the dev server)', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(config)));
    const remotesRegistered = await freshRegisterRemotes();

    await remotesRegistered();
    expect(fetchMock).toHaveBeenCalledWith(runtimeConfigPath, { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith(registered);
  });

  it('registers nothing and reports the error when the config cannot be fetched', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const remotesRegistered = await freshRegisterRemotes();

    await remotesRegistered();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'Could not read the runtime configuration',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
