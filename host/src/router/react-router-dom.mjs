/**
 * What the host provides to the share scope as `react-router-dom` (host JS on the sign-in page): the
 * exports the portal's apps import, re-exported from react-router (which react-router-dom re-exports whole), so the
 * build tree-shakes the rest — data routers, fetchers, forms, server rendering, sessions, RSC: about 56 KiB of
 * 70 KiB brotli — instead of shipping the whole package, as a shared module otherwise is (any consumer may use any
 * export). Still one module instance per page, so the host and every remote share one router context
 * (ARCHITECTURE §2.4). The host's and remotes' imports must stay within this list:
 * host/src/router/react-router-exports.test.ts reads every import of react-router-dom in the workspace and fails
 * on a name missing here. Plain JavaScript: the `react-router` request is an alias of the host's build
 * (webpack.config.cjs), which TypeScript does not see.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
