/**
 * The part of React Router the platform uses. It is what the shared `react-router-dom` singleton
 * provides (see shared.ts): a shared module cannot be tree-shaken, and the whole library is about
 * 60 KB gzip, where this subset is a fraction. Every app imports `react-router-dom` as usual; an import of a
 * name missing here fails the build, so add it here when a screen needs it.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-full';
