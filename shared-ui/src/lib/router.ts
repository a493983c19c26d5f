// The only door to react-router-dom for the shell and the remotes (a Biome rule enforces it).
// Module Federation shares this module as the singleton instead of the whole package: a shared
// package is never tree-shaken (react-router-dom would ship whole), while this module keeps
// only what is named here. A name an app needs is added here first.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
