import { remotesRegistered } from './remotes/register-remotes';

// Remote locations are fetched while the app's code loads, not before it: the app renders its
// own first screen at once, and each remote module waits for the registration.
remotesRegistered();
// Behind a dynamic import: the federation runtime negotiates shared modules asynchronously.
import('./bootstrap');
