/**
 * `npm run nginx-page-map > deploy/nginx/portal-pages.conf`: prints nginx's map from a page path to its pre-rendered
 * page variant (deploy/src/host-page.ts `nginxPageMap`, decision 0008). Run it when a
 * remote's screen list changes; deploy/test/nginx.test.ts fails while the checked-in file differs.
 */
import { nginxPageMap } from './host-page';

process.stdout.write(nginxPageMap());
