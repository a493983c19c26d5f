// Everything loads behind dynamic imports: the federation runtime negotiates shared modules
// asynchronously. Remote locations are read first, then the app itself loads.
import('./remotes/register-remotes')
  .then(({ registerFromRuntimeConfig }) => registerFromRuntimeConfig())
  .finally(() => import('./bootstrap'));
